import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe on the whole page, or only on the given parts (a form, a dialog), so other sections'
 * findings are reported by their own tests.
 */
export async function expectNoAxeViolations(page: Page, ...parts: string[]): Promise<void> {
  const builder = parts.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }));
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
