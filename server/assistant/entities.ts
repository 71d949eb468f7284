import { shown } from "#domain/content/draft.ts";
import { eventFacts } from "#content/events.ts";
import { nearbyPlaceFacts } from "#content/home.ts";
import { lodgingFacts } from "#content/lodging.ts";
import { venueSpaceFacts } from "#content/venue.ts";
import { normalise, padded, tokens } from "./text.ts";

/** Things are the marked content, so an answer about one sees which of its facts are drafts. */
type ResortEvent = (typeof eventFacts)[number];
type Lodging = (typeof lodgingFacts)[number];
type VenueSpace = (typeof venueSpaceFacts)[number];
type NearbyPlace = (typeof nearbyPlaceFacts)[number];

export type Entity =
  | { kind: "lodging"; item: Lodging }
  | { kind: "venue"; item: VenueSpace }
  | { kind: "event"; item: ResortEvent }
  | { kind: "nearby"; item: NearbyPlace };

export interface EntityItems {
  lodging: Lodging;
  venue: VenueSpace;
  event: ResortEvent;
  nearby: NearbyPlace;
}

interface Alias {
  phrase: string;
  entity: Entity;
}

/** Words that on their own don't single anything out ("cottage", "park"). */
const GENERIC = new Set(
  [
    "the",
    "cottage",
    "home",
    "park",
    "center",
    "for",
    "of",
    "and",
    "2025",
    "state",
    "national",
    "regional",
    "medical",
    "municipal",
    "gadsden",
    "weekend",
    "drive",
    "through",
    "event",
    "fest",
    "forest",
  ].map((w) => tokens(w)[0] ?? w),
);

/**
 * Names visitors use for each thing in the content folder: its full name, each distinctive word
 * of it, and its id. Two-word names like "Sunset Cottage" only match with "cottage" so that "sunset"
 * alone stays a word about the view.
 */
function aliasesFor(name: string, id: string, entity: Entity, extra: string[] = []): Alias[] {
  const phrases = new Set<string>([name, id.replace(/-/g, " "), ...extra]);
  const words = tokens(name).filter((word) => !GENERIC.has(word) && word.length > 2);
  const ambiguous = new Set([
    "sunset",
    "sunrise",
    "coosa",
    "morning",
    "view",
    "dock",
    "side",
    "tree",
    "house",
    "stump",
    "lake",
    "river",
    "little",
    "art",
    "museum",
    "falls",
    "fall",
    "mall",
    "bay",
    "lodge",
    "deck",
    "christmas",
    "light",
    "haunted",
    "harvest",
    "mary",
    "arts",
    "cultural",
    "downtown",
    "canyon",
    "spot",
    "rv",
  ]);
  for (const word of words) if (!ambiguous.has(word)) phrases.add(word);
  return [...phrases].map((phrase) => ({ phrase: padded(tokens(phrase)), entity }));
}

const aliases: Alias[] = [
  ...lodgingFacts.flatMap((item) =>
    aliasesFor(
      item.title,
      item.id,
      { kind: "lodging", item },
      (
        {
          "rv-spots": ["rv spot", "rv site", "rv lot"],
          "tree-house-and-stump": ["tree house", "treehouse", "stump"],
          "container-home": ["container", "shipping container"],
          "dock-side-cottage": ["dockside", "dockside cottage", "dock side"],
          "morning-view-cottage": ["morning view"],
        } as Record<string, string[]>
      )[item.id],
    ),
  ),
  ...venueSpaceFacts.flatMap((item) =>
    aliasesFor(
      item.name,
      item.id,
      { kind: "venue", item },
      (
        {
          "bay-lodge": ["bay lodge", "lodge"],
          "the-landing": ["landing", "pavilion"],
          "veranda-deck": ["veranda", "verandah", "veranda deck"],
        } as Record<string, string[]>
      )[item.id],
    ),
  ),
  ...eventFacts.flatMap((item) =>
    aliasesFor(
      shown(item.name),
      item.id,
      { kind: "event", item },
      (
        {
          "fall-fest-2025": ["fall fest", "fall festival", "haunted forest", "fallfest"],
          "haunted-harvest": ["haunted harvest", "harvest weekend"],
          "christmas-lights": [],
        } as Record<string, string[]>
      )[item.id],
    ),
  ),
  ...nearbyPlaceFacts.flatMap((item) =>
    aliasesFor(
      shown(item).name,
      normalise(shown(item).name),
      { kind: "nearby", item },
      (
        {
          "Noccalula Falls Park": ["noccalula falls", "noccalula", "the falls"],
          "Downtown Gadsden": ["downtown", "downtown gadsden"],
          "Gadsden Museum of Art": ["art museum", "museum of art", "museum"],
          "Mary G. Hardin Center for Cultural Arts": ["hardin center", "cultural arts", "mary g hardin", "arts center"],
          "Lake Guntersville State Park": ["lake guntersville", "guntersville"],
          "Little River Canyon National Preserve": ["little river canyon", "little river"],
          "Talladega Superspeedway": ["talladega", "speedway", "nascar", "race track"],
          "Cheaha State Park": ["cheaha", "mount cheaha"],
          "Gadsden Municipal Amphitheater": ["amphitheater", "amphitheatre"],
          "Riverview Regional Medical Center": ["hospital", "medical center", "riverview", "emergency room"],
          "Gadsden Mall": ["mall", "shopping mall"],
          Birmingham: ["birmingham", "bham"],
        } as Record<string, string[]>
      )[shown(item).name],
    ),
  ),
].sort((a, b) => b.phrase.length - a.phrase.length);

/** Every word the aliases use, for the speller's lexicon. */
export const entityWords: string[] = aliases.flatMap((alias) => alias.phrase.trim().split(" "));

function entityKey(entity: Entity): string {
  const item = shown(entity.item);
  return `${entity.kind}:${"id" in item ? item.id : item.name}`;
}

function scan(text: string): { entities: Entity[]; rest: string } {
  let rest = text;
  const found = new Map<string, Entity>();
  for (const alias of aliases) {
    if (!rest.includes(alias.phrase)) continue;
    rest = rest.split(alias.phrase).join(" | ");
    found.set(entityKey(alias.entity), alias.entity);
  }
  return { entities: [...found.values()], rest };
}

/** Things named in the text, longest names first, each once, in no overlapping spans. */
export function findEntities(text: string): Entity[] {
  return scan(text).entities;
}

/** The text with every name taken out, so "Dock Side Cottage" isn't also read as "dock". */
export function withoutEntities(text: string): string {
  return scan(text).rest;
}
