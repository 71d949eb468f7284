import { Link } from "react-router";
import { SelectField, TextField } from "#app/components/ui/form-field.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { mailAnswer, mailListAnswer, mailMessages, type MailSummary } from "#domain/staff/mail-schemas.ts";
import { can } from "#domain/staff/permissions.ts";
import { ActionResult, useActionResult } from "#app/staff/action-result.tsx";
import { staffPost } from "#app/staff/api.ts";
import type { ScreenProps } from "#app/staff/shell.tsx";
import { panel, primaryButton, resortTime, secondaryButton } from "#app/staff/ui.ts";
import { useAddressFilters } from "#app/staff/use-address-filters.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";

const FILTERS = ["status", "q", "before"] as const;
const statusLabels: Record<MailSummary["status"], string> = { pending: "Waiting", sent: "Sent", failed: "Failed" };

/** The outbox: what waits, what went and what failed with the reason; each mail as sent; retry. */
export default function MailScreen({ me }: ScreenProps) {
  const { params, query, apply, linkWith, path } = useAddressFilters(FILTERS, ["status", "q"]);
  const openId = Number(params.get("mail")) || null;
  const list = useStaffData(path("/mail"), mailListAnswer);
  const open = useStaffData(openId === null ? null : `/mail/${openId}`, mailAnswer);
  const result = useActionResult();

  async function retry(id: number) {
    const done = await result.run(
      () => staffPost(`/mail/${id}/retry`, {}, mailAnswer),
      mailMessages.retried,
      "The mail could not be queued again. Check the connection and try again.",
    );
    if (!done) return;
    list.reload();
    open.reload();
  }

  const counts = list.data?.counts;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Mail</h1>
        <p className="mt-1 text-stone-700">
          {counts ? `${counts.pending} waiting · ${counts.late} late · ${counts.failed} failed` : "Loading…"}
        </p>
      </div>

      <form role="search" aria-label="Find mail" key={query.toString()} onSubmit={apply} className={panel}>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            id="mail-status"
            name="status"
            label="Status"
            placeholder="All mail"
            defaultValue={params.get("status") ?? ""}
            options={[
              { value: "pending", label: "Waiting" },
              { value: "sent", label: "Sent" },
              { value: "failed", label: "Failed" },
            ]}
          />
          <TextField
            id="mail-q"
            name="q"
            label="To (address or part of one)"
            type="search"
            defaultValue={params.get("q") ?? ""}
            className="min-w-0 flex-1 basis-56"
          />
          <button type="submit" className={primaryButton}>
            Show
          </button>
        </div>
      </form>

      <ActionResult message={result.message} problem={result.problem} />

      {list.error ? (
        <p role="alert">{errorText(list.error, "The outbox could not load. Check the connection and try again.")}</p>
      ) : list.data ? (
        list.data.mails.length === 0 ? (
          <p className={panel}>No mail matches.</p>
        ) : (
          <ul aria-label="Mail" className="divide-y divide-stone-200 rounded-xl border border-stone-300 bg-white">
            {list.data.mails.map((mail) => (
              <li
                key={mail.id}
                aria-label={`${mail.subject}, to ${mail.to}, ${statusLabels[mail.status]}`}
                className="px-4 py-3"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link to={linkWith({ mail: String(mail.id) })} className="font-semibold text-river-800 underline">
                    {mail.subject}
                  </Link>
                  <span
                    className={`text-sm font-semibold ${mail.status === "failed" ? "text-red-800" : "text-stone-700"}`}
                  >
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
                {mail.status === "failed" && can(me.role, "mail.retry") ? (
                  <button
                    type="button"
                    className={`${secondaryButton} mt-2`}
                    aria-label={`Send again: ${mail.subject} to ${mail.to}`}
                    onClick={() => void retry(mail.id)}
                  >
                    Send again
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )
      ) : null}
      {list.data?.nextBefore ? (
        <Link to={linkWith({ before: String(list.data.nextBefore), mail: null })} className={secondaryButton}>
          Older mail
        </Link>
      ) : null}

      {openId !== null ? (
        <section aria-labelledby="mail-open-title" className={panel}>
          {open.error ? (
            <p role="alert">{errorText(open.error, "This mail could not load.")}</p>
          ) : !open.data ? (
            <p>Loading…</p>
          ) : (
            <>
              <h2 id="mail-open-title" className="text-lg font-semibold">
                {open.data.mail.subject}
              </h2>
              <p className="text-sm wrap-anywhere">
                To {open.data.mail.to}
                {open.data.mail.replyTo ? ` · Reply-To ${open.data.mail.replyTo}` : ""}
              </p>
              {open.data.mail.html ? (
                <iframe
                  title={`The mail as sent: ${open.data.mail.subject}`}
                  sandbox=""
                  srcDoc={open.data.mail.html}
                  className="mt-3 h-96 w-full rounded-lg border border-stone-300 bg-white"
                />
              ) : null}
              <details className="mt-3">
                <summary className="cursor-pointer font-semibold">Plain text</summary>
                <pre className="mt-2 whitespace-pre-wrap break-words text-sm">{open.data.mail.text}</pre>
              </details>
              <Link to={linkWith({ mail: null })} className={`${secondaryButton} mt-3`}>
                Close
              </Link>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
