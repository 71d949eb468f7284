import { buttonClass } from "#app/components/layout/button-classes.ts";

/** Said where code the visitor asked for (a form, a dialog) could not be fetched; Try Again fetches it again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3">
      <p className="text-stone-700">{message}</p>
      <button type="button" className={buttonClass("secondary")} onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
