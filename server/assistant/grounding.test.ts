import { describe, expect, it } from "vitest";
import { regularSchedule } from "#content/restaurant.ts";
import { contentDocuments } from "#content/validate.ts";
import { draft } from "#domain/content/draft.ts";
import type { LodgingFacts, ResortEventFacts } from "#domain/content/schemas.ts";
import { systemPrompt } from "./grounding.ts";
import { seedSite } from "./seed-site.ts";

const moment = { now: new Date("2026-11-26T22:00:00Z"), timeZone: "America/Chicago", schedule: regularSchedule };
const site = seedSite();
const prompt = systemPrompt(site, moment);

describe("the language model's grounding", () => {
  it("tags every fact the resort has not confirmed, and tells the model to say so", () => {
    expect(prompt).toContain("Free Wi-Fi (unconfirmed)");
    expect(prompt).toContain("Dog park (unconfirmed)");
    expect(prompt).toContain("9:30 PM Last car through the gate (unconfirmed)");
    expect(prompt).toContain("Time: Fridays & Saturdays, 6 PM - 10 PM (unconfirmed)");
    expect(prompt).toMatch(/marked \(unconfirmed\) .*never state one as certain/);
    expect(prompt).toContain(`call the front desk at ${site.resort.phone.display} to confirm`);
  });

  it("states what the resort has confirmed without a tag", () => {
    expect(prompt).toContain("Kayak rentals, Fishing");
    expect(prompt).toContain("Schedule: 5:00 PM Gates open, 6:00 PM");
    expect(prompt).toContain("Gates open at 5 PM nightly.");
    expect(prompt).toContain("Tickets sold online: Adult $8, Child $5, and Season Pass $30.");
    expect(prompt).toContain(
      "Prices: Save 10% online with the seasonal coupon. Tickets sold online: Adult $8, Child $5, and Season Pass $30.",
    );
    expect(prompt).toContain("The Bay Lodge: up to 175 guests.");
  });

  it("follows the published content: its values, and its marks", () => {
    const seeded = <T>(key: string) => structuredClone(contentDocuments[key]) as T;
    const lodging = seeded<LodgingFacts[]>("lodging").map((item) => {
      if (item.id === "pinewood-cottage") return { ...item, sleeps: draft("3") };
      if (item.id === "container-home") return { ...item, sleeps: "6" };
      return item;
    });
    const event = seeded<ResortEventFacts>("event:christmas-lights");
    const tickets = event.tickets?.map((ticket) =>
      ticket.id === "christmas-adult" ? { ...ticket, priceCents: 900 } : ticket,
    );
    const schedule = event.schedule.map((entry) =>
      "time" in entry && entry.activity === "Gates open" ? { ...entry, time: "6:00 PM" } : entry,
    );
    const published = systemPrompt(
      seedSite({
        lodging,
        "event:christmas-lights": { ...event, time: "Nightly, gates open 6 PM", schedule, tickets },
      }),
      moment,
    );
    expect(published).toMatch(/- Pinewood Cottage: .* Sleeps: 3 \(unconfirmed\)\./);
    expect(published).toMatch(/- Container Home: .* Sleeps: 6\./);
    expect(published).toContain("Gates open at 6 PM nightly.");
    expect(published).toContain("Schedule: 6:00 PM Gates open, 6:00 PM");
    expect(published).toContain("Tickets sold online: Adult $9, Child $5, and Season Pass $30.");
  });
});
