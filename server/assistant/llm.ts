import { z } from "#domain/zod.ts";
import type { ChatMessage } from "#domain/chat.ts";

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().trim().min(1) }) })).min(1),
});

class LlmError extends Error {}

/** Longest reply passed on, so a runaway model can't flood the widget. */
const MAX_REPLY_CHARS = 4000;

/**
 * Asks an OpenAI-compatible `/chat/completions` endpoint. Throws LlmError on a timeout, a non-2xx
 * answer or a body of the wrong shape; the caller falls back to the built-in assistant.
 */
export async function askLlm(
  config: LlmConfig,
  system: string,
  history: readonly ChatMessage[],
  message: string,
): Promise<string> {
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`;
  const body = {
    model: config.model,
    temperature: 0.2,
    messages: [
      { role: "system", content: system },
      ...history.map((entry) => ({ role: entry.role, content: entry.content })),
      { role: "user", content: message },
    ],
  };
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    throw new LlmError(
      error instanceof Error && error.name === "TimeoutError"
        ? `timed out after ${config.timeoutMs} ms`
        : "request failed",
      { cause: error },
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new LlmError(`answered ${response.status}`);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw new LlmError("answered a body that is not JSON", { cause: error });
  }
  const parsed = completionSchema.safeParse(json);
  if (!parsed.success) throw new LlmError("answered an unexpected shape");
  return parsed.data.choices[0]!.message.content.slice(0, MAX_REPLY_CHARS);
}
