import { Link } from "react-router";
import type { MailSummary } from "#domain/staff/mail-schemas.ts";
import { resortTime, secondaryButton } from "#app/staff/ui.ts";

export const statusLabels: Record<MailSummary["status"], string> = {
  pending: "Waiting",
  sent: "Sent",
  failed: "Failed",
};

interface MailRowProps {
  mail: MailSummary;
  openTo: string;
  /** Queues a failed mail again; absent for a role that may not. */
  onRetry: (() => void) | null;
}

/** One mail of the outbox: its subject opens it; a failure says why, and may be sent again. */
export function MailRow({ mail, openTo, onRetry }: MailRowProps) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={openTo} className="font-semibold text-river-800 underline">
          {mail.subject}
        </Link>
        <span className={`text-sm font-semibold ${mail.status === "failed" ? "text-red-800" : "text-stone-700"}`}>
          {statusLabels[mail.status]}
          {mail.status === "sent" && mail.sentAt ? ` ${resortTime(mail.sentAt)}` : ""}
        </span>
      </div>
      <p className="text-sm wrap-anywhere">
        To {mail.to} · queued {resortTime(mail.createdAt)} · {mail.kind}
      </p>
      {mail.lastError && mail.status !== "sent" ? (
        <p className="mt-1 text-sm text-red-800">
          {mail.attempts} {mail.attempts === 1 ? "attempt" : "attempts"}: {mail.lastError}
        </p>
      ) : null}
      {mail.status === "failed" && onRetry ? (
        <button
          type="button"
          className={`${secondaryButton} mt-2`}
          aria-label={`Send again: ${mail.subject} to ${mail.to}`}
          onClick={onRetry}
        >
          Send again
        </button>
      ) : null}
    </>
  );
}
