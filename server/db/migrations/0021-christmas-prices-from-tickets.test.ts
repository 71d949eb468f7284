import { describe, expect, it } from "vitest";
import { withMigratedDatabase } from "#server/testing/migrated-database.ts";
import { christmasPricesFromTickets } from "./0021-christmas-prices-from-tickets.ts";

/** The Christmas Lights document as it was seeded before its prices came from the tickets. */
const before = {
  gatesOpen: "6 PM",
  prices: { adult: "$8", child: "$5", seasonPass: "$30" },
  infoCards: [
    { icon: "calendar", title: "Dates", text: "Nightly." },
    { icon: "clock", title: "Hours", text: { status: "draft", value: "Gates open at 6 PM." } },
    { icon: "ticket", title: "Admission", text: "Adults $8, children $5, season pass $30." },
  ],
};

describe("the Christmas Lights document's own prices", () => {
  it("leave its draft and its published value, and nothing else of it changes", async () => {
    await withMigratedDatabase(async (db) => {
      const row = {
        key: "christmas-lights",
        kind: "christmas-lights",
        draft_json: JSON.stringify({ ...before, gatesOpen: "7 PM" }),
        draft_revision: 3,
        draft_saved_at: "2026-11-20T10:00:00.000Z",
        draft_saved_by: "manager@example.com",
        published_json: JSON.stringify(before),
        published_version: 2,
        published_at: "2026-11-20T09:00:00.000Z",
        published_by: "manager@example.com",
      };
      await db.insertInto("content_documents").values(row).execute();
      await christmasPricesFromTickets.up(db);
      const after = await db.selectFrom("content_documents").selectAll().executeTakeFirstOrThrow();
      const { prices: _prices, infoCards, ...rest } = before;
      const expected = { ...rest, infoCards: infoCards.slice(0, 2) };
      expect(JSON.parse(after.published_json ?? "null")).toEqual(expected);
      expect(JSON.parse(after.draft_json)).toEqual({ ...expected, gatesOpen: "7 PM" });
      expect({ ...after, draft_json: "", published_json: "" }).toEqual({ ...row, draft_json: "", published_json: "" });
    });
  });
});
