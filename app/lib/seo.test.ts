import { describe, expect, it } from "vitest";
import * as venuePhotos from "#content/generated/photos/venue.ts";
import { heroImage } from "#content/home-photos.ts";
import { resort } from "#content/resort.ts";
import { pageMeta } from "./seo.ts";

/** The layout's data as the build has it. */
const site = { resort, shareImage: heroImage };

function find(meta: ReturnType<typeof pageMeta>, key: string, value: string) {
  return meta.find((item) => (item as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}

describe("pageMeta", () => {
  it("gives each page its title, description, canonical URL and Open Graph tags", () => {
    const meta = pageMeta({ site, title: "Events", description: "What's on at the park.", path: "/events" });
    expect(meta[0]).toEqual({ title: "Events | Coosa Riverside RV Resort" });
    expect(find(meta, "name", "description")?.content).toBe("What's on at the park.");
    expect(find(meta, "rel", "canonical")?.href).toBe("https://www.example.com/events");
    expect(find(meta, "property", "og:title")?.content).toBe("Events | Coosa Riverside RV Resort");
    expect(find(meta, "property", "og:locale")?.content).toBe("en_US");
    expect(find(meta, "name", "twitter:title")?.content).toBe("Events | Coosa Riverside RV Resort");
  });

  it("shares the hero photo's JPEG by default, with its size and alt text", () => {
    const meta = pageMeta({ site, title: "Home", description: "d", path: "/" });
    expect(find(meta, "property", "og:image")?.content).toMatch(
      /^https:\/\/www\.example\.com\/images\/hero\/riverfront-1200\.[0-9a-f]{10}\.jpg$/,
    );
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
    expect(find(meta, "property", "og:image:alt")?.content).toBe("The resort's riverfront at golden hour");
    expect(find(meta, "name", "twitter:image")?.content).toBe(find(meta, "property", "og:image")?.content);
  });

  it("shares a page's own photo and adds its JSON-LD", () => {
    const meta = pageMeta({
      site,
      title: "Venue",
      description: "d",
      path: "/venue",
      image: { ...venuePhotos.bayLodge, alt: "The Bay Lodge" },
      jsonLd: [{ "@type": "Thing" }],
    });
    expect(find(meta, "property", "og:image")?.content).toContain("/images/venue/bay-lodge-1200.");
    expect(meta).toContainEqual({ "script:ld+json": { "@type": "Thing" } });
  });

  it("names the resort and shares the photo of the layout's data, as published rather than as built", () => {
    const meta = pageMeta({
      site: {
        resort: { ...resort, name: "Coosa River Resort", siteUrl: "https://coosa.example" },
        shareImage: { ...venuePhotos.bayLodge, alt: "The Bay Lodge" },
      },
      title: "Events",
      description: "d",
      path: "/events",
    });
    expect(meta[0]).toEqual({ title: "Events | Coosa River Resort" });
    expect(find(meta, "property", "og:site_name")?.content).toBe("Coosa River Resort");
    expect(find(meta, "rel", "canonical")?.href).toBe("https://coosa.example/events");
    expect(find(meta, "property", "og:image")?.content).toMatch(
      /^https:\/\/coosa\.example\/images\/venue\/bay-lodge-1200\./,
    );
  });
});
