import { describe, expect, it } from "vitest";
import { resort } from "#content/resort.ts";
import { regularSchedule } from "#content/restaurant.ts";
import { systemPrompt } from "./grounding.ts";

const prompt = systemPrompt({
  now: new Date("2026-11-26T22:00:00Z"),
  timeZone: "America/Chicago",
  schedule: regularSchedule,
});

describe("the language model's grounding", () => {
  it("tags every fact the resort has not confirmed, and tells the model to say so", () => {
    expect(prompt).toContain("Free Wi-Fi (unconfirmed)");
    expect(prompt).toContain("Dog park (unconfirmed)");
    expect(prompt).toContain("9:30 PM Last car through the gate (unconfirmed)");
    expect(prompt).toContain("Time: Fridays & Saturdays, 6 PM - 10 PM (unconfirmed)");
    expect(prompt).toMatch(/marked \(unconfirmed\) .*never state one as certain/);
    expect(prompt).toContain(`call the front desk at ${resort.phone.display} to confirm`);
  });

  it("states what the resort has confirmed without a tag", () => {
    expect(prompt).toContain("Kayak rentals, Fishing");
    expect(prompt).toContain("5:00 PM Gates open, 6:00 PM");
    expect(prompt).toContain(
      "Prices: Adults $8, children $5, season pass $30. Save 10% online with the seasonal coupon. ",
    );
    expect(prompt).toContain("The Bay Lodge: up to 175 guests.");
  });
});
