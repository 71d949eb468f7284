import { parsePath, type FieldChange } from "#domain/content/diff.ts";
import { isUnconfirmed, shown } from "#domain/content/draft.ts";
import { formatUsd } from "#domain/english.ts";
import { humanise, isCentsField } from "./schema-form.ts";

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

/** A field's own name: the last name in its path, past list indexes and a mark's value. */
function fieldName(path: string): string {
  const names = (parsePath(path) ?? []).filter((part): part is string => typeof part === "string" && part !== "value");
  return names.at(-1) ?? "";
}

/** Prices kept in cents inside a bigger value, in dollars too. */
function inDollars(key: string, value: unknown): unknown {
  return isCentsField(key) && typeof value === "number" ? formatUsd(value) : value;
}

/**
 * A value as a change shows it: text in quotes, a price kept in cents (the field at `path`, or one
 * inside the value) in dollars as the editor edits it, a marked value with its mark, anything
 * bigger in short.
 */
export function valueText(value: unknown, path = ""): string {
  return shortText(value, isCentsField(fieldName(path)));
}

function shortText(value: unknown, cents: boolean): string {
  if (isUnconfirmed(value)) return `${shortText(value.value, cents)} (${value.status})`;
  if (cents && typeof value === "number") return formatUsd(value);
  const text = typeof value === "string" ? `“${value}”` : (JSON.stringify(shown(value), inDollars) ?? "nothing");
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

/** Field changes, each with what it was and what it is. */
export function ChangeList({ changes, label }: { changes: readonly FieldChange[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-2 text-sm">
      {changes.map((change) => {
        return (
          <li key={change.path} className="break-words">
            <span className="font-semibold">{pathLabel(change.path)}</span>
            {": "}
            {!("before" in change) ? (
              <>added {valueText(change.after, change.path)}</>
            ) : !("after" in change) ? (
              <>removed (was {valueText(change.before, change.path)})</>
            ) : (
              <>
                {valueText(change.before, change.path)} → {valueText(change.after, change.path)}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
