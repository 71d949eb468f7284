import { describe, expect, it } from "vitest";
import { eventFacts } from "#content/events.ts";
import * as galleryPhotos from "#content/generated/photos/gallery.ts";
import { lodgingFacts } from "#content/lodging.ts";
import { restaurantHours } from "#content/restaurant.ts";
import { shown } from "#domain/content/draft.ts";
import type { ResortEvent } from "#domain/content/schemas.ts";
import { campaignSchema, type Campaign } from "#domain/newsletter/campaign.ts";
import { campaignMail, mailPhotoUrl, missingSources, type CampaignSources } from "./campaign-mail.ts";

const ORIGIN = "https://coosa.example.com";
/** What staff (or content) could type: a script, an attribute breakout and an ampersand. */
const attack = (field: string) => `${field} & <script>alert(1)</script> "><img src=x onerror=alert(1)>`;
/** Text as the HTML part holds it. */
const inHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
const escaped = (field: string) =>
  `${field} &amp; &lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;&lt;img src=x onerror=alert(1)&gt;`;

function inContent<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the content folder has no ${what}`);
  return value;
}

const lights = inContent(shown(eventFacts.find((event) => event.id === "christmas-lights")), "Christmas lights");
const cards = shown(lodgingFacts);
const cottage = inContent(
  cards.find((card) => card.id !== "rv-spots"),
  "cottage card",
);
const photo = inContent(Object.values(galleryPhotos)[0], "gallery photo");

function sourcesWith(event: ResortEvent = lights): CampaignSources {
  return {
    origin: ORIGIN,
    resortName: "Coosa Riverside",
    today: { year: 2026, month: 11, day: 24 },
    event: (id) => (id === event.id ? event : undefined),
    lodging: (id) => cards.find((card) => card.id === id),
    restaurant: {
      name: "Pique Nique",
      weekly: restaurantHours,
      exceptions: [{ date: "2026-11-26", hours: null, note: "Thanksgiving" }],
    },
  };
}

/** A campaign with a block of every kind, through the schema the server parses it with. */
function everyBlock(text: (field: string) => string = (field) => field): Campaign {
  return campaignSchema.parse({
    subject: text("Subject"),
    preheader: text("Preheader"),
    blocks: [
      { type: "heading", text: text("Heading") },
      { type: "paragraph", text: `${text("Paragraph")}\nSee [${text("Link")}](/events/christmas-lights) and more.` },
      { type: "image", photo, alt: text("Alt") },
      { type: "button", label: text("Button"), url: "https://tickets.example.com/?q=a&b=<c>" },
      { type: "event", eventId: "christmas-lights" },
      { type: "lodging", lodgingId: cottage.id },
      { type: "restaurant-hours" },
    ],
  });
}

describe("a campaign drawn as mail", () => {
  it("escapes a script in every text staff write and in the content's texts, in the HTML part", () => {
    const event = { ...lights, name: attack("Event"), shortDescription: attack("Summary") };
    const mail = campaignMail(everyBlock(attack), sourcesWith(event), { unsubscribeUrl: null });
    for (const field of ["Subject", "Preheader", "Heading", "Paragraph", "Link", "Alt", "Button", "Event", "Summary"])
      expect(mail.html, field).toContain(escaped(field));
    expect(mail.html).not.toContain("<script>alert");
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain('href="https://tickets.example.com/?q=a&amp;b=&lt;c&gt;"');
    expect(
      mail.html.match(/&(?!(?:amp|lt|gt|quot|#39);)/g),
      "an ampersand that starts no character reference",
    ).toBeNull();
    // The plain-text part is text: as typed.
    expect(mail.text).toContain(attack("Paragraph"));
    expect(mail.text).not.toContain("&lt;");
  });

  it("holds every block in both parts, with the preheader hidden in the HTML and the content as published", () => {
    const mail = campaignMail(everyBlock(), sourcesWith(), { unsubscribeUrl: null });
    const eventLine = "November 21, 2026 - January 4, 2027";
    const texts = [
      "Heading",
      "Paragraph",
      "Button",
      lights.name,
      eventLine,
      lights.time,
      cottage.title,
      cottage.description,
      "Pique Nique hours",
      "Thursday, November 26",
      "Closed (Thanksgiving)",
      "Each subscriber's own unsubscribe link goes here.",
    ];
    for (const text of texts) {
      expect(mail.html, text).toContain(inHtml(text));
      expect(mail.text, text).toContain(text);
    }
    expect(mail.html).toMatch(/<div style="display:none;[^"]*">Preheader<\/div>/);
    expect(mail.html).toContain('alt="Alt"');
    expect(mail.text).toContain("[Photo: Alt]");
    expect(mail.text).toContain("Link (https://coosa.example.com/events/christmas-lights)");
    expect(mail.text).toContain(`Buy tickets: ${ORIGIN}/events/christmas-lights`);
    expect(mail.text).toContain(`${cottage.buttonText}: ${cottage.bookingUrl}`);
    expect(mail.subject).toBe("Subject");
  });

  it("lays the HTML out as mail programs draw it: tables, a 600-pixel column, photos sized with alt text", () => {
    const { html } = campaignMail(everyBlock(), sourcesWith(), { unsubscribeUrl: null });
    expect(html).toContain('<table role="presentation" width="600"');
    expect(html).toContain("max-width:600px");
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images).toHaveLength(3);
    for (const tag of images) expect(tag).toMatch(/ width="552" height="\d+" alt="[^"]{3,}"/);
    expect(html).not.toMatch(/<(style|script|link)\b/);
  });

  it("links only to absolute addresses, and gives each photo its JPEG fallback, never AVIF or WebP", () => {
    const { html } = campaignMail(everyBlock(), sourcesWith(), { unsubscribeUrl: `${ORIGIN}/api/unsubscribe?token=t` });
    const addresses = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map(([, address]) => address ?? "");
    expect(addresses.length).toBeGreaterThan(6);
    for (const address of addresses) expect(address).toMatch(/^https:\/\//);
    expect(html).toContain(`href="${ORIGIN}/events/christmas-lights"`);
    expect(html).toMatch(/<a href="https:\/\/coosa\.example\.com\/api\/unsubscribe\?token=t"[^>]*>Unsubscribe<\/a>/);
    expect(html).not.toContain("goes here");
    const sources = [...html.matchAll(/<img src="([^"]+)"/g)].map(([, address]) => address ?? "");
    expect(sources).toContain(mailPhotoUrl(ORIGIN, photo));
    for (const address of sources) expect(address).toMatch(/^https:\/\/coosa\.example\.com\/images\/.+\.jpg$/);
  });

  it("keeps a PNG photo a PNG, as its fallback is", () => {
    expect(mailPhotoUrl(ORIGIN, { ...photo, file: "logos/mark.png" })).toMatch(/\/images\/logos\/mark-\d+\.\w+\.png$/);
  });

  it("names the blocks whose event or lodging card the site does not show", () => {
    const campaign = everyBlock();
    expect(missingSources(campaign, sourcesWith())).toEqual({});
    expect(
      missingSources(
        { ...campaign, blocks: [{ type: "lodging", lodgingId: "gone" }, ...campaign.blocks] },
        { ...sourcesWith(), event: () => undefined },
      ),
    ).toEqual({ "blocks.0": "lodging", "blocks.5": "event" });
  });
});
