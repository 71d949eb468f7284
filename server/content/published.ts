import { shown, type Fact, type Shown } from "#domain/content/draft.ts";
import { keysOfKind } from "#domain/content/documents.ts";
import type {
  AmenityGroupFacts,
  BoxOffice,
  BoxOfficeFacts,
  ChristmasLightsFacts,
  CreateCenterFacts,
  FeatureCardFacts,
  kayakRentalsSchema,
  LodgingFacts,
  NearbyPlace,
  ResortEvent,
  ResortEventFacts,
  ResortFacts,
  RestaurantFacts,
  VenueFacts,
} from "#domain/content/schemas.ts";
import type { z } from "#domain/zod.ts";

/** What the published view reads: the store, or a stand-in holding fixed documents in tests. */
export interface PublishedDocuments {
  /** Counts up with every publish this instance has loaded. */
  readonly version: number;
  published(key: string): unknown;
  allPublished(): ReadonlyMap<string, unknown>;
}

/**
 * The published documents, typed as the server's features read them: the facts with their marks
 * (the assistant hedges a draft) and as shown on the site. Only valid drafts are published
 * (domain/content/documents.ts), so each value meets its document's schema. What is derived is
 * kept until the next publish, so a request pays for none of it.
 */
export class PublishedContent {
  private readonly documents: PublishedDocuments;
  private derived = new Map<string, unknown>();
  private derivedAt = -1;

  constructor(documents: PublishedDocuments) {
    this.documents = documents;
  }

  /** Computes `make` once per publish. */
  private memo<T>(name: string, make: () => T): T {
    if (this.derivedAt !== this.documents.version) {
      this.derived = new Map();
      this.derivedAt = this.documents.version;
    }
    if (!this.derived.has(name)) this.derived.set(name, make());
    return this.derived.get(name) as T;
  }

  private document<T>(key: string): T {
    const value = this.documents.published(key);
    if (value === undefined) throw new Error(`No published document ${key}`);
    return value as T;
  }

  /** Publishes so far: a reader caching something derived from these documents keys it by this. */
  get version(): number {
    return this.documents.version;
  }

  resortFacts(): ResortFacts {
    return this.document("resort");
  }

  resort(): Shown<ResortFacts> {
    return this.memo("resort", () => shown(this.resortFacts()));
  }

  /** Every event, hidden ones included, in the order staff list them. */
  eventFacts(): ResortEventFacts[] {
    return this.memo("eventFacts", () =>
      keysOfKind(this.documents.allPublished().keys(), "event").map((key) => this.document<ResortEventFacts>(key)),
    );
  }

  events(): ResortEvent[] {
    return this.memo("events", () => shown(this.eventFacts()));
  }

  event(id: string): ResortEvent | undefined {
    return this.events().find((event) => event.id === id);
  }

  /** The nights of an event sold by the night; undefined for an event sold otherwise. */
  boxOffice(eventId: string): BoxOffice | undefined {
    const facts = this.documents.published(`box-office:${eventId}`) as BoxOfficeFacts | undefined;
    return facts === undefined ? undefined : this.memo(`box-office:${eventId}`, () => shown(facts));
  }

  christmasLightsFacts(): ChristmasLightsFacts {
    return this.document("christmas-lights");
  }

  christmasLights(): Shown<ChristmasLightsFacts> {
    return this.memo("christmasLights", () => shown(this.christmasLightsFacts()));
  }

  /** The twelve cards of the Book Now page, RV spots among them. */
  lodgingFacts(): LodgingFacts[] {
    return this.document("lodging");
  }

  /** The kayak rentals card, all of it given by the resort. */
  kayakRentals(): z.infer<typeof kayakRentalsSchema> {
    return this.document("kayak-rentals");
  }

  aboutFeatureFacts(): FeatureCardFacts[] {
    return this.document("home-about");
  }

  amenityGroupFacts(): AmenityGroupFacts[] {
    return this.document("home-amenities");
  }

  nearbyPlaceFacts(): Fact<NearbyPlace>[] {
    return this.document("home-nearby");
  }

  restaurantFacts(): RestaurantFacts {
    return this.document("restaurant");
  }

  venueFacts(): VenueFacts {
    return this.document("venue");
  }

  createCenterFacts(): CreateCenterFacts {
    return this.document("create-center");
  }
}
