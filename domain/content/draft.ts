/**
 * Facts the resort has not confirmed. The resort gave some facts (the hours, the prices, the
 * venue capacities); every other fact in content/ was written for the resort to confirm or
 * replace before launch, and says so with a typed mark instead of a comment:
 *
 * - `draft(value)`: copy we wrote that reads as true (an amenity, a schedule, a description); the
 *   resort confirms or corrects it.
 * - `placeholder(value)`: a stand-in known to be wrong (555-01xx phones, example.com addresses,
 *   generated media); the resort supplies the real value.
 *
 * Pages show the value either way: they read content through `shown`, which each content module
 * applies once to publish its page view. `npm run content:report` lists every mark by page, and
 * the assistant never states a draft as certain. Once the resort confirms a value, remove its mark.
 */
export interface Unconfirmed<T> {
  readonly status: "draft" | "placeholder";
  readonly value: T;
}

/** A content value: confirmed as written, or marked for the resort to confirm. */
export type Fact<T> = T | Unconfirmed<T>;

/*
 * Both marks are free of side effects, and their annotation tells the bundler so: a page whose code
 * imports one value of a content module ships none of the documents beside it, which its loader reads
 * (docs/decisions/047; tests/e2e/page-scripts.spec.ts).
 */

/* @__NO_SIDE_EFFECTS__ */
export function draft<T>(value: T): Unconfirmed<T> {
  return { status: "draft", value };
}

/* @__NO_SIDE_EFFECTS__ */
export function placeholder<T>(value: T): Unconfirmed<T> {
  return { status: "placeholder", value };
}

export function isUnconfirmed(value: unknown): value is Unconfirmed<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    "value" in value &&
    "status" in value &&
    (value.status === "draft" || value.status === "placeholder")
  );
}

/** Content as the pages show it: every mark replaced by its value. */
export type Shown<T> =
  T extends Unconfirmed<infer V> ? Shown<V> : T extends object ? { [K in keyof T]: Shown<T[K]> } : T;

export function shown<T>(value: T): Shown<T> {
  return unmark(value) as Shown<T>;
}

function unmark(value: unknown): unknown {
  if (isUnconfirmed(value)) return unmark(value.value);
  if (Array.isArray(value)) return value.map(unmark);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, unmark(inner)]));
  return value;
}

export interface UnconfirmedEntry {
  /** Where the value sits: keys, and for list items their title, name or id (else their position). */
  path: string[];
  status: Unconfirmed<unknown>["status"];
  value: unknown;
}

/** Every marked value inside `value`, outermost first (a mark inside a marked value is not listed again). */
export function unconfirmedIn(value: unknown, path: string[] = []): UnconfirmedEntry[] {
  if (isUnconfirmed(value)) return [{ path, status: value.status, value: shown(value.value) }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => unconfirmedIn(item, [...path, itemLabel(item, index)]));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => unconfirmedIn(inner, [...path, key]));
  return [];
}

/** True when any part of `value` is a draft: copy the resort has not confirmed. */
export function hasDraft(value: unknown): boolean {
  return unconfirmedIn(value).some((entry) => entry.status === "draft");
}

function itemLabel(item: unknown, index: number): string {
  const plain = shown(item);
  if (typeof plain === "object" && plain !== null) {
    for (const key of ["title", "name", "heading", "id", "slug", "label"]) {
      const label = (plain as Record<string, unknown>)[key];
      if (typeof label === "string") return label;
    }
  }
  return `#${index + 1}`;
}
