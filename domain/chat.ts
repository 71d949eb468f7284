import type { ChatMessage, ChatReply, ChatRole } from "./chat-schema.ts";

/** The chat's limits, shared by the panel and the server. The button's prompt: ./chat-prompt.ts. */
export const CHAT_HISTORY_LIMIT = 6;
export const CHAT_SUGGESTIONS_MAX_MESSAGES = 2;
export const CHAT_MESSAGE_MAX_CHARS = 1000;

/** The chat's words that name the resort, from its facts (content/resort.ts). */
export function chatWelcome(resort: { shortName: string; phone: { display: string } }) {
  return {
    greeting: `Hi! I'm the ${resort.shortName} assistant. Ask me about lodging, Pique Nique, events, the venue or anything about your stay.`,
    connectionError: `Sorry, I'm having trouble connecting right now. Please try again in a moment, or call us at ${resort.phone.display}.`,
  };
}

export const chatMessages = {
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

// Re-exported as types only, so callers get them without loading zod or the schema.
export type { ChatMessage, ChatReply, ChatRole };

/** The last messages sent as history with a new question. */
export function historyFor(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.slice(-CHAT_HISTORY_LIMIT);
}
