import { z } from "./zod.ts";
import { resort } from "../content/resort.ts";

/** Chat constants from the spec (section 9). */
export const CHAT_HISTORY_LIMIT = 6;
export const CHAT_PROMPT_DELAY_MS = 3000;
export const CHAT_SUGGESTIONS_MAX_MESSAGES = 2;
export const CHAT_MESSAGE_MAX_CHARS = 1000;
/** Session storage key remembering that the visitor dismissed the prompt bubble. */
export const CHAT_PROMPT_DISMISSED_KEY = "chat-prompt-dismissed";

export const chatMessages = {
  greeting: `Hi! I'm the ${resort.shortName} assistant. Ask me about lodging, Pique Nique, events, the venue or anything about your stay.`,
  prompt: "Questions about your stay? Ask our assistant!",
  connectionError: `Sorry, I'm having trouble connecting right now. Please try again in a moment, or call us at ${resort.phone.display}.`,
  inputLabel: "Type your question",
  placeholder: "Ask a question…",
  typing: "The assistant is typing…",
  rateLimited: "You're sending messages quickly. Please wait a moment and try again.",
} as const;

export const suggestedQuestions = [
  "What time does Pique Nique open?",
  "What lodging do you have?",
  "When are the Christmas Lights?",
  "Can I bring my dog?",
] as const;

export const chatRoleSchema = z.enum(["assistant", "user"]);
export type ChatRole = z.infer<typeof chatRoleSchema>;

export const chatMessageSchema = z.strictObject({
  id: z.string().min(1).max(100),
  role: chatRoleSchema,
  content: z.string().max(4000),
  timestamp: z.iso.datetime({ offset: true }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRequestSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, "Please type a question.")
    .max(CHAT_MESSAGE_MAX_CHARS, `Please keep questions under ${CHAT_MESSAGE_MAX_CHARS} characters.`),
  history: z.array(chatMessageSchema).max(CHAT_HISTORY_LIMIT, `Send at most ${CHAT_HISTORY_LIMIT} earlier messages.`).default([]),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const chatReplySchema = z.object({ message: z.string().min(1) });
export type ChatReply = z.infer<typeof chatReplySchema>;

/** The last messages sent as history with a new question. */
export function historyFor(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.slice(-CHAT_HISTORY_LIMIT);
}
