import Send from "lucide-react/icons/send";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import {
  CHAT_SUGGESTIONS_MAX_MESSAGES,
  CHAT_MESSAGE_MAX_CHARS,
  chatMessages,
  suggestedQuestions,
} from "#domain/chat.ts";
import { ReplyText } from "./reply-text.tsx";
import { useChat } from "./use-chat.ts";

interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

/** The chat panel; it stays mounted once opened so the conversation survives closing it. */
export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const { messages, pending, send } = useChat();
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  async function submit(text: string) {
    if (text.trim() === "" || pending) return;
    setDraft("");
    await send(text);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit(draft);
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  }

  const showSuggestions = messages.length <= CHAT_SUGGESTIONS_MAX_MESSAGES;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape anywhere in a dialog closes it.
    <div
      id="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-panel-title"
      hidden={!open}
      onKeyDown={onPanelKeyDown}
      className="fixed right-4 bottom-22 z-40 flex h-[min(34rem,calc(100dvh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white text-stone-900 shadow-2xl ring-1 ring-stone-200 sm:right-6 sm:bottom-24"
    >
      <div className="flex items-center justify-between bg-river-800 px-4 py-3 text-white">
        <h2 id="chat-panel-title" className="font-display text-lg font-semibold">
          Resort Assistant
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="inline-flex size-9 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        className="flex-1 space-y-3 overflow-y-auto px-4 py-4 text-sm leading-relaxed"
      >
        {messages.map((entry) => (
          <div key={entry.id} className={entry.role === "user" ? "flex justify-end" : "flex justify-start"}>
            <div
              className={
                entry.role === "user"
                  ? "max-w-[85%] rounded-2xl rounded-br-sm bg-river-700 px-3 py-2 whitespace-pre-wrap text-white"
                  : "max-w-[85%] rounded-2xl rounded-bl-sm bg-stone-100 px-3 py-2"
              }
            >
              <span className="sr-only">{entry.role === "user" ? "You said: " : "Assistant: "}</span>
              {entry.role === "user" ? entry.content : <ReplyText content={entry.content} />}
            </div>
          </div>
        ))}
      </div>

      {pending && (
        <p role="status" className="flex items-center gap-2 px-4 pb-2 text-sm text-stone-600">
          <span aria-hidden="true" className="flex gap-1">
            <span className="size-1.5 animate-bounce rounded-full bg-stone-500 [animation-delay:-0.3s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-stone-500 [animation-delay:-0.15s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-stone-500" />
          </span>
          {chatMessages.typing}
        </p>
      )}

      {showSuggestions && (
        <div className="border-t border-stone-200 px-4 py-3">
          <h3 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">Suggested questions</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {suggestedQuestions.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  onClick={() => void submit(question)}
                  disabled={pending}
                  className="rounded-full border border-river-600 px-3 py-1 text-left text-xs font-medium text-river-800 hover:bg-river-50 focus-visible:outline-2 focus-visible:outline-river-600 disabled:opacity-60"
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <form
        className="flex items-end gap-2 border-t border-stone-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(draft);
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          {chatMessages.inputLabel}
        </label>
        <textarea
          id="chat-input"
          ref={inputRef}
          rows={1}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
          placeholder={chatMessages.placeholder}
          className="max-h-28 min-h-10 flex-1 resize-none rounded-xl border border-stone-300 px-3 py-2 text-base focus-visible:border-river-600 focus-visible:outline-2 focus-visible:outline-river-600"
        />
        <button
          type="submit"
          disabled={pending || draft.trim() === ""}
          aria-label="Send message"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-river-700 text-white hover:bg-river-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-river-600 disabled:opacity-50"
        >
          <Send aria-hidden="true" className="size-5" />
        </button>
      </form>
    </div>
  );
}
