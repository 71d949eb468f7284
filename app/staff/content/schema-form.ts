import type { Photo } from "#domain/content/schemas.ts";
import type { z } from "#domain/zod.ts";
import { definitionOf, factValue, type SchemaDefinition } from "#domain/zod-definition.ts";

/**
 * A document's form, read from its zod schema (docs/decisions/050): which control each field gets,
 * what a list allows, and where a value may carry a draft(...) or placeholder(...) mark. The walk
 * reads zod 4's definitions (`schema._zod.def`), which keep what JSON Schema loses: the `fact`
 * wrapper, the union's discriminator, the field names prices in cents go by.
 */
export type FormField =
  | { kind: "text"; long: boolean; format: string | null }
  | { kind: "number"; integer: boolean; cents: boolean }
  | { kind: "boolean" }
  | { kind: "choice"; options: readonly (string | number)[] }
  | { kind: "object"; fields: readonly ObjectEntry[]; image: boolean }
  | { kind: "list"; item: FormField; length: number | null; min: number; max: number | null }
  | { kind: "union"; discriminator: string | null; options: readonly FormField[] }
  /** A value the resort confirms: the field, or the field marked draft(...) or placeholder(...). */
  | { kind: "fact"; inner: FormField }
  /** A value no control edits here (a schema the walk does not know); shown as it is. */
  | { kind: "other" };

export interface ObjectEntry {
  name: string;
  field: FormField;
  optional: boolean;
}

/** A number field kept in cents, edited and shown as dollars: "priceCents". */
export function isCentsField(name: string): boolean {
  return /Cents$/.test(name);
}

const checksOf = (def: SchemaDefinition) => (def.checks ?? []).map((check) => check._zod.def);

/** Fields whose text runs to sentences: a textarea, not a one-line input. */
const longTextNames =
  /^(description|shortDescription|text|intro|about|pricingNote|highlights|planYourVisit|paragraphs|points|includedWithStay|amenities|items|tagline)$/;

/** A string schema written in a sentence or more: a textarea. */
const LONG_MAX_LENGTH = 120;

/** An image as the content folder measures it: its file and sizes are read-only here, its alt text is not. */
const imageKeys = ["file", "width", "height", "hash", "alt"];

/** What an image's photo controls edit: the photo's own measurements, its alt text and the point its crops keep. */
const photoControlledKeys = new Set([...imageKeys, "color", "focus"]);

/**
 * `image` showing `photo` instead: the photo's file and measurements, with no alt text (a new photo
 * needs its own, and its field says so until it has one) and no focus point; the image's other
 * fields (a gallery photo's category) are kept.
 */
export function withPhoto(image: unknown, photo: Photo): Record<string, unknown> {
  const kept =
    typeof image === "object" && image !== null
      ? Object.entries(image).filter(([key]) => !photoControlledKeys.has(key))
      : [];
  return { ...Object.fromEntries(kept), ...photo };
}

/** An image's other fields (a gallery photo's category), edited as fields like any other. */
export function imageOtherFields(field: Extract<FormField, { kind: "object" }>): readonly ObjectEntry[] {
  return field.fields.filter((entry) => !photoControlledKeys.has(entry.name));
}

/** The form for `schema`; `name` is the field's name in its object (or its list's), which some controls depend on. */
export function formOf(schema: z.core.$ZodType, name = ""): FormField {
  const def = definitionOf(schema);
  switch (def.type) {
    case "string": {
      const max = checksOf(def).find((check) => check.check === "max_length")?.maximum;
      return {
        kind: "text",
        long: longTextNames.test(name) || (max !== undefined && max > LONG_MAX_LENGTH),
        format: def.format ?? null,
      };
    }
    case "number":
      return {
        kind: "number",
        integer:
          def.format === "safeint" ||
          checksOf(def).some((check) => check.check === "number_format" && check.format === "safeint"),
        cents: isCentsField(name),
      };
    case "boolean":
      return { kind: "boolean" };
    case "enum":
      return { kind: "choice", options: Object.values(def.entries ?? {}) };
    case "literal":
      return { kind: "choice", options: def.values ?? [] };
    case "object": {
      const shape = def.shape ?? {};
      return {
        kind: "object",
        image: imageKeys.every((key) => key in shape),
        fields: Object.entries(shape).map(([key, inner]) => ({
          name: key,
          field: formOf(inner, key),
          optional: definitionOf(inner).type === "optional",
        })),
      };
    }
    case "array": {
      let min = 0;
      let max: number | null = null;
      let length: number | null = null;
      for (const check of checksOf(def)) {
        if (check.check === "length_equals") length = check.length ?? null;
        if (check.check === "min_length") min = check.minimum ?? 0;
        if (check.check === "max_length") max = check.maximum ?? null;
      }
      return { kind: "list", item: formOf(def.element ?? schema, name), length, min, max };
    }
    case "union": {
      const options = def.options ?? [];
      const marked = factValue(options);
      if (marked) return { kind: "fact", inner: formOf(marked, name) };
      return {
        kind: "union",
        discriminator: def.discriminator ?? null,
        options: options.map((option) => formOf(option, name)),
      };
    }
    case "optional":
    case "nullable":
    case "default":
      return def.innerType ? formOf(def.innerType, name) : { kind: "other" };
    case "pipe":
      return def.in ? formOf(def.in, name) : { kind: "other" };
    default:
      return { kind: "other" };
  }
}

/** A new value for a field, as "Add" puts it in a list or a change of kind starts it. */
export function emptyValue(field: FormField): unknown {
  switch (field.kind) {
    case "text":
      return "";
    case "number":
      return 0;
    case "boolean":
      return false;
    case "choice":
      return field.options[0] ?? "";
    case "object":
      return Object.fromEntries(
        field.fields.filter((entry) => !entry.optional).map((entry) => [entry.name, emptyValue(entry.field)]),
      );
    case "list":
      return Array.from({ length: field.length ?? field.min }, () => emptyValue(field.item));
    case "union":
      return field.options[0] ? emptyValue(field.options[0]) : null;
    case "fact":
      return emptyValue(field.inner);
    case "other":
      return null;
  }
}

/** The value a union option's discriminator must have, for naming the option and telling which one a value is. */
export function discriminatorValue(option: FormField, discriminator: string): string | number | null {
  if (option.kind !== "object") return null;
  const tag = option.fields.find((entry) => entry.name === discriminator)?.field;
  return tag?.kind === "choice" && tag.options.length === 1 ? (tag.options[0] ?? null) : null;
}

/** Word spellings a label keeps. */
const words: Record<string, string> = {
  url: "URL",
  pdf: "PDF",
  rv: "RV",
  id: "ID",
};

/** Labels that humanising the name would make read badly. */
const labelOverrides: Record<string, string> = {
  priceCents: "Price ($)",
  geo: "Map position",
  alt: "Alt text",
  focus: "Focus point",
  tel: "Phone number to dial",
  display: "Phone number as shown",
  hero: "Hero photo",
  heroImage: "Hero photo",
  parkMap: "Park map",
  videoPoster: "Video poster",
  rvSpotCount: "RV spots",
  nightWeekdays: "Night weekdays (0 = Sunday)",
  priceEnv: "Stripe price variable (ignored)",
  liveInRv: "Live in your RV",
  checkIn: "Check-in",
  infoCards: "Info cards",
  extrasCards: "Extras cards",
};

/** "shortDescription" as a person reads it: "Short description". */
export function humanise(name: string): string {
  const override = labelOverrides[name];
  if (override) return override;
  const parts = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((part) => words[part.toLowerCase()] ?? part.toLowerCase());
  const text = parts.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Plurals whose singular is not the name less its final "s". */
const singulars: Record<string, string> = {
  amenities: "Amenity",
  social: "Social link",
  marquee: "Marquee photo",
  gallery: "Photo",
  schedule: "Schedule entry",
  includedWithStay: "Included with stay",
  planYourVisit: "Tip",
  about: "Paragraph",
  nightWeekdays: "Night weekday",
  perNightTickets: "Per-night ticket",
  "": "Item",
};

/** The label of one item of the list `name`: "Extras cards" makes "Extras card 2". */
export function itemLabel(name: string, index: number): string {
  const singular = singulars[name] ?? humanise(name).replace(/s$/, "");
  return `${singular} ${index + 1}`;
}
