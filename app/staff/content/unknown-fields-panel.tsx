import { secondaryButton } from "#app/staff/ui.ts";
import { formatPath, type PathPart } from "#domain/content/diff.ts";
import { fieldAt } from "#domain/content/unknown-fields.ts";
import { contentMessages } from "#domain/staff/content-schemas.ts";
import { pathLabel, valueText } from "./changes.tsx";
import { fieldIdAt } from "./field-editor.tsx";

interface UnknownFieldsPanelProps {
  /** The draft's fields its schema does not have, by path. */
  fields: readonly PathPart[][];
  /** The draft holding them, whose values they show before they go. */
  draft: unknown;
  /** Takes them out of the draft; null when the role may not edit. */
  onRemove: (() => void) | null;
}

/**
 * Fields a draft holds that no form control shows (an older version's, a hand edit's): named with
 * their values, since they stop the draft from being published until they are removed.
 */
export function UnknownFieldsPanel({ fields, draft, onRemove }: UnknownFieldsPanelProps) {
  const labels = fields.map((path) => pathLabel(formatPath(path)));
  return (
    <section aria-labelledby="unknown-title" className="space-y-2 rounded-xl border-2 border-amber-600 bg-amber-50 p-4">
      <h2 id="unknown-title" className="text-lg font-semibold">
        Fields the site no longer uses
      </h2>
      <p>{contentMessages.unknownFields(labels)}</p>
      <ul aria-label="Fields the site no longer uses" className="space-y-1 text-sm">
        {fields.map((path, index) => (
          <li key={formatPath(path)} id={fieldIdAt(formatPath(path))} className="break-words">
            <span className="font-semibold">{labels[index]}</span>: {valueText(fieldAt(draft, path), formatPath(path))}
          </li>
        ))}
      </ul>
      <p>{contentMessages.removeUnknownFields}</p>
      {onRemove ? (
        <button type="button" className={secondaryButton} onClick={onRemove}>
          Remove {fields.length === 1 ? "this field" : "these fields"}
        </button>
      ) : null}
    </section>
  );
}
