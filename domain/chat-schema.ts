import { z } from "./zod.ts";
import { CHAT_HISTORY_LIMIT, CHAT_MESSAGE_MAX_CHARS } from "./chat.ts";

const chatRoleSchema = z.enum(["assistant", "user"]);
export type ChatRole = z.infer<typeof chatRoleSchema>;

const chatMessageSchema = z.strictObject({
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
  history: z
    .array(chatMessageSchema)
    .max(CHAT_HISTORY_LIMIT, `Send at most ${CHAT_HISTORY_LIMIT} earlier messages.`)
    .default([]),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export interface ChatReply {
  message: string;
}

/** What the browser accepts as a reply: an empty or malformed one is answered with the apology. */
export const chatReplySchema: z.ZodType<ChatReply> = z.object({ message: z.string().min(1) });
