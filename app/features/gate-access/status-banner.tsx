import { CircleAlert, CircleCheck } from "lucide-react";

export type StatusMessage = { kind: "idle" } | { kind: "success" | "error"; text: string };

/** The card's status line: green on success, a red banner on error, announced to screen readers. */
export function StatusBanner({ status }: { status: StatusMessage }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {status.kind === "idle" ? null : (
        <p
          role={status.kind === "error" ? "alert" : "status"}
          className={`flex items-start gap-2 rounded-lg border px-4 py-3 text-sm font-medium ${
            status.kind === "error"
              ? "border-red-300 bg-red-50 text-red-900"
              : "border-green-300 bg-green-50 text-green-900"
          }`}
        >
          {status.kind === "error" ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          {status.text}
        </p>
      )}
    </div>
  );
}
