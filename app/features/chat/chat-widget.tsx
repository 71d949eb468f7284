import MessageCircle from "lucide-react/icons/message-circle";
import X from "lucide-react/icons/x";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { CHAT_PROMPT, CHAT_PROMPT_DELAY_MS, CHAT_PROMPT_DISMISSED_KEY } from "#domain/chat-prompt.ts";
import { onDemand } from "#app/lib/on-demand.ts";

/** The panel's code loads on first use, so it never weighs on a page's first load. */
const loadPanel = onDemand(() => import("./chat-panel.tsx"));
const ChatPanel = lazy(loadPanel);

function promptDismissed(): boolean {
  try {
    return sessionStorage.getItem(CHAT_PROMPT_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

function rememberPromptDismissed(): void {
  try {
    sessionStorage.setItem(CHAT_PROMPT_DISMISSED_KEY, "1");
  } catch {
    // Storage can be off (private modes); the bubble then simply stays dismissed for this page view.
  }
}

/** The floating assistant button, its prompt bubble and (once opened) the chat panel. */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [bubble, setBubble] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (promptDismissed()) return;
    const timer = setTimeout(() => setBubble(true), CHAT_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const dismissBubble = useCallback(() => {
    setBubble(false);
    rememberPromptDismissed();
  }, []);

  const openChat = useCallback(() => {
    setOpen(true);
    setEverOpened(true);
    dismissBubble();
  }, [dismissBubble]);

  const closeChat = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <div className="print:hidden">
      {bubble && !open && (
        <div className="fixed right-4 bottom-24 z-40 flex max-w-[calc(100vw-2rem)] items-start gap-1 rounded-2xl bg-white py-2 pr-1 pl-4 text-stone-900 shadow-xl ring-1 ring-stone-200 sm:right-6">
          <button
            type="button"
            onClick={openChat}
            className="py-1 text-left text-sm font-medium hover:underline focus-visible:outline-2 focus-visible:outline-river-600"
          >
            {CHAT_PROMPT}
          </button>
          <button
            type="button"
            onClick={dismissBubble}
            aria-label="Dismiss chat prompt"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-river-600"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        onClick={open ? closeChat : openChat}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        aria-expanded={open}
        aria-controls={everOpened ? "chat-panel" : undefined}
        aria-label={open ? "Close chat" : "Open chat with our assistant"}
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-river-700 text-white shadow-lg hover:bg-river-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-river-500 sm:right-6 sm:bottom-6"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={closeChat} />
        </Suspense>
      )}
    </div>
  );
}
