import { describe, expect, it } from "vitest";
import { clientLoader } from "./legacy-redirect";

/** The Location the client-side redirect answers for a URL the visitor opened. */
function locationFor(url: string): string | null {
  try {
    clientLoader({ request: new Request(url) } as Parameters<typeof clientLoader>[0]);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location");
    throw thrown;
  }
  return null;
}

describe("legacy redirects in the browser", () => {
  it("sends a moved path to its page", () => {
    expect(locationFor("https://site.example/fall-fest-2025")).toBe("/book-now");
  });

  it.each([
    "https://site.example//evil.example/",
    "https://site.example/%2Fevil.example/",
    "https://site.example/%5Cevil.example/",
    "https://site.example/\\evil.example/",
    "https://site.example//fall-fest-2025",
  ])("keeps %s on the site", (url) => {
    const location = locationFor(url) ?? "";
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, "https://site.example").origin).toBe("https://site.example");
  });
});
