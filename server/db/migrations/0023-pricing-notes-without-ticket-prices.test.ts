import { describe, expect, it } from "vitest";
import { withMigratedDatabase } from "#server/testing/migrated-database.ts";
import { pricingNotesWithoutTicketPrices } from "./0023-pricing-notes-without-ticket-prices.ts";

const seeded = "Adults $8, children $5, season pass $30. Save 10% online with the seasonal coupon.";

function row(key: string, draft: unknown, published: unknown) {
  return {
    key,
    kind: "event",
    draft_json: JSON.stringify(draft),
    draft_revision: 2,
    draft_saved_at: "2026-11-20T10:00:00.000Z",
    draft_saved_by: null,
    published_json: JSON.stringify(published),
    published_version: 1,
    published_at: "2026-11-20T09:00:00.000Z",
    published_by: null,
  };
}

describe("the seeded pricing notes", () => {
  it("lose the ticket prices they repeated, and a note staff wrote is kept", async () => {
    await withMigratedDatabase(async (db) => {
      const ours = "Adults $9 this year. Save 10% online.";
      const marked = { status: "draft", value: seeded };
      await db
        .insertInto("content_documents")
        .values([
          row(
            "event:christmas-lights",
            { id: "christmas-lights", pricingNote: ours },
            { id: "christmas-lights", pricingNote: marked },
          ),
          row("event:haunted-harvest", { pricingNote: seeded }, { pricingNote: seeded }),
        ])
        .execute();
      await pricingNotesWithoutTicketPrices.up(db);
      const after = await db.selectFrom("content_documents").selectAll().orderBy("key").execute();
      const notes = after.map((stored) => [
        (JSON.parse(stored.draft_json) as { pricingNote: unknown }).pricingNote,
        (JSON.parse(stored.published_json ?? "null") as { pricingNote: unknown }).pricingNote,
      ]);
      expect(notes).toEqual([
        [ours, { status: "draft", value: "Save 10% online with the seasonal coupon." }],
        [seeded, seeded],
      ]);
    });
  });
});
