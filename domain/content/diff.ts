/**
 * Field-by-field differences between two values of a content document, for its version records and
 * for telling an editor what someone else changed. A path names one field as code would:
 * `tickets[1].priceCents`, `heroImage.alt`, `sections["odd key"]`; the empty path is the whole value.
 */

export type PathPart = string | number;

/** One field that differs: `before` is absent when the field was added, `after` when it was removed. */
export interface FieldChange {
  path: string;
  before?: unknown;
  after?: unknown;
}

const identifier = /^[A-Za-z_$][\w$]*$/;

export function formatPath(parts: readonly PropertyKey[]): string {
  return parts
    .map((part, index) => {
      if (typeof part === "number") return `[${part}]`;
      const key = String(part);
      if (!identifier.test(key)) return `[${JSON.stringify(key)}]`;
      return index === 0 ? key : `.${key}`;
    })
    .join("");
}

/** The parts of a path formatPath wrote, or null for text it would not write. */
export function parsePath(text: string): PathPart[] | null {
  const segment = /\.?([A-Za-z_$][\w$]*)|\[(0|[1-9]\d*)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  const parts: PathPart[] = [];
  while (segment.lastIndex < text.length) {
    const match = segment.exec(text);
    if (!match) return null;
    const [, name, index, quoted] = match;
    if (name !== undefined) parts.push(name);
    else if (index !== undefined) parts.push(Number(index));
    else parts.push(JSON.parse(quoted ?? '""') as string);
  }
  // Only the one spelling formatPath gives: no leading dot, no quoted identifier, no index past safe integers.
  return formatPath(parts) === text ? parts : null;
}

/** Stands for a field one side does not have. */
const absent = Symbol("absent");

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Every field of two JSON values that differs, in document order. Lists are compared position by
 * position, so an item inserted near the top shows as a change to each item after it; key order
 * within an object never counts.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const changes: FieldChange[] = [];
  const compare = (was: unknown, now: unknown, path: PathPart[]): void => {
    if (Array.isArray(was) && Array.isArray(now)) {
      for (let index = 0; index < Math.max(was.length, now.length); index += 1)
        compare(index < was.length ? was[index] : absent, index < now.length ? now[index] : absent, [...path, index]);
      return;
    }
    if (isRecord(was) && isRecord(now)) {
      const keys = [...Object.keys(was), ...Object.keys(now).filter((key) => !Object.hasOwn(was, key))];
      for (const key of keys)
        compare(Object.hasOwn(was, key) ? was[key] : absent, Object.hasOwn(now, key) ? now[key] : absent, [
          ...path,
          key,
        ]);
      return;
    }
    if (was === now) return;
    changes.push({
      path: formatPath(path),
      ...(was === absent ? {} : { before: was }),
      ...(now === absent ? {} : { after: now }),
    });
  };
  compare(before, after, []);
  return changes;
}
