import { Hono } from "hono";
import { chatMessages, type ChatReply } from "#domain/chat.ts";
import { chatRequestSchema } from "#domain/chat-schema.ts";
import type { AppDeps } from "#server/app.ts";
import { createAssistant } from "#server/assistant/assistant.ts";
import { readJson } from "#server/http/errors.ts";
import { Settings } from "#server/settings/settings.ts";

/** Per client: a brisk conversation fits, a script hammering the endpoint does not. */
export const CHAT_RATE_LIMIT = { name: "chat", limit: 20, windowMs: 60_000, message: chatMessages.rateLimited };

/** POST /api/chat: {message, history} → {message}. */
export function chatRoutes(deps: AppDeps): Hono {
  const settings = new Settings(deps);
  const assistant = createAssistant({ ...deps, schedule: () => settings.schedule() });
  const routes = new Hono();
  routes.post("/chat", deps.limiter.middleware(CHAT_RATE_LIMIT, deps.env.TRUST_PROXY), async (c) => {
    const { message, history } = await readJson(c, chatRequestSchema);
    const reply: ChatReply = { message: await assistant.reply(message, history) };
    return c.json(reply);
  });
  return routes;
}
