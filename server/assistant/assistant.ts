// The resort's time zone is fixed at build time, not a document staff edit.
import { resortTimeZone } from "#content/resort.ts";
import { CHAT_HISTORY_LIMIT, type ChatMessage } from "#domain/chat.ts";
import type { RestaurantSchedule } from "#domain/hours.ts";
import type { Clock } from "#server/clock.ts";
import type { PublishedContent } from "#server/content/published.ts";
import type { Env } from "#server/env.ts";
import type { Logger } from "#server/logger.ts";
import { builtInAnswer } from "./builtin.ts";
import type { Moment } from "./facts.ts";
import { systemPrompt } from "./grounding.ts";
import { askLlm } from "./llm.ts";
import { latestSite } from "./site.ts";

export interface Assistant {
  reply(message: string, history: readonly ChatMessage[]): Promise<string>;
}

/**
 * The resort assistant: an OpenAI-compatible model grounded in the published content when
 * LLM_BASE_URL is set, with the built-in assistant answering whenever the model can't (and always
 * when unset). Each question reads the content as last published.
 */
export function createAssistant({
  env,
  clock,
  log,
  published,
  schedule,
}: {
  env: Env;
  clock: Clock;
  log: Logger;
  published: PublishedContent;
  /** The restaurant's hours as staff set them, read for each question. */
  schedule: () => Promise<RestaurantSchedule>;
}): Assistant {
  const currentSite = latestSite(published);
  const llm = env.LLM_BASE_URL
    ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS }
    : null;
  return {
    async reply(message, history) {
      const moment: Moment = { now: clock.now(), timeZone: resortTimeZone, schedule: await schedule() };
      const site = currentSite();
      const recent = history.slice(-CHAT_HISTORY_LIMIT);
      if (llm) {
        try {
          return await askLlm(llm, systemPrompt(site, moment), recent, message);
        } catch (error) {
          log.warn({ err: error }, "chat: language model unavailable, answering with the built-in assistant");
        }
      }
      return builtInAnswer(message, recent, site, moment);
    },
  };
}
