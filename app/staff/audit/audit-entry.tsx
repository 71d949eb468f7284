import type { AuditEntry } from "#domain/staff/schemas.ts";
import { resortTime } from "#app/staff/ui.ts";

/** One entry of the log: what was done to what, when, by whom and from where, and what it changed. */
export function AuditEntryView({ entry }: { entry: AuditEntry }) {
  const changed = entry.before !== null || entry.after !== null;
  return (
    <>
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
    </>
  );
}
