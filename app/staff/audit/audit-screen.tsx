import { useState } from "react";
import { TextField } from "#app/components/ui/form-field.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { auditAnswer, type AuditEntry } from "#domain/staff/schemas.ts";
import { staffGet } from "#app/staff/api.ts";
import { panel, primaryButton, resortTime, secondaryButton } from "#app/staff/ui.ts";
import { useAddressFilters } from "#app/staff/use-address-filters.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";

const FILTERS = ["action", "actor", "from", "to"] as const;

/** The audit log, newest first, a page at a time from the server; filter by action, who, and dates. */
export default function AuditScreen() {
  const { params, query, apply, path } = useAddressFilters(FILTERS);
  const filters = query.toString();
  const first = useStaffData(path("/audit"), auditAnswer);
  // Older pages, fetched on request, belong to the filters they were fetched with.
  const [older, setOlder] = useState<{ filters: string; entries: AuditEntry[]; nextBefore: number | null } | null>(
    null,
  );
  const [olderError, setOlderError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const more = older?.filters === filters ? older : null;
  const entries = first.data ? [...first.data.entries, ...(more?.entries ?? [])] : null;
  const nextBefore = more ? more.nextBefore : (first.data?.nextBefore ?? null);
  const error = first.error ?? olderError;

  async function loadOlder(before: number) {
    setBusy(true);
    setOlderError(null);
    const page = new URLSearchParams(query);
    page.set("before", String(before));
    try {
      const answer = await staffGet(`/audit?${page}`, auditAnswer);
      setOlder({ filters, entries: [...(more?.entries ?? []), ...answer.entries], nextBefore: answer.nextBefore });
    } catch (failure) {
      setOlderError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Audit log</h1>
      <form
        role="search"
        aria-label="Filter the audit log"
        key={filters}
        onSubmit={apply}
        className={`${panel} grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end`}
      >
        <TextField
          id="audit-action"
          name="action"
          label="Action"
          placeholder="e.g. staff.add"
          defaultValue={params.get("action") ?? ""}
        />
        <TextField
          id="audit-actor"
          name="actor"
          label="Done by (email)"
          type="email"
          defaultValue={params.get("actor") ?? ""}
        />
        <TextField id="audit-from" name="from" label="From" type="date" defaultValue={params.get("from") ?? ""} />
        <TextField id="audit-to" name="to" label="To" type="date" defaultValue={params.get("to") ?? ""} />
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
