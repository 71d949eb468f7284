import { describe, expect, it } from "vitest";
import { withMigratedDatabase } from "#server/testing/migrated-database.ts";
import { christmasHoursFromSchedule } from "./0022-christmas-hours-from-schedule.ts";

/** The Christmas Lights page as it was stored while it kept its own gate times. */
const page = (gatesOpen: string, lastCar: string) => ({
  gatesOpen,
  onlineDiscount: "10% off online purchases with the seasonal coupon",
  infoCards: [
    {
      icon: "calendar",
      title: "Dates",
      text: { status: "draft", value: "Nightly from November 21 through January 4." },
    },
    {
      icon: "clock",
      title: "Hours",
      text: { status: "draft", value: `Gates open at ${gatesOpen}. Last car through at ${lastCar}.` },
    },
  ],
  planYourVisit: ["Buy online to save 10% with the seasonal coupon."],
});

const event = {
  id: "christmas-lights",
  time: "Nightly, gates open 5 PM",
  schedule: [
    { time: "5:00 PM", activity: "Gates open" },
    { status: "draft", value: { time: "6:00 PM", activity: "Santa's porch opens (weekends)" } },
    { status: "draft", value: { time: "9:30 PM", activity: "Last car through the gate" } },
  ],
};

function row(key: string, draft: unknown, published: unknown) {
  return {
    key,
    kind: key.split(":")[0] ?? key,
    draft_json: JSON.stringify(draft),
    draft_revision: 3,
    draft_saved_at: "2026-11-20T10:00:00.000Z",
    draft_saved_by: "manager@example.com",
    published_json: JSON.stringify(published),
    published_version: 2,
    published_at: "2026-11-20T09:00:00.000Z",
    published_by: "manager@example.com",
  };
}

describe("the Christmas Lights page's own gate times", () => {
  it("leave its document, and a time staff had changed there moves to the event's schedule", async () => {
    await withMigratedDatabase(async (db) => {
      await db
        .insertInto("content_documents")
        .values([
          row("christmas-lights", page("6 PM", "10 PM"), page("5 PM", "9:30 PM")),
          row("event:christmas-lights", event, event),
        ])
        .execute();
      await christmasHoursFromSchedule.up(db);
      const after = await db.selectFrom("content_documents").selectAll().orderBy("key").execute();
      const [lights, christmas] = after.map((stored) => ({
        draft: JSON.parse(stored.draft_json) as unknown,
        published: JSON.parse(stored.published_json ?? "null") as unknown,
        revision: stored.draft_revision,
      }));
      const { gatesOpen: _gatesOpen, infoCards: _infoCards, ...kept } = page("5 PM", "9:30 PM");
      expect(lights).toEqual({ draft: kept, published: kept, revision: 3 });
      expect(christmas?.published).toEqual(event);
      expect(christmas?.draft).toEqual({
        ...event,
        schedule: [
          { time: "6 PM", activity: "Gates open" },
          event.schedule[1],
          { status: "draft", value: { time: "10 PM", activity: "Last car through the gate" } },
        ],
      });
    });
  });
});
