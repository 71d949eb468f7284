import { describe, expect, it } from "vitest";
import { withMigratedDatabase } from "#server/testing/migrated-database.ts";
import { christmasTipWithoutGateTime } from "./0030-christmas-tip-without-gate-time.ts";

const seeded = "Arrive early on weekends: lines are shortest right at 5 PM.";
const reworded = "Arrive early on weekends: lines are shortest right when the gates open.";
const radio = "Tune your radio to the light show station at the gate.";

function row(draft: unknown, published: unknown) {
  return {
    key: "christmas-lights",
    kind: "christmas-lights",
    draft_json: JSON.stringify(draft),
    draft_revision: 2,
    draft_saved_at: "2026-11-20T10:00:00.000Z",
    draft_saved_by: null,
    published_json: published === null ? null : JSON.stringify(published),
    published_version: published === null ? null : 1,
    published_at: published === null ? null : "2026-11-20T09:00:00.000Z",
    published_by: null,
  };
}

async function tipsAfter(draft: unknown, published: unknown): Promise<[unknown, unknown]> {
  let tips: [unknown, unknown] = [null, null];
  await withMigratedDatabase(async (db) => {
    await db.insertInto("content_documents").values(row(draft, published)).execute();
    await christmasTipWithoutGateTime.up(db);
    const stored = await db.selectFrom("content_documents").selectAll().executeTakeFirstOrThrow();
    tips = [
      (JSON.parse(stored.draft_json) as { planYourVisit: unknown }).planYourVisit,
      (JSON.parse(stored.published_json ?? "null") as { planYourVisit: unknown } | null)?.planYourVisit ?? null,
    ];
  });
  return tips;
}

describe("the Christmas Lights' seeded tip", () => {
  it("says lines are shortest when the gates open rather than at 5 PM, keeping its mark and the other tips", async () => {
    const tips = [
      { status: "draft", value: seeded },
      { status: "draft", value: radio },
    ];
    expect(await tipsAfter({ planYourVisit: tips }, { planYourVisit: [seeded, radio] })).toEqual([
      [
        { status: "draft", value: reworded },
        { status: "draft", value: radio },
      ],
      [reworded, radio],
    ]);
  });

  it("leaves a tip staff wrote, and a document never published", async () => {
    const ours = "Arrive early on weekends: lines are shortest at 6 PM.";
    expect(await tipsAfter({ planYourVisit: [ours] }, null)).toEqual([[ours], null]);
  });
});
