import { Link } from "react-router";
import { resortTime } from "#app/staff/ui.ts";
import { documentTitle } from "#domain/content/documents.ts";
import { contentMessages, type RenderFailure } from "#domain/staff/content-schemas.ts";

interface PagesBehindProps {
  failures: readonly RenderFailure[];
  /** Each failure links its document: on the Content screen, not in the document's own editor. */
  linkDocuments: boolean;
}

/**
 * The pages still showing a previous version because they could not be shown with the published
 * one: visitors see that version there until a render of the page succeeds.
 */
export function PagesBehind({ failures, linkDocuments }: PagesBehindProps) {
  if (failures.length === 0) return null;
  return (
    <section
      aria-labelledby="pages-behind-title"
      className="space-y-2 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-950"
    >
      <h2 id="pages-behind-title" className="text-lg font-semibold">
        {failures.length === 1 ? "A page shows a previous version" : "Pages show a previous version"}
      </h2>
      <ul role="alert" className="space-y-2">
        {failures.map((failure) => (
          <li key={`${failure.page}\n${failure.key}`} className="break-words">
            <span className="font-semibold">{contentMessages.pageBehind(failure.page, failure.version)}</span>
            {linkDocuments ? (
              <>
                {" "}
                <Link to={`?${new URLSearchParams({ doc: failure.key })}`} className="text-river-800 underline">
                  {documentTitle(failure.key)}
                </Link>
              </>
            ) : null}
            <span className="block text-sm">
              {resortTime(failure.failedAt)} · {failure.error}
            </span>
          </li>
        ))}
      </ul>
      <p>{contentMessages.pageBehindNext}</p>
    </section>
  );
}
