import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** axe walks every node of the page; on two shared cores a long page takes tens of seconds. */
const AXE_TIME = 60_000;

/**
 * axe on the whole page, or only on the given parts (a form, a dialog), so other sections'
 * findings are reported by their own tests.
 */
export async function expectNoAxeViolations(page: Page, ...parts: string[]): Promise<void> {
  const testInfo = test.info();
  testInfo.setTimeout(testInfo.timeout + AXE_TIME);
  const builder = parts.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }));
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
