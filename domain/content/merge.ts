/**
 * Three-way merge of a content document's drafts, for two people editing one document: `base` is
 * the draft both started from, `theirs` the one saved since, `mine` the editor's. A field only one
 * side changed takes that side's value; a field both changed alike takes it once; a field both
 * changed differently is a clash, listed with both values. Objects merge field by field, a
 * draft(...) or placeholder(...) mark as its status and its value, and lists item by item, aligned
 * as their changes are (domain/content/diff.ts): by id when every item has one, else by value.
 */
import { isUnconfirmed } from "./draft.ts";
import { canonical, commonItems, formatPath, itemKeys, type PathPart } from "./diff.ts";

/** A field both sides changed differently: each side's value, absent where that side removed it. */
interface MergeClash {
  path: string;
  theirs?: unknown;
  mine?: unknown;
}

export interface Merged {
  /** Both sides' changes, and mine on each clashing field. */
  value: unknown;
  clashes: MergeClash[];
}

/** Stands for a field one side does not have. */
const absent = Symbol("absent");

const same = (a: unknown, b: unknown) =>
  a === absent || b === absent ? a === b : a === b || canonical(a) === canonical(b);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What a value is, for merging: only values of one kind on all three sides merge inside. */
function kindOf(value: unknown): "absent" | "marked" | "list" | "record" | "plain" {
  if (value === absent) return "absent";
  if (isUnconfirmed(value)) return "marked";
  if (Array.isArray(value)) return "list";
  return isRecord(value) ? "record" : "plain";
}

/** A list's items as one side left them: each item of the base kept (edited or not) or removed, and the items put in each gap. */
interface Aligned {
  /** For each item of the base, the side's item, or absent where it removed it. */
  kept: unknown[];
  /** The items the side put before each item of the base; the last entry holds those after the last. */
  inserted: unknown[][];
}

function align(base: readonly unknown[], side: readonly unknown[], keys: [string[], string[]], byId: boolean): Aligned {
  const kept = base.map((): unknown => absent);
  const inserted = Array.from({ length: base.length + 1 }, (): unknown[] => []);
  let i = 0;
  let j = 0;
  // As in fieldChanges: between two matched items, as many removed as added are those items edited.
  for (const [matchedI, matchedJ] of [...commonItems(...keys), [base.length, side.length] as const]) {
    if (!byId && matchedI - i === matchedJ - j) for (; i < matchedI; i += 1, j += 1) kept[i] = side[j];
    const gap = i;
    for (; j < matchedJ; j += 1) inserted[gap]?.push(side[j]);
    if (matchedI < base.length) kept[matchedI] = side[matchedJ];
    i = matchedI + 1;
    j = matchedJ + 1;
  }
  return { kept, inserted };
}

export function mergeDrafts(base: unknown, theirs: unknown, mine: unknown): Merged {
  const clashes: MergeClash[] = [];

  const clash = (path: PathPart[], their: unknown, my: unknown): unknown => {
    clashes.push({
      path: formatPath(path),
      ...(their === absent ? {} : { theirs: their }),
      ...(my === absent ? {} : { mine: my }),
    });
    return my;
  };

  const merge = (was: unknown, their: unknown, my: unknown, path: PathPart[]): unknown => {
    if (same(their, my) || same(was, my)) return their;
    if (same(was, their)) return my;
    const kind = kindOf(was);
    if (kind !== kindOf(their) || kind !== kindOf(my)) return clash(path, their, my);
    if (kind === "record" || kind === "marked") return mergeRecords(was as object, their as object, my as object, path);
    if (kind === "list") return mergeLists(was as unknown[], their as unknown[], my as unknown[], path);
    return clash(path, their, my);
  };

  const mergeRecords = (was: object, their: object, my: object, path: PathPart[]): object => {
    const field = (record: object, key: string) =>
      Object.hasOwn(record, key) ? (record as Record<string, unknown>)[key] : absent;
    const keys = [...new Set([...Object.keys(their), ...Object.keys(my), ...Object.keys(was)])];
    // fromEntries defines each field, so even a key named __proto__ stays a field.
    return Object.fromEntries(
      keys
        .map((key) => [key, merge(field(was, key), field(their, key), field(my, key), [...path, key])] as const)
        .filter(([, value]) => value !== absent),
    );
  };

  const mergeLists = (was: unknown[], their: unknown[], my: unknown[], path: PathPart[]): unknown[] => {
    const {
      keys: [wasKeys = [], theirKeys = [], myKeys = []],
      byId,
    } = itemKeys(was, their, my);
    const theirSide = align(was, their, [wasKeys, theirKeys], byId);
    const mySide = align(was, my, [wasKeys, myKeys], byId);
    const merged: unknown[] = [];
    for (let index = 0; index <= was.length; index += 1) {
      const theirItems = theirSide.inserted[index] ?? [];
      const myItems = mySide.inserted[index] ?? [];
      if (theirItems.length === 0 || same(theirItems, myItems)) merged.push(...myItems);
      else if (myItems.length === 0) merged.push(...theirItems);
      else {
        const one = (items: unknown[]) => (items.length === 1 ? items[0] : items);
        clash([...path, merged.length], one(theirItems), one(myItems));
        merged.push(...myItems);
      }
      if (index === was.length) break;
      const item = merge(was[index], theirSide.kept[index], mySide.kept[index], [...path, merged.length]);
      if (item !== absent) merged.push(item);
    }
    return merged;
  };

  return { value: merge(base, theirs, mine, []), clashes };
}
