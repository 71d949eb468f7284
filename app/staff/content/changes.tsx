import { parsePath, type FieldChange } from "#domain/content/diff.ts";
import { isUnconfirmed, shown } from "#domain/content/draft.ts";
import { humanise } from "./schema-form.ts";

/** A field's path as a person reads it: "extrasCards[1].text" is "Extras cards › 2 › Text". */
export function pathLabel(path: string): string {
  if (path === "") return "The whole document";
  const parts = parsePath(path);
  if (!parts) return path;
  return parts
    .filter((part) => part !== "value")
    .map((part) => (typeof part === "number" ? String(part + 1) : humanise(part)))
    .join(" › ");
}

const MAX_SHOWN = 160;

/** A value as a change shows it: text in quotes, a marked value with its mark, anything bigger in short. */
export function valueText(value: unknown): string {
  if (isUnconfirmed(value)) return `${valueText(value.value)} (${value.status})`;
  const text = typeof value === "string" ? `“${value}”` : (JSON.stringify(shown(value)) ?? "nothing");
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

/** Field changes, each with what it was and what it is. */
export function ChangeList({ changes, label }: { changes: readonly FieldChange[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-2 text-sm">
      {changes.map((change) => (
        <li key={change.path} className="break-words">
          <span className="font-semibold">{pathLabel(change.path)}</span>
          {": "}
          {!("before" in change) ? (
            <>added {valueText(change.after)}</>
          ) : !("after" in change) ? (
            <>removed (was {valueText(change.before)})</>
          ) : (
            <>
              {valueText(change.before)} → {valueText(change.after)}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
