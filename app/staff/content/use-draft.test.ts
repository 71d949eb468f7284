import { describe, expect, it } from "vitest";
import type { ContentDocumentAnswer } from "#domain/staff/content-schemas.ts";
import { keepBoth, keepTheirs, settle, type DraftState } from "./use-draft.ts";

function answer(revision: number, draft: ContentDocumentAnswer["draft"]): ContentDocumentAnswer {
  return {
    key: "christmas-lights",
    title: "Christmas lights page",
    revision,
    draftSavedAt: "2026-11-24T15:00:00.000Z",
    draftSavedBy: "manager@example.com",
    publishedVersion: 1,
    publishedAt: "2026-11-24T15:00:00.000Z",
    publishedBy: null,
    schedule: null,
    draft,
    published: { onlineDiscount: "10% off" },
    changes: [],
    issues: [{ path: "onlineDiscount", message: "Too short." }],
    marks: [],
    renderFailures: [],
  };
}

const opened = answer(3, { onlineDiscount: "10% off" });

describe("an answer to a save", () => {
  it("replaces the form's value when nothing was typed since the save left", () => {
    const sent = { onlineDiscount: "15% off" };
    const saved = answer(4, { onlineDiscount: "15% off" });
    const after = settle({ document: opened, value: sent, saved: opened.draft }, sent, saved);
    expect(after.document.revision).toBe(4);
    expect(after.value).toBe(saved.draft);
    expect(after.saved).toBe(saved.draft);
  });

  it("keeps what was typed after the save left, unsaved, and takes the answer's revision and issues", () => {
    const sent = { onlineDiscount: "15" };
    const typed = { onlineDiscount: "15% off" };
    const after = settle({ document: opened, value: typed, saved: opened.draft }, sent, answer(4, sent));
    expect(after.value).toBe(typed);
    expect(after.document.revision).toBe(4);
    expect(after.document.issues).toEqual([{ path: "onlineDiscount", message: "Too short." }]);
    // Still to save: the next save sends the typing on revision 4.
    expect(after.value).not.toBe(after.saved);
  });
});

describe("a save someone else's save came before", () => {
  const mine = { onlineDiscount: "15% off" };
  const state: DraftState = { document: opened, value: mine, saved: opened.draft };
  const conflict = {
    revision: 5,
    savedAt: "2026-11-24T15:01:00.000Z",
    savedBy: "other@example.com",
    draft: { onlineDiscount: "7 PM" },
    changes: [{ path: "onlineDiscount", before: "10% off", after: "7 PM" }],
  };

  it("loads their draft when the editor keeps theirs", () => {
    const after = keepTheirs(state, conflict);
    expect(after.value).toEqual({ onlineDiscount: "7 PM" });
    expect(after.value).toBe(after.saved);
    expect(after.document.revision).toBe(5);
  });

  it("merges the form's changes into their draft, to save on their revision, when the editor keeps both", () => {
    const base = { onlineDiscount: "10% off", gates: "5 PM" };
    const typed = { onlineDiscount: "15% off", gates: "5 PM" };
    const theirs = { ...conflict, draft: { onlineDiscount: "10% off", gates: "6 PM" } };
    const after = keepBoth({ document: opened, value: typed, saved: base }, theirs);
    expect(after.value).toEqual({ onlineDiscount: "15% off", gates: "6 PM" });
    expect(after.saved).toBe(theirs.draft);
    expect(after.document.revision).toBe(5);
    // Where both changed a field, the form's value is kept.
    expect(keepBoth(state, conflict).value).toEqual(mine);
  });

  it("leaves nothing to save when the form had no changes of its own", () => {
    const after = keepBoth({ document: opened, value: opened.draft, saved: opened.draft }, conflict);
    expect(after.value).toBe(after.saved);
  });
});
