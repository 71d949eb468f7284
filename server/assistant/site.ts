import type { Fact, Shown } from "#domain/content/draft.ts";
import type {
  AmenityGroupFacts,
  ChristmasLightsFacts,
  CreateCenterFacts,
  FeatureCardFacts,
  LodgingFacts,
  NearbyPlace,
  ResortEventFacts,
  ResortFacts,
  RestaurantFacts,
  VenueSpaceFacts,
} from "#domain/content/schemas.ts";
import type { PublishedContent } from "#server/content/published.ts";
import { EntityIndex } from "./entities.ts";
import { AmenityIndex, lexiconWords } from "./intents.ts";
import { Speller } from "./text.ts";

/**
 * What the assistant answers from: the published documents of one publish, marks included (an
 * answer never states a draft as certain), and the tables a question is read with, which know the
 * published names of the lodging, the venue's spaces, the events, the nearby places and the amenities.
 */
export class Site {
  readonly resort: Shown<ResortFacts>;
  readonly lodging: readonly LodgingFacts[];
  readonly kayakRentals: ReturnType<PublishedContent["kayakRentals"]>;
  readonly aboutFeatures: readonly FeatureCardFacts[];
  readonly amenityGroups: readonly AmenityGroupFacts[];
  readonly nearbyPlaces: readonly Fact<NearbyPlace>[];
  readonly restaurant: RestaurantFacts;
  /** Every event, hidden ones included. */
  readonly events: readonly ResortEventFacts[];
  readonly christmasLights: ChristmasLightsFacts;
  readonly venueSpaces: readonly VenueSpaceFacts[];
  readonly venueFeatures: readonly FeatureCardFacts[];
  readonly createCenter: CreateCenterFacts;
  /** "call the front desk at (256) 555-0100": how every answer sends the visitor to a person. */
  readonly callUs: string;
  readonly entities: EntityIndex;
  readonly amenities: AmenityIndex;
  readonly speller: Speller;

  constructor(content: PublishedContent) {
    this.resort = content.resort();
    this.lodging = content.lodgingFacts();
    this.kayakRentals = content.kayakRentals();
    this.aboutFeatures = content.aboutFeatureFacts();
    this.amenityGroups = content.amenityGroupFacts();
    this.nearbyPlaces = content.nearbyPlaceFacts();
    this.restaurant = content.restaurantFacts();
    this.events = content.eventFacts();
    this.christmasLights = content.christmasLightsFacts();
    const venue = content.venueFacts();
    this.venueSpaces = venue.spaces;
    this.venueFeatures = venue.features;
    this.createCenter = content.createCenterFacts();
    this.callUs = `call the front desk at ${this.resort.phone.display}`;
    this.entities = new EntityIndex(this);
    this.amenities = new AmenityIndex(this.amenityGroups, this.entities);
    this.speller = new Speller(lexiconWords(this.amenities, this.entities));
  }
}

/**
 * The Site of the latest publish this instance has loaded: made again on the first question after
 * a publish, so a question sees it at once and no question pays for the tables otherwise.
 */
export function latestSite(content: PublishedContent): () => Site {
  let made: { version: number; site: Site } | null = null;
  return () => {
    const { version } = content;
    if (made?.version !== version) made = { version, site: new Site(content) };
    return made.site;
  };
}
