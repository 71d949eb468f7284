import { describe, expect, it } from "vitest";
import { eventIdFrom } from "./new-event.tsx";

describe("a new event's page address", () => {
  it("is its name in lower case with hyphens for everything else", () => {
    expect(eventIdFrom("Fall Fest 2026")).toBe("fall-fest-2026");
    expect(eventIdFrom("  Santa's Breakfast & Crafts!  ")).toBe("santa-s-breakfast-crafts");
    expect(eventIdFrom("Noël sur la Rivière")).toBe("noel-sur-la-riviere");
    expect(eventIdFrom("<script>alert(1)</script>")).toBe("script-alert-1-script");
    expect(eventIdFrom("!!!")).toBe("");
    expect(eventIdFrom("a".repeat(80))).toHaveLength(60);
  });
});
