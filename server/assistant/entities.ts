import { shown, type Fact } from "#domain/content/draft.ts";
import type { LodgingFacts, NearbyPlace, ResortEventFacts, VenueSpaceFacts } from "#domain/content/schemas.ts";
import { normalise, padded, tokens } from "./text.ts";

/** Things are the marked content, so an answer about one sees which of its facts are drafts. */
type NearbyPlaceFact = Fact<NearbyPlace>;

export type Entity =
  | { kind: "lodging"; item: LodgingFacts }
  | { kind: "venue"; item: VenueSpaceFacts }
  | { kind: "event"; item: ResortEventFacts }
  | { kind: "nearby"; item: NearbyPlaceFact };

export interface EntityItems {
  lodging: LodgingFacts;
  venue: VenueSpaceFacts;
  event: ResortEventFacts;
  nearby: NearbyPlaceFact;
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
 * Names visitors use for a thing: its full name, each distinctive word of it, and its id. Two-word
 * names like "Sunset Cottage" only match with "cottage" so that "sunset" alone stays a word about
 * the view.
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

/** Names visitors use besides a lodging card's title, by its id. */
const LODGING_ALIASES: Record<string, string[]> = {
  "rv-spots": ["rv spot", "rv site", "rv lot"],
  "tree-house-and-stump": ["tree house", "treehouse", "stump"],
  "container-home": ["container", "shipping container"],
  "dock-side-cottage": ["dockside", "dockside cottage", "dock side"],
  "morning-view-cottage": ["morning view"],
};

const VENUE_ALIASES: Record<string, string[]> = {
  "bay-lodge": ["bay lodge", "lodge"],
  "the-landing": ["landing", "pavilion"],
  "veranda-deck": ["veranda", "verandah", "veranda deck"],
};

const EVENT_ALIASES: Record<string, string[]> = {
  "fall-fest-2025": ["fall fest", "fall festival", "haunted forest", "fallfest"],
  "haunted-harvest": ["haunted harvest", "harvest weekend"],
};

/** Names visitors use besides a nearby place's own, by that name. */
const NEARBY_ALIASES: Record<string, string[]> = {
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
};

function entityKey(entity: Entity): string {
  const item = shown(entity.item);
  return `${entity.kind}:${"id" in item ? item.id : item.name}`;
}

/** The things the published content names, found in a question by the names visitors use for them. */
export class EntityIndex {
  /** Longest first, so "Dock Side Cottage" is found before "dock". */
  private readonly aliases: Alias[];
  /** Every word the aliases use, for the speller's lexicon. */
  readonly words: string[];

  constructor(things: {
    lodging: readonly LodgingFacts[];
    venueSpaces: readonly VenueSpaceFacts[];
    events: readonly ResortEventFacts[];
    nearbyPlaces: readonly NearbyPlaceFact[];
  }) {
    this.aliases = [
      ...things.lodging.flatMap((item) =>
        aliasesFor(item.title, item.id, { kind: "lodging", item }, LODGING_ALIASES[item.id]),
      ),
      ...things.venueSpaces.flatMap((item) =>
        aliasesFor(item.name, item.id, { kind: "venue", item }, VENUE_ALIASES[item.id]),
      ),
      ...things.events.flatMap((item) =>
        aliasesFor(shown(item.name), item.id, { kind: "event", item }, EVENT_ALIASES[item.id]),
      ),
      ...things.nearbyPlaces.flatMap((item) => {
        const { name } = shown(item);
        return aliasesFor(name, normalise(name), { kind: "nearby", item }, NEARBY_ALIASES[name]);
      }),
    ].sort((a, b) => b.phrase.length - a.phrase.length);
    this.words = this.aliases.flatMap((alias) => alias.phrase.trim().split(" "));
  }

  private scan(text: string): { entities: Entity[]; rest: string } {
    let rest = text;
    const found = new Map<string, Entity>();
    for (const alias of this.aliases) {
      if (!rest.includes(alias.phrase)) continue;
      rest = rest.split(alias.phrase).join(" | ");
      found.set(entityKey(alias.entity), alias.entity);
    }
    return { entities: [...found.values()], rest };
  }

  /** Things named in the text, longest names first, each once, in no overlapping spans. */
  find(text: string): Entity[] {
    return this.scan(text).entities;
  }

  /** The text with every name taken out, so "Dock Side Cottage" isn't also read as "dock". */
  without(text: string): string {
    return this.scan(text).rest;
  }
}
