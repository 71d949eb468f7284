import { z } from "#domain/zod.ts";
import { formatPath, type PathPart } from "./diff.ts";
import { gateTimes, timeLineIssue } from "#domain/event-gates.ts";
import { isUnconfirmed, shown, type Unconfirmed } from "./draft.ts";
import { plainMessage } from "./plain-messages.ts";
import { unknownFields } from "./unknown-fields.ts";
import {
  amenityGroupSchema,
  boxOfficeSchema,
  christmasLightsSchema,
  createCenterSchema,
  eventSchema,
  fact,
  featureCardSchema,
  galleryPhotoSchema,
  imageSchema,
  kayakRentalsSchema,
  lodgingSchema,
  nearbyPlaceSchema,
  policySchema,
  resortSchema,
  restaurantSchema,
  venueSchema,
} from "./schemas.ts";

/**
 * The documents staff edit and publish: every fact of the site, grouped as the pages use them,
 * each with the schema its value must meet (counts included: the page layouts fix most of them).
 * The schemas see the marked data, so a draft(...) or placeholder(...) mark is refused where the
 * resort has given the value. Fixed wording (messages, labels, timings) is the site's, not a document.
 */
interface DocumentKind {
  /** What staff see in the list; a document of a kind with ids adds its id. */
  title: string;
  schema: z.ZodType;
  /**
   * One document per id, keyed `<kind>:<id>` (`event:christmas-lights`), and the field of the value
   * that must hold that id, so that no two documents describe one event or policy.
   */
  perId?: { idField: string | null };
}

const documentKinds = {
  resort: { title: "The resort: names, address, phones, emails and links", schema: resortSchema },
  event: { title: "Event", schema: eventSchema, perId: { idField: "id" } },
  // An event's nights: their capacity, the tickets sold by the night and the terms.
  "box-office": { title: "Event nights", schema: boxOfficeSchema, perId: { idField: null } },
  lodging: { title: "Lodging cards", schema: z.array(lodgingSchema).length(12) },
  "kayak-rentals": { title: "Kayak rentals card", schema: kayakRentalsSchema },
  "home-about": { title: "Home: about cards", schema: z.array(featureCardSchema).length(4) },
  "home-amenities": { title: "Home: amenities", schema: z.array(amenityGroupSchema).length(5) },
  "home-nearby": { title: "Home: nearby places", schema: z.array(fact(nearbyPlaceSchema)).length(12) },
  "home-photos": {
    title: "Home: hero, park map and video photos",
    schema: z.object({ hero: imageSchema, parkMap: imageSchema, videoPoster: imageSchema }),
  },
  gallery: {
    title: "Gallery (the first six show on the home page)",
    schema: z.array(galleryPhotoSchema).min(6),
  },
  "christmas-lights": {
    title: "Christmas lights page",
    schema: christmasLightsSchema.extend({ hero: imageSchema, marquee: z.array(imageSchema).min(4) }),
  },
  restaurant: { title: "Pique Nique", schema: restaurantSchema.extend({ logo: imageSchema }) },
  venue: { title: "Venue: spaces, features and photos", schema: venueSchema },
  "create-center": { title: "The CREATE Center", schema: createCenterSchema },
  policy: { title: "Policy page", schema: policySchema, perId: { idField: "slug" } },
} satisfies Record<string, DocumentKind>;

type KindName = keyof typeof documentKinds;
const kindNames = Object.keys(documentKinds) as KindName[];
/** What a document's id may hold: it is also its page's address (`/events/fall-fest-2026`). */
export const idPattern = /^[a-z0-9-]+$/;

interface ParsedKey {
  kind: KindName;
  definition: DocumentKind;
  /** The event's or policy's id for kinds with one document per id. */
  id: string | null;
}

/** The kind and id a document key names, or null when no document can have that key. */
export function parseDocumentKey(key: string): ParsedKey | null {
  const colon = key.indexOf(":");
  const kind = colon === -1 ? key : key.slice(0, colon);
  const id = colon === -1 ? null : key.slice(colon + 1);
  if (!Object.hasOwn(documentKinds, kind)) return null;
  const definition: DocumentKind = documentKinds[kind as KindName];
  if ((definition.perId === undefined) !== (id === null) || (id !== null && !idPattern.test(id))) return null;
  return { kind: kind as KindName, definition, id };
}

function parsed(key: string): ParsedKey {
  const known = parseDocumentKey(key);
  if (!known) throw new Error(`No document has the key ${key}`);
  return known;
}

export function documentTitle(key: string): string {
  const { definition, id } = parsed(key);
  return id === null ? definition.title : `${definition.title}: ${id}`;
}

/** The keys of every document of a kind (`event`), in the order staff list them. */
export function keysOfKind(keys: Iterable<string>, kind: string): string[] {
  return [...keys].filter((key) => parseDocumentKey(key)?.kind === kind).sort(compareDocumentKeys);
}

/** Orders keys as the list shows them: by kind as declared above, then by id. */
export function compareDocumentKeys(a: string, b: string): number {
  const [first, second] = [parsed(a), parsed(b)];
  return kindNames.indexOf(first.kind) - kindNames.indexOf(second.kind) || a.localeCompare(b);
}

/** A problem with one field of a document (the empty path is the whole document). */
export interface DocumentIssue {
  path: string;
  message: string;
}

/** A field a draft holds that its schema does not (an older version's, a misspelt one). */
export const unknownFieldMessage = "The site does not use this field: remove it.";

/** The schema's issues, each by its path; a strict object's unknown keys each at their own. */
export function issuesAgainst(schema: z.core.$ZodType, value: unknown): DocumentIssue[] {
  const checked = z.safeParse(schema, value, { error: plainMessage });
  if (checked.success) return [];
  return checked.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ path: formatPath([...issue.path, key]), message: unknownFieldMessage }))
      : [{ path: formatPath(issue.path), message: issue.message }],
  );
}

/** The fields of a document's value its schema does not have (domain/content/unknown-fields.ts). */
export function documentUnknownFields(key: string, value: unknown): PathPart[][] {
  return unknownFields(parsed(key).definition.schema, value);
}

/**
 * What is wrong with a document's value on its own: fields the schema does not know (zod would
 * drop a misspelt or retired field without a word, so it is refused instead), its schema's issues,
 * and an id other than its key's.
 */
export function documentIssues(key: string, value: unknown): DocumentIssue[] {
  const { definition, id } = parsed(key);
  const unknown = documentUnknownFields(key, value).map((path) => ({
    path: formatPath(path),
    message: unknownFieldMessage,
  }));
  const checked = definition.schema.safeParse(value);
  if (!checked.success) {
    // A strict object names its unknown keys itself: each is listed once.
    const listed = new Set(unknown.map((issue) => issue.path));
    const schemaIssues = issuesAgainst(definition.schema, value).filter(
      (issue) => issue.message !== unknownFieldMessage || !listed.has(issue.path),
    );
    return [...unknown, ...schemaIssues];
  }
  const idField = definition.perId?.idField;
  const wrongId =
    idField && (value as Record<string, unknown>)[idField] !== id
      ? [{ path: idField, message: `Must be "${id}", this document's id.` }]
      : [];
  return [...unknown, ...wrongId, ...(parsed(key).kind === "event" ? eventTimeIssues(key, checked.data) : [])];
}

/** The Christmas Lights page shows these two entries of its event's schedule as its hours. */
const CHRISTMAS_LIGHTS_EVENT = "event:christmas-lights";

/**
 * An event's gate times are written once, in its schedule: its one-line time may not name another,
 * and the Christmas Lights' schedule keeps the two entries its page shows as its hours.
 */
function eventTimeIssues(key: string, value: unknown): DocumentIssue[] {
  const event = shown(value as z.infer<typeof eventSchema>);
  const schedule = event.schedule;
  const line = timeLineIssue(event.time, schedule);
  const { opens, lastEntry } = gateTimes(schedule);
  const pageHours =
    key === CHRISTMAS_LIGHTS_EVENT && (opens === null || lastEntry === null)
      ? [
          {
            path: "schedule",
            message:
              'The Christmas Lights page shows this schedule\'s "Gates open" and "Last car through the gate" times: keep both entries.',
          },
        ]
      : [];
  return [...(line ? [{ path: "time", message: line }] : []), ...pageHours];
}

/** A problem between documents, reported on each document it involves. */
interface CrossDocumentIssue extends DocumentIssue {
  key: string;
}

/**
 * The rules between documents: a box office belongs to an event that sells tickets, and names only
 * that event's ticket types. (Event and policy ids are unique because each is its document's key.)
 * Values that break their own schema are left to documentIssues.
 */
export function crossDocumentIssues(documents: Readonly<Record<string, unknown>>): CrossDocumentIssue[] {
  return Object.entries(documents).flatMap(([key, value]): CrossDocumentIssue[] => {
    const office = parseDocumentKey(key)?.kind === "box-office" ? boxOfficeSchema.safeParse(value) : null;
    if (!office?.success) return [];
    const eventKey = `event:${parsed(key).id}`;
    const event = eventSchema.safeParse(documents[eventKey]);
    if (!event.success) return [{ key, path: "", message: `There is no event ${eventKey} for these nights.` }];
    const sold = new Set((event.data.tickets ?? []).map((ticket) => ticket.id));
    const named: [PathPart[], string][] = [
      ...office.data.perNightTickets.map((id, index): [PathPart[], string] => [["perNightTickets", index], id]),
      ...(office.data.terms?.tickets ?? []).map((id, index): [PathPart[], string] => [["terms", "tickets", index], id]),
    ];
    const missing = named.filter(([, id]) => !sold.has(id));
    return [
      ...missing.map(([path, id]) => ({
        key,
        path: formatPath(path),
        message: `"${id}" is not a ticket type of ${eventKey}.`,
      })),
      ...[...new Set(missing.map(([, id]) => id))].map((id) => ({
        key: eventKey,
        path: "tickets",
        message: `${key} names the ticket type "${id}": keep it, or change ${key} first.`,
      })),
    ];
  });
}

/**
 * What stops a draft from being published: its own issues, and the rules between documents with the
 * draft in place of its published value and every other document as published.
 */
export function publishingIssues(
  key: string,
  draft: unknown,
  published: ReadonlyMap<string, unknown>,
): DocumentIssue[] {
  const documents = { ...Object.fromEntries(published), [key]: draft };
  const between = crossDocumentIssues(documents)
    .filter((issue) => issue.key === key)
    .map(({ path, message }) => ({ path, message }));
  return [...documentIssues(key, draft), ...between];
}

/** A draft(...) or placeholder(...) mark in a document, by its path (a mark inside a marked value is not listed again). */
interface MarkAt {
  path: string;
  status: Unconfirmed<unknown>["status"];
}

export function marksIn(value: unknown, path: PathPart[] = []): MarkAt[] {
  if (isUnconfirmed(value)) return [{ path: formatPath(path), status: value.status }];
  if (Array.isArray(value)) return value.flatMap((item, index) => marksIn(item, [...path, index]));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => marksIn(inner, [...path, key]));
  return [];
}

/**
 * The value with the mark at `path` removed and its value kept, as when the resort confirms a
 * fact; null when there is no mark there.
 */
export function confirmedAt(value: unknown, path: readonly PathPart[]): { value: unknown } | null {
  const [head, ...rest] = path;
  if (head === undefined) return isUnconfirmed(value) ? { value: value.value } : null;
  const holder = typeof head === "number" ? Array.isArray(value) : typeof value === "object" && !Array.isArray(value);
  if (!holder || value === null || !Object.hasOwn(value as object, head)) return null;
  const inner = confirmedAt((value as Record<PathPart, unknown>)[head], rest);
  if (!inner) return null;
  // A computed key defines its own property, so even a key named __proto__ stays a field.
  return {
    value: Array.isArray(value)
      ? value.with(head as number, inner.value)
      : { ...(value as object), [head]: inner.value },
  };
}
