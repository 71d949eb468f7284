import { buttonClass } from "#app/components/layout/button-classes.ts";

/**
 * Said where code the visitor asked for (a form, a dialog) could not be fetched; Try Again fetches
 * it again. `onDismiss` adds a Dismiss button, for a notice shown over the page.
 */
export function LoadFailed({
  message,
  onRetry,
  onDismiss,
}: {
  message: string;
  onRetry: () => void;
  onDismiss?: () => void;
}) {
  return (
    <div role="alert" className="space-y-3">
      <p className="text-stone-700">{message}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass("secondary")} onClick={onRetry}>
          Try Again
        </button>
        {onDismiss ? (
          <button type="button" className={buttonClass("secondary")} onClick={onDismiss}>
            Dismiss
          </button>
        ) : null}
      </div>
    </div>
  );
}
