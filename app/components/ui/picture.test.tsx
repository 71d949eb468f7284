// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { heroImage, parkMapImage } from "#content/home-photos.ts";
import { restaurantFacts } from "#content/restaurant.ts";
import { imageSrc, Picture } from "./picture.tsx";

function parse(html: string) {
  const container = document.createElement("div");
  container.innerHTML = html;
  const attrs = (element: Element | null) =>
    Object.fromEntries([...(element?.attributes ?? [])].map((attr) => [attr.name, attr.value]));
  return {
    sources: [...container.querySelectorAll("picture > source")].map(attrs),
    img: attrs(container.querySelector("picture > img")),
  };
}

describe("Picture", () => {
  it("offers AVIF then WebP at every width, with the page's sizes", () => {
    const { sources } = parse(renderToStaticMarkup(<Picture image={heroImage} sizes="100vw" priority />));
    expect(sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const source of sources) {
      expect(source.sizes).toBe("100vw");
      expect(source.srcset?.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual([
        "480w",
        "800w",
        "1200w",
        "1600w",
      ]);
    }
    expect(sources[0]?.srcset).toMatch(/\/images\/hero\/riverfront-480\.[0-9a-f]{10}\.avif 480w/);
  });

  it("loads a priority image eagerly and first, and has its paint reported", () => {
    const { img } = parse(renderToStaticMarkup(<Picture image={heroImage} sizes="100vw" priority />));
    expect(img).toMatchObject({
      loading: "eager",
      fetchpriority: "high",
      elementtiming: "hero",
      alt: heroImage.alt,
      width: "1600",
      height: "900",
    });
  });

  it("lazy-loads others and reserves their space with the dominant colour", () => {
    const { img } = parse(renderToStaticMarkup(<Picture image={parkMapImage} sizes="50vw" className="w-full" />));
    expect(img).toMatchObject({ loading: "lazy", decoding: "async", class: "w-full", alt: parkMapImage.alt });
    expect(img).not.toHaveProperty("elementtiming");
    expect(img.style).toMatch(/^background-color:#[0-9a-f]{6}$/);
    expect(img.src).toMatch(/^\/images\/park-map-1200\.[0-9a-f]{10}\.png$/);
  });

  it("paints no colour behind a transparent logo", () => {
    const { img } = parse(renderToStaticMarkup(<Picture image={restaurantFacts.logo} sizes="200px" />));
    expect(img.style).toBeUndefined();
  });

  it("keeps an image's focus point in view where a crop cuts it, beside its colour", () => {
    const focused = { ...heroImage, focus: { x: 25, y: 80 } };
    const { img } = parse(renderToStaticMarkup(<Picture image={focused} sizes="100vw" className="object-cover" />));
    expect(img.style).toBe(`background-color:${heroImage.color ?? ""};object-position:25% 80%`);
    const logo = parse(
      renderToStaticMarkup(<Picture image={{ ...restaurantFacts.logo, focus: { x: 0, y: 100 } }} sizes="200px" />),
    );
    expect(logo.img.style).toBe("object-position:0% 100%");
  });

  it("gives one URL for posters", () => {
    expect(imageSrc(heroImage, 1000)).toMatch(/^\/images\/hero\/riverfront-800\.[0-9a-f]{10}\.webp$/);
  });
});
