import { z } from "#domain/zod.ts";
import type { PathPart } from "./diff.ts";
import { isUnconfirmed } from "./draft.ts";
import { definitionOf, factValue, type SchemaDefinition } from "#domain/zod-definition.ts";

/**
 * Fields a value carries that its schema does not have: a draft saved before the schema dropped or
 * renamed a field, or edited by hand. Zod's plain objects drop such fields without a word, so they
 * are looked for here, by walking the schema's definition beside the value, whether or not the rest
 * of the value is valid.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The option of a union that describes `value`, or null when none can be told. */
function optionFor(def: SchemaDefinition, value: unknown): z.core.$ZodType | null {
  const options = def.options ?? [];
  // A fact: the value, or the value inside a draft(...) or placeholder(...) mark.
  if (factValue(options)) return (isUnconfirmed(value) ? options[1] : options[0]) ?? null;
  const tag = def.discriminator;
  if (tag !== undefined) {
    if (!isRecord(value)) return null;
    const tagged = (option: z.core.$ZodType) => {
      const field = definitionOf(option).shape?.[tag];
      const tagValue = value[tag];
      return (
        field !== undefined &&
        (typeof tagValue === "string" || typeof tagValue === "number") &&
        (definitionOf(field).values ?? []).includes(tagValue)
      );
    };
    return options.find(tagged) ?? null;
  }
  return options.find((option) => z.safeParse(option, value).success) ?? null;
}

/** The paths, in document order, of every field of `value` that `schema` does not have. */
export function unknownFields(schema: z.core.$ZodType, value: unknown, path: PathPart[] = []): PathPart[][] {
  const def = definitionOf(schema);
  switch (def.type) {
    case "object": {
      if (!isRecord(value)) return [];
      const shape = def.shape ?? {};
      return Object.entries(value).flatMap(([key, inner]) => {
        const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
        return field ? unknownFields(field, inner, [...path, key]) : [[...path, key]];
      });
    }
    case "array":
      return Array.isArray(value) && def.element
        ? value.flatMap((item, index) => unknownFields(def.element ?? schema, item, [...path, index]))
        : [];
    case "union": {
      const option = optionFor(def, value);
      return option ? unknownFields(option, value, path) : [];
    }
    case "optional":
    case "nullable":
    case "default":
      return def.innerType ? unknownFields(def.innerType, value, path) : [];
    case "pipe":
      return def.in ? unknownFields(def.in, value, path) : [];
    default:
      return [];
  }
}

/** The value at `path` inside `value`, or undefined where there is none. */
export function fieldAt(value: unknown, path: readonly PathPart[]): unknown {
  let inner = value;
  for (const part of path) {
    if (typeof inner !== "object" || inner === null || !Object.hasOwn(inner, part)) return undefined;
    inner = (inner as Record<PathPart, unknown>)[part];
  }
  return inner;
}

/** `value` without the fields at `paths`: the rest stays as it is. */
export function withoutFields(value: unknown, paths: readonly (readonly PathPart[])[]): unknown {
  return paths.reduce(removeAt, value);
}

function removeAt(value: unknown, path: readonly PathPart[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(value) && typeof head === "number" && head < value.length)
    return rest.length === 0 ? value : value.with(head, removeAt(value[head], rest));
  if (!isRecord(value) || typeof head !== "string" || !Object.hasOwn(value, head)) return value;
  if (rest.length === 0) return Object.fromEntries(Object.entries(value).filter(([key]) => key !== head));
  // A computed key defines its own property, so even a key named __proto__ stays a field.
  return { ...value, [head]: removeAt(value[head], rest) };
}
