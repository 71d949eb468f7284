import { useState } from "react";
import { errorText } from "#app/lib/api-client.ts";
import { staffGet } from "#app/staff/api.ts";
import { panel, resortTime, secondaryButton } from "#app/staff/ui.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";
import { versionsAnswer, type VersionsAnswer } from "#domain/staff/content-schemas.ts";
import { ChangeList } from "./changes.tsx";

interface VersionsProps {
  docKey: string;
  /** Restore is offered to roles that may edit. */
  onRestore: ((version: number) => void) | null;
  busy: boolean;
}

type Version = VersionsAnswer["versions"][number];

/**
 * The document's published versions, newest first, each with who published it, when, and what it
 * changed; older ones added below on request. Drawn anew (keyed) after each publish.
 */
export function Versions({ docKey, onRestore, busy }: VersionsProps) {
  const path = `/content/${docKey}/versions?limit=10`;
  const first = useStaffData(path, versionsAnswer);
  const [below, setBelow] = useState<{ rows: Version[]; next: number | null; error: unknown } | null>(null);
  const next = below ? below.next : (first.data?.nextBefore ?? null);

  async function more(before: number) {
    try {
      const page = await staffGet(`${path}&before=${before}`, versionsAnswer);
      setBelow({ rows: [...(below?.rows ?? []), ...page.versions], next: page.nextBefore, error: null });
    } catch (error) {
      setBelow({ rows: below?.rows ?? [], next: before, error });
    }
  }

  const rows = first.data ? [...first.data.versions, ...(below?.rows ?? [])] : [];
  return (
    <section aria-labelledby="versions-title" className={panel}>
      <h2 id="versions-title" className="text-lg font-semibold">
        Versions
      </h2>
      {first.error ? (
        <p role="alert">{errorText(first.error, "The versions could not load.")}</p>
      ) : !first.data ? (
        <p>Loading…</p>
      ) : (
        <ol aria-label="Published versions, newest first" className="mt-3 divide-y divide-stone-200">
          {rows.map((version) => (
            <li key={version.version} aria-label={`Version ${version.version}`} className="space-y-2 py-3">
              <p>
                <span className="font-semibold">Version {version.version}</span> · {resortTime(version.publishedAt)} ·{" "}
                {version.publishedBy ?? "from the site's first content"}
              </p>
              {version.changes.length > 0 ? (
                <ChangeList changes={version.changes} label={`Changes in version ${version.version}`} />
              ) : null}
              {onRestore ? (
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={busy}
                  onClick={() => onRestore(version.version)}
                >
                  Restore version {version.version} into draft
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {below?.error ? <p role="alert">{errorText(below.error, "The older versions could not load.")}</p> : null}
      {next !== null ? (
        <button type="button" className={secondaryButton} onClick={() => void more(next)}>
          Older versions
        </button>
      ) : null}
    </section>
  );
}
