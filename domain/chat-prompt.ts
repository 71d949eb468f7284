/**
 * The bubble the chat button shows a few seconds after a page loads. A module of its own: the button
 * loads with every page, the rest of the chat's rules (domain/chat.ts) only with the panel.
 */
export const CHAT_PROMPT_DELAY_MS = 3000;
export const CHAT_PROMPT = "Questions about your stay? Ask our assistant!";
/** Session storage key remembering that the visitor dismissed the prompt bubble. */
export const CHAT_PROMPT_DISMISSED_KEY = "chat-prompt-dismissed";
