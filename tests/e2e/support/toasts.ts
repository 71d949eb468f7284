import { expect, type Page } from "@playwright/test";

/** Sonner's live region, where every toast appears. */
function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

/** The newest toast with exactly this title and description. */
export function toast(page: Page, title: string, description: string) {
  return toasts(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByText(description, { exact: true }) })
    .last();
}

export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  await expect(toast(page, title, description)).toBeVisible();
}
