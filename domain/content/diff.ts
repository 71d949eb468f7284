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
 * What the items of lists are known by: their `id` when every item of every list has one, else
 * their whole value; and whether it is the id.
 */
export function itemKeys(...lists: (readonly unknown[])[]): { keys: string[][]; byId: boolean } {
  const byId = lists.every((list) => list.every((item) => isRecord(item) && typeof item.id === "string"));
  const key = (item: unknown) => (byId && isRecord(item) ? `id:${String(item.id)}` : canonical(item));
  return { keys: lists.map((list) => list.map(key)), byId };
}

/** JSON with every object's keys sorted, so that key order never makes two values differ. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isRecord(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1))) : inner,
  );
}

/** The pairs of indexes of a longest common run of keys, in order. */
export function commonItems(was: readonly string[], now: readonly string[]): Array<[number, number]> {
  const longest = Array.from({ length: was.length + 1 }, () => new Array<number>(now.length + 1).fill(0));
  for (let i = was.length - 1; i >= 0; i -= 1)
    for (let j = now.length - 1; j >= 0; j -= 1)
      longest[i]![j] =
        was[i] === now[j] ? longest[i + 1]![j + 1]! + 1 : Math.max(longest[i + 1]![j]!, longest[i]![j + 1]!);
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < was.length && j < now.length) {
    if (was[i] === now[j]) pairs.push([i++, j++]);
    else if (longest[i + 1]![j]! >= longest[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return pairs;
}

/**
 * Every field of two JSON values that differs, in document order; key order within an object never
 * counts. Lists are aligned before they are compared, so an item inserted near the top is one added
 * item, not a change to each item after it: items with ids are matched by id (and compared field by
 * field), others by value; between two matched items, as many removed items as added ones are read as
 * those items edited in place. An added or kept item is named by its index in the new list, a removed
 * one by its index in the old.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const changes: FieldChange[] = [];
  const compare = (was: unknown, now: unknown, path: PathPart[]): void => {
    if (Array.isArray(was) && Array.isArray(now)) {
      const {
        keys: [wasKeys = [], nowKeys = []],
        byId,
      } = itemKeys(was, now);
      let i = 0;
      let j = 0;
      // The lists' ends close the last run of unmatched items like one more matched pair.
      const ends: [number, number] = [was.length, now.length];
      for (const [matchedI, matchedJ] of [...commonItems(wasKeys, nowKeys), ends]) {
        const edited = !byId && matchedI - i === matchedJ - j;
        if (edited) for (; i < matchedI; i += 1, j += 1) compare(was[i], now[j], [...path, j]);
        for (; i < matchedI; i += 1) compare(was[i], absent, [...path, i]);
        for (; j < matchedJ; j += 1) compare(absent, now[j], [...path, j]);
        if (matchedI < was.length) compare(was[matchedI], now[matchedJ], [...path, matchedJ]);
        i = matchedI + 1;
        j = matchedJ + 1;
      }
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
