import { useState, type FormEvent } from "react";
import { errorText } from "#app/lib/api-client.ts";
import { auditAnswer, type AuditEntry } from "#domain/staff/schemas.ts";
import { staffGet } from "../api.ts";
import { Field, formText } from "../form.tsx";
import { panel, primaryButton, resortTime, secondaryButton } from "../ui.ts";
import { useStaffData } from "../use-staff-data.ts";

type Filters = Record<"action" | "actor" | "from" | "to", string>;
const noFilters: Filters = { action: "", actor: "", from: "", to: "" };

/** The audit log, newest first, a page at a time from the server; filter by action, who, and dates. */
export default function AuditScreen() {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== "")).toString();
  const first = useStaffData(`/audit?${query}`, auditAnswer);
  // Older pages, fetched on request, belong to the filters they were fetched with.
  const [older, setOlder] = useState<{ query: string; entries: AuditEntry[]; nextBefore: number | null } | null>(null);
  const [olderError, setOlderError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const more = older?.query === query ? older : null;
  const entries = first.data ? [...first.data.entries, ...(more?.entries ?? [])] : null;
  const nextBefore = more ? more.nextBefore : (first.data?.nextBefore ?? null);
  const error = first.error ?? olderError;

  async function loadOlder(before: number) {
    setBusy(true);
    setOlderError(null);
    try {
      const page = await staffGet(`/audit?${query}${query ? "&" : ""}before=${before}`, auditAnswer);
      setOlder({ query, entries: [...(more?.entries ?? []), ...page.entries], nextBefore: page.nextBefore });
    } catch (failure) {
      setOlderError(failure);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: keyof Filters) => formText(form, `audit-${name}`).trim();
    setFilters({ action: value("action"), actor: value("actor"), from: value("from"), to: value("to") });
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Audit log</h1>
      <form
        className={`${panel} grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end`}
        onSubmit={submit}
        aria-label="Filter the audit log"
      >
        <Field id="audit-action" label="Action" required={false} placeholder="e.g. staff.add" />
        <Field id="audit-actor" label="Done by (email)" required={false} type="email" />
        <Field id="audit-from" label="From" required={false} type="date" />
        <Field id="audit-to" label="To" required={false} type="date" />
        <button type="submit" className={primaryButton}>
          Filter
        </button>
      </form>
      {error ? (
        <p role="alert">{errorText(error, "The audit log could not be loaded. Check the filters and try again.")}</p>
      ) : !entries ? (
        <p>Loading…</p>
      ) : entries.length === 0 ? (
        <p>No entries match.</p>
      ) : (
        <ol aria-label="Audit entries" className="space-y-3">
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {nextBefore && entries ? (
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => void loadOlder(nextBefore)}>
          Show older entries
        </button>
      ) : null}
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const changed = entry.before !== null || entry.after !== null;
  return (
    <li className={panel}>
      <p className="flex flex-wrap gap-x-3">
        <span className="font-mono font-semibold">{entry.action}</span>
        {entry.target ? <span className="font-mono">{entry.target}</span> : null}
      </p>
      <p className="text-sm text-stone-700">
        {resortTime(entry.at)} · {entry.actor}
        {entry.address ? ` · ${entry.address}` : ""}
      </p>
      {changed ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold">Before and after</summary>
          <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-semibold">Before</dt>
              <dd>
                <pre className="overflow-x-auto rounded bg-stone-100 p-2">{JSON.stringify(entry.before, null, 2)}</pre>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">After</dt>
              <dd>
                <pre className="overflow-x-auto rounded bg-stone-100 p-2">{JSON.stringify(entry.after, null, 2)}</pre>
              </dd>
            </div>
          </dl>
        </details>
      ) : null}
    </li>
  );
}
