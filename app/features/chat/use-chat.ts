import { useCallback, useRef, useState } from "react";
import { postJson } from "#app/lib/api-client.ts";
import type { ChatRequest } from "#domain/chat-schema.ts";
import { chatWelcome, historyFor, type ChatMessage, type ChatRole } from "#domain/chat.ts";
import { onDemand } from "#app/lib/on-demand.ts";
import { useResort } from "#app/lib/site-data.ts";

/** The reply's schema loads with the first question, alongside the request, not with the panel. */
const replySchemaModule = onDemand(() => import("#domain/chat-schema.ts"));
const replySchema = () => replySchemaModule().then((schemas) => schemas.chatReplySchema);

let counter = 0;

function message(role: ChatRole, content: string): ChatMessage {
  counter += 1;
  return { id: `${Date.now().toString(36)}-${counter}`, role, content, timestamp: new Date().toISOString() };
}

/**
 * The conversation: starts with the assistant's greeting; `send` ignores blank input and anything
 * sent while a reply is pending, posts the question with the last 6 messages as history, and turns
 * any failed answer into the apology that points to the phone.
 */
export function useChat() {
  const welcome = chatWelcome(useResort());
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message("assistant", welcome.greeting)]);
  const [pending, setPending] = useState(false);
  // Refs, not state, so two sends in the same tick can't both pass the check, and each question's
  // history includes the message sent just before it.
  const pendingRef = useRef(false);
  const messagesRef = useRef(messages);
  const append = useCallback((next: ChatMessage) => {
    messagesRef.current = [...messagesRef.current, next];
    setMessages(messagesRef.current);
  }, []);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const question = text.trim();
      if (question === "" || pendingRef.current) return false;
      pendingRef.current = true;
      setPending(true);
      const history = historyFor(messagesRef.current);
      append(message("user", question));
      let answer: string = welcome.connectionError;
      try {
        const reply = await postJson("/api/chat", { message: question, history } satisfies ChatRequest, replySchema);
        if (reply.message.trim() !== "") answer = reply.message;
      } catch {
        // Any non-OK or malformed answer, or a network failure: the apology stays as the answer.
      }
      append(message("assistant", answer));
      pendingRef.current = false;
      setPending(false);
      return true;
    },
    [append, welcome.connectionError],
  );

  return { messages, pending, send };
}
