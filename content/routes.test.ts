import { describe, expect, it } from "vitest";
import { events } from "./events.ts";
import { redirects, staticPaths } from "./routes.ts";

describe("event booking links", () => {
  it("lead each event's Plan Your Stay to a page of the site other than the event's own", () => {
    for (const event of events) {
      const target = redirects[event.bookingLink] ?? event.bookingLink;
      expect(staticPaths, event.id).toContain(target);
      expect(target, event.id).not.toBe(`/events/${event.id}`);
    }
  });

  it("send the fall festival's visitors to the lodging cards", () => {
    const fallFest = events.find((event) => event.id === "fall-fest-2025");
    expect(fallFest && (redirects[fallFest.bookingLink] ?? fallFest.bookingLink)).toBe("/book-now");
  });
});
