import { describe, expect, it } from "vitest";
import type { Photo } from "#domain/content/schemas.ts";
import { fallbackUrl, pickWidth, scaledHeight, srcSet, variantPath, variantWidths } from "./photo-variants.ts";

const photo: Photo = { file: "hero/riverfront.jpg", width: 1600, height: 1067, hash: "abc123def0", color: "#336699" };
const logo: Photo = { file: "pique-nique/logo.png", width: 960, height: 400, hash: "0123456789" };

describe("variantWidths", () => {
  it("offers every standard width up to a 1600 px source", () => {
    expect(variantWidths(1600)).toEqual([480, 800, 1200, 1600]);
  });
  it("never enlarges: a smaller source ends at its own width", () => {
    expect(variantWidths(960)).toEqual([480, 800, 960]);
    expect(variantWidths(300)).toEqual([300]);
  });
  it("caps a larger source at the widest standard width", () => {
    expect(variantWidths(4000)).toEqual([480, 800, 1200, 1600]);
  });
});

describe("variant names", () => {
  it("carry the content hash so they can be cached forever", () => {
    expect(variantPath(photo, 800, "avif")).toBe("hero/riverfront-800.abc123def0.avif");
  });
  it("list each width with its w descriptor", () => {
    expect(srcSet(photo, "webp")).toBe(
      "/images/hero/riverfront-480.abc123def0.webp 480w, /images/hero/riverfront-800.abc123def0.webp 800w, /images/hero/riverfront-1200.abc123def0.webp 1200w, /images/hero/riverfront-1600.abc123def0.webp 1600w",
    );
  });
  it("fall back to a JPEG for photos and a PNG for transparent images, at most 1200 px", () => {
    expect(fallbackUrl(photo)).toBe("/images/hero/riverfront-1200.abc123def0.jpg");
    expect(fallbackUrl(logo)).toBe("/images/pique-nique/logo-960.0123456789.png");
  });
});

describe("pickWidth and scaledHeight", () => {
  it("picks the widest variant that fits, or the smallest", () => {
    expect(pickWidth(photo, 1000)).toBe(800);
    expect(pickWidth(photo, 1600)).toBe(1600);
    expect(pickWidth(photo, 100)).toBe(480);
  });
  it("keeps the aspect ratio", () => {
    expect(scaledHeight(photo, 1200)).toBe(800);
  });
});
