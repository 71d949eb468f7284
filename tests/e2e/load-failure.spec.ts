import { expect, test } from "./support/fixtures.ts";
import { untilHydrated } from "./support/hydration.ts";
import { stubImages } from "./support/images.ts";

const DIALOG_CHUNK = /\/inquiry-dialog-content-[\w-]+\.js(\?.*)?$/;

test("when an inquiry dialog's code fails to load the page says so, and Try Again opens the dialog", async ({
  page,
  consoleErrors,
}) => {
  await stubImages(page);
  let refused = 0;
  await page.route(DIALOG_CHUNK, (route) => {
    refused += 1;
    return route.abort("internetdisconnected");
  });
  await page.goto("/christmas-lights");
  const trigger = page.getByRole("button", { name: "Inquire About Group Rates" });
  await untilHydrated(trigger);
  await trigger.click();

  const failure = page.getByRole("alert");
  await expect(failure).toContainText("The inquiry form could not load. Check your connection and try again.");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(refused).toBeGreaterThan(0);

  await page.unroute(DIALOG_CHUNK);
  await failure.getByRole("button", { name: "Try Again" }).click();
  const dialog = page.getByRole("dialog", { name: "Group Rates Inquiry" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Organization")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(trigger).toBeFocused();
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter(
      (message) => !message.includes("ERR_INTERNET_DISCONNECTED") && !message.includes("dynamically imported module"),
    ),
  );
});
