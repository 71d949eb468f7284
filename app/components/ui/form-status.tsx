import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";

/** A form's answer to the visitor: idle, or the success or error text; it returns to idle on the next edit. */
export type FormStatus = { kind: "idle" } | { kind: "success" | "error"; text: string };

export const idleStatus: FormStatus = { kind: "idle" };

/** The status line under a form's button (contact, inquiries): always present, empty while idle. */
export function StatusLine({ status }: { status: FormStatus }) {
  return (
    <p role="status" className={`text-sm ${status.kind === "error" ? "text-red-700" : "text-river-800"}`}>
      {status.kind === "idle" ? "" : status.text}
    </p>
  );
}

/** The account forms' status: green on success, a red banner on error, announced to screen readers. */
export function StatusBanner({ status }: { status: FormStatus }) {
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
