import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { FormFieldset, SubmitButton } from "#app/components/ui/form-field.tsx";
import { secondaryButton } from "./ui.ts";

/**
 * A form that sends only once asked twice: its first send (checked by its schema) asks the
 * question, the second sends what was asked about. `asked` holds that payload; the form's fields
 * stay locked meanwhile so nothing else goes out. Going back puts the focus on the first button
 * in `opener` again, where the question was asked from.
 */
export function useConfirmation<T>(opener: RefObject<HTMLElement | null>) {
  const [asked, setAsked] = useState<T | null>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (asked !== null || !returning.current) return;
    returning.current = false;
    opener.current?.querySelector("button")?.focus();
  }, [asked, opener]);
  return {
    asked,
    ask: (payload: T) => setAsked(payload),
    back: () => {
      returning.current = true;
      setAsked(null);
    },
    /** The send is over: the question goes, and the focus goes where the caller puts it. */
    settle: () => setAsked(null),
  };
}

/**
 * The question before a send that cannot be undone (money back, a night called off): it takes
 * the focus, so a screen reader reads it and a phone scrolls to it, and its buttons name the group.
 */
export function ConfirmStep({
  question,
  confirm,
  pendingLabel,
  onBack,
}: {
  question: ReactNode;
  confirm: string;
  pendingLabel: string;
  onBack: () => void;
}) {
  const questionId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => questionRef.current?.focus(), []);
  return (
    <FormFieldset
      aria-labelledby={questionId}
      className="mt-4 rounded-lg border border-sunset-300 bg-sunset-50 p-3 sm:max-w-xl sm:p-4"
    >
      <p id={questionId} ref={questionRef} tabIndex={-1} className="font-semibold text-stone-900">
        {question}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <SubmitButton variant="primary" pendingLabel={pendingLabel}>
          {confirm}
        </SubmitButton>
        <button type="button" className={secondaryButton} onClick={onBack}>
          Back
        </button>
      </div>
    </FormFieldset>
  );
}
