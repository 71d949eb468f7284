import { formatterFactory, HtmlValidate } from "html-validate";
import { prerenderPaths } from "#content/routes.ts";
import { expect, test } from "./support/fixtures.ts";

/** The HTML standard's rules only: how the markup is spelt (self-closed void tags, attribute case) is React's choice. */
const validator = new HtmlValidate({ root: true, extends: ["html-validate:standard"] });
const stylish = formatterFactory("stylish");

/**
 * Every page a visitor can reach, as the server sends it: the prerendered pages (hidden events and
 * the account link pages too), the 404 page, and the pages the server draws (a ticket link's and
 * an unsubscribe link's, here for links that no longer work).
 */
const pages: { path: string; status: number }[] = [
  ...prerenderPaths()
    .filter((path) => path !== "/404")
    .map((path) => ({ path, status: 200 })),
  { path: "/no-such-page", status: 404 },
  { path: "/tickets/not-a-ticket-link", status: 404 },
  { path: "/api/unsubscribe?token=not-a-token", status: 400 },
];

for (const { path, status } of pages) {
  test(`${path} is valid HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(status);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    const report = await validator.validateString(await response.text(), path);
    expect(report.valid, stylish(report.results)).toBe(true);
  });
}
