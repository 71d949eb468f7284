import { expectNoAxeViolations } from "./support/axe.ts";
import { setServerClock } from "./support/clock.ts";
import { expect, test } from "./support/fixtures.ts";
import { enrolThroughApi, staffCli, staffEmail } from "./support/staff.ts";

const T0 = new Date("2026-11-24T15:00:00.000Z");
const PASSWORD = "river-view-9";

test("the front desk finds a guest, verifies, blocks, unblocks, sends a reset link and deletes the account", async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const email = `gwen-${tag}@example.org`;
  await setServerClock(page, T0);
  await enrolThroughApi(page.request, staffCli("add", "--email", staffEmail("desk"), "--role", "front_desk"), T0);
  const registered = await page.request.post("/api/collections/users/records", {
    data: {
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      username: `gwen${tag}`,
      first_name: "Gwen",
      last_name: "Guest",
      phone_number: "2565550142",
    },
  });
  expect(registered.status()).toBe(200);
  const signIn = () =>
    page.request.post("/api/collections/users/auth-with-password", { data: { identity: email, password: PASSWORD } });

  await page.goto("/staff/guests");
  await expect(page.getByRole("heading", { name: "Guests", level: 1 })).toBeVisible();
  await page.getByLabel("Search email, username, name or phone").fill(tag);
  await page.getByRole("button", { name: "Search" }).click();
  const guest = page.getByRole("list", { name: "Guest accounts" }).getByRole("listitem", { name: email });
  await expect(guest).toContainText("Gwen Guest");
  await expect(guest).toContainText("Not verified");
  await expectNoAxeViolations(page);

  await guest.getByRole("button", { name: `Mark ${email} verified` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${email} is verified.` })).toBeVisible();
  await expect(guest).toContainText("Verified");

  await guest.getByRole("button", { name: `Block ${email}` }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `${email} is blocked: signed out everywhere, no sign-in, no gate code.` }),
  ).toBeVisible();
  await expect(guest).toContainText("Blocked");
  expect((await signIn()).status()).toBe(400);

  await guest.getByRole("button", { name: `Unblock ${email}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${email} can sign in again.` })).toBeVisible();
  expect((await signIn()).status()).toBe(200);

  await guest.getByRole("button", { name: `Send ${email} a password-reset link` }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "A password-reset link is on its way to the guest." }),
  ).toBeVisible();

  await guest.getByRole("button", { name: `Delete ${email}` }).click();
  await guest.getByRole("button", { name: "Keep it" }).click();
  await expect(guest).toBeVisible();
  await guest.getByRole("button", { name: `Delete ${email}` }).click();
  await guest.getByRole("button", { name: `Yes, delete ${email}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "The account is deleted." })).toBeVisible();
  await expect(page.getByText("No account matches.")).toBeVisible();
  expect((await signIn()).status()).toBe(400);
});
