import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { resortTimeZone } from "#content/resort.ts";
import { OFFSETS_FILE, offsetsSource, zoneOffsets } from "./zone-offsets.ts";

describe("the resort zone's offsets", () => {
  it("are up to date with content/resort.ts (npm run build writes them)", () => {
    expect(readFileSync(OFFSETS_FILE, "utf8")).toBe(offsetsSource(zoneOffsets(resortTimeZone)));
  });

  it("hold one offset for a zone that never changes, and both for one that does", () => {
    expect(zoneOffsets("Etc/GMT+6").transitions).toHaveLength(1);
    expect(zoneOffsets("Etc/GMT+6").transitions[0]?.[1]).toBe(-360);
    const london = zoneOffsets("Europe/London").transitions;
    expect(new Set(london.map(([, minutes]) => minutes))).toEqual(new Set([0, 60]));
    expect(new Date(london[1]?.[0] ?? 0).toISOString()).toBe("2020-03-29T01:00:00.000Z");
  });
});
