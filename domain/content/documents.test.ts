import { describe, expect, it } from "vitest";
import { contentDocuments } from "#content/validate.ts";
import {
  compareDocumentKeys,
  confirmedAt,
  documentTitle,
  marksIn,
  parseDocumentKey,
  publishingIssues,
} from "./documents.ts";
import { draft, placeholder, shown } from "./draft.ts";

const published = new Map(Object.entries(contentDocuments));

describe("document keys", () => {
  it("names one document per kind, or one per id for events, their nights and policies", () => {
    expect(parseDocumentKey("resort")).toMatchObject({ kind: "resort", id: null });
    expect(parseDocumentKey("event:christmas-lights")).toMatchObject({ kind: "event", id: "christmas-lights" });
    for (const key of ["event", "resort:main", "event:Christmas Lights", "event:", "policy:a/b", "toString", "menu"])
      expect(parseDocumentKey(key), key).toBeNull();
    expect(documentTitle("box-office:fall-fest-2025")).toBe("Event nights: fall-fest-2025");
    expect(documentTitle("home-nearby")).toBe("Home: nearby places");
  });

  it("orders documents by kind, then by id", () => {
    expect(
      ["policy:accessibility", "gallery", "event:haunted-harvest", "resort", "event:christmas-lights"].sort(
        compareDocumentKeys,
      ),
    ).toEqual(["resort", "event:christmas-lights", "event:haunted-harvest", "gallery", "policy:accessibility"]);
  });
});

describe("marks in a document", () => {
  const card = {
    title: draft("Riverfront"),
    items: ["Kayaks", placeholder({ name: "Dock", distance: draft("1 mile") })],
  };

  it("lists each outermost mark by its path", () => {
    expect(marksIn(card)).toEqual([
      { path: "title", status: "draft" },
      { path: "items[1]", status: "placeholder" },
    ]);
  });

  it("confirms a mark by its path, keeping its value and any mark inside it", () => {
    expect(confirmedAt(card, ["items", 1])).toEqual({
      value: { title: draft("Riverfront"), items: ["Kayaks", { name: "Dock", distance: draft("1 mile") }] },
    });
    expect(confirmedAt(card, ["title"])?.value).toMatchObject({ title: "Riverfront" });
    expect(card.title).toEqual(draft("Riverfront"));
  });

  it("finds no mark at a path without one, past a list's end, or on an inherited key", () => {
    for (const path of [
      ["items", 0],
      ["items", 2],
      ["items", "1"],
      ["title", "value"],
      ["__proto__"],
      ["constructor"],
      [],
    ])
      expect(confirmedAt(card, path), JSON.stringify(path)).toBeNull();
  });
});

describe("publishing a draft", () => {
  it("checks the draft with the other documents as published, and names only this document's problems", () => {
    const lights = contentDocuments["event:christmas-lights"] as { tickets: { id: string }[] };
    const withoutChild = { ...lights, tickets: lights.tickets.filter((ticket) => ticket.id !== "christmas-child") };
    expect(publishingIssues("event:christmas-lights", withoutChild, published)).toEqual([
      { path: "tickets", message: expect.stringContaining('"christmas-child"') as string },
    ]);
    const office = contentDocuments["box-office:christmas-lights"];
    expect(publishingIssues("box-office:christmas-lights", office, published)).toEqual([]);
    const brokenElsewhere = new Map(published).set("event:christmas-lights", withoutChild);
    expect(publishingIssues("gallery", contentDocuments.gallery, brokenElsewhere)).toEqual([]);
  });
});

describe("an event's gate times", () => {
  type Schedule = { time: string; activity: string }[];
  const lights = shown(contentDocuments["event:christmas-lights"]) as { time: string; schedule: Schedule };

  it("are refused when the one-line time names another than the schedule", () => {
    const moved = {
      ...lights,
      schedule: lights.schedule.map((entry) =>
        entry.activity === "Gates open" ? { ...entry, time: "6:00 PM" } : entry,
      ),
    };
    expect(publishingIssues("event:christmas-lights", moved, published)).toEqual([
      { path: "time", message: `Says the gates open at 5 PM, but the schedule's "Gates open" is at 6 PM.` },
    ]);
    expect(
      publishingIssues("event:christmas-lights", { ...moved, time: "Nightly, gates open 6 PM" }, published),
    ).toEqual([]);
  });

  it("keep the two entries the Christmas Lights page shows as its hours", () => {
    const withoutLastCar = {
      ...lights,
      schedule: lights.schedule.filter((entry) => !entry.activity.startsWith("Last")),
    };
    expect(publishingIssues("event:christmas-lights", withoutLastCar, published)).toEqual([
      { path: "schedule", message: expect.stringContaining('"Last car through the gate"') as string },
    ]);
  });
});
