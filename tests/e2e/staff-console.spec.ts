import { nextClientAddress } from "#server/testing/client-address.ts";
import { baseURL } from "#tests/e2e/support/browser.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { setServerClock } from "./support/clock.ts";
import { forgiveFailedRequests } from "./support/console.ts";
import { expect, test } from "./support/fixtures.ts";
import { STAFF_PASSWORD, enrolThroughApi, signInThroughForm, staffCli, staffEmail, totpCode } from "./support/staff.ts";

const T0 = new Date("2026-11-24T15:00:00.000Z");
const PASSWORD = "river otter 2026 console";

test.describe("staff console", () => {
  test("the first owner enrols from a command-line link with TOTP, signs out and signs in again", async ({
    page,
    consoleErrors,
  }) => {
    const email = staffEmail("owner");
    const link = staffCli("add", "--email", email, "--role", "owner", "--name", "Olive Owner");
    await setServerClock(page, T0);
    await page.clock.install({ time: T0 });

    const response = await page.goto(link);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.getByRole("heading", { name: "Set up two-step sign-in" })).toBeVisible();
    await expect(page.getByRole("img", { name: `QR code that adds ${email} to an authenticator app` })).toBeVisible();
    const secret = await page.getByLabel(/setup key/).inputValue();
    await expectNoAxeViolations(page);

    await page.getByLabel("Choose a password").fill(PASSWORD);
    await page.getByLabel("Type the password again").fill(PASSWORD);
    await page.getByLabel("Code from your app").fill(totpCode(secret, T0));
    await page.getByRole("button", { name: "Confirm and continue" }).click();

    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    await expect(page.getByRole("button", { name: "Continue to the console" })).toBeDisabled();
    await page.getByLabel("I saved my recovery codes somewhere safe").check();
    await page.getByRole("button", { name: "Continue to the console" }).click();

    await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toContainText("Olive Owner");
    await expect(page.getByRole("banner")).toContainText("(Owner)");
    const nav = page.getByRole("navigation", { name: "Console" });
    await expect(nav.getByRole("link")).toHaveText([
      "Today",
      "Inbox",
      "Guests",
      "Subscribers",
      "Newsletters",
      "Mail",
      "Door",
      "Orders",
      "Nights",
      "Content",
      "Settings",
      "Audit",
      "Staff",
      "Sessions",
      "Backup",
    ]);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/staff/sessions");
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();

    // The enrolment code's time step is spent: the next sign-in takes the next code.
    // One step on: enrolments of the tests running beside this one, at T0, still fall within the window.
    const later = new Date(T0.getTime() + 30_000);
    await setServerClock(page, later);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Authentication code").fill(totpCode(secret, T0));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("That code is not right");
    await page.getByLabel("Authentication code").fill(totpCode(secret, later));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();

    await nav.getByRole("link", { name: "Audit" }).click();
    await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
    await page.getByLabel("Done by (email)").fill(email);
    await page.getByRole("button", { name: "Filter" }).click();
    const entries = page.getByRole("list", { name: "Audit entries" }).getByRole("listitem");
    await expect(entries.first()).toContainText("session.sign-in");
    await expect(entries).toHaveCount(4);
    await expect(entries.last()).toContainText("staff.enrol");
    await expectNoAxeViolations(page);
    // The console asking who is signed in after the sign-out, and the spent code.
    expect(forgiveFailedRequests(consoleErrors, [401, 400])).toBe(2);
  });

  test("an owner adds a front-desk member, who is refused the owner's screens and API, and ends their session", async ({
    page,
    browser,
  }) => {
    const ownerEmail = staffEmail("owner");
    await setServerClock(page, T0);
    await page.clock.install({ time: T0 });
    await enrolThroughApi(
      page.request,
      staffCli("add", "--email", ownerEmail, "--role", "owner", "--name", "Otto Owner"),
      T0,
    );
    await page.goto("/staff/accounts");
    await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();

    const deskEmail = staffEmail("desk");
    const deskName = `Dana Desk ${deskEmail.slice(5, 11)}`;
    await page.getByLabel("Name").fill(deskName);
    await page.getByLabel("Email").fill(deskEmail);
    await page.getByLabel("Role", { exact: true }).selectOption({ label: "Front desk" });
    await page.getByRole("button", { name: "Add and make an enrolment link" }).click();
    const link = await page.getByLabel(`Enrolment link for ${deskEmail}`).inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL}/staff/enrol#`));
    await expect(page.getByRole("listitem", { name: deskName })).toContainText("Waiting for enrolment");
    await expectNoAxeViolations(page);

    const desk = await browser.newContext({
      extraHTTPHeaders: { "X-Forwarded-For": nextClientAddress(test.info().workerIndex) },
    });
    const deskPage = await desk.newPage();
    await setServerClock(deskPage, T0);
    await enrolThroughApi(deskPage.request, link, T0);
    await deskPage.goto("/staff/accounts");
    await expect(deskPage.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
    await expect(deskPage.getByRole("navigation", { name: "Console" }).getByRole("link")).toHaveText([
      "Today",
      "Inbox",
      "Guests",
      "Newsletters",
      "Door",
      "Orders",
      "Content",
      "Sessions",
    ]);
    expect((await deskPage.request.get("/api/staff/accounts")).status()).toBe(403);
    expect((await deskPage.request.get("/api/staff/sessions")).status()).toBe(403);
    expect((await deskPage.request.get("/api/staff/audit")).status()).toBe(403);
    expect((await deskPage.request.get("/api/staff/settings")).status()).toBe(403);
    expect((await deskPage.request.get("/api/staff/backup")).status()).toBe(403);
    expect((await deskPage.request.get("/api/staff/nights?event=christmas-lights")).status()).toBe(403);
    await deskPage.goto("/staff/audit");
    await expect(deskPage.getByRole("heading", { name: "Not available to your role" })).toBeVisible();

    await page.goto("/staff/sessions");
    const all = page.getByRole("region", { name: "All staff sessions" });
    await all.getByRole("button", { name: new RegExp(`^End session: ${deskName},`) }).click();
    await expect(all.getByRole("listitem", { name: new RegExp(`^${deskName},`) })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await deskPage.goto("/staff/sessions");
    await expect(deskPage.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
    expect((await deskPage.request.get("/api/staff/me")).status()).toBe(401);
    await desk.close();
  });

  test("after a lost phone's reset, the password alone opens nothing: the new enrolment link is the way in", async ({
    page,
    consoleErrors,
  }) => {
    const email = staffEmail("lost-phone");
    await setServerClock(page, T0);
    await enrolThroughApi(page.request, staffCli("add", "--email", email, "--role", "manager"), T0);
    const link = staffCli("reset-2fa", "--email", email);

    await page.goto("/staff/sessions");
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Two-step sign-in is not set up for this account yet. Open the enrolment link an owner gave you, or ask an owner for a new one.",
    );
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
    await expect(page.getByLabel("Authentication code")).toHaveCount(0);
    expect((await page.request.get("/api/staff/me")).status()).toBe(401);
    // The console asking who is signed in before the sign-in.
    expect(forgiveFailedRequests(consoleErrors, [401])).toBe(1);

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Set up two-step sign-in" })).toBeVisible();
    // The link alone is not enough: whoever holds it must know the account's password too.
    await expect(page.getByLabel("Choose a password")).toHaveCount(0);
    const secret = await page.getByLabel(/setup key/).inputValue();
    await page.getByLabel("Your password").fill("a guess at the password");
    await page.getByLabel("Code from your app").fill(totpCode(secret, T0));
    await page.getByRole("button", { name: "Confirm and continue" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "That password is not right. Enter the password you sign in with.",
    );
    await expect(page.getByRole("list", { name: "Recovery codes" })).toHaveCount(0);
    expect((await page.request.get("/api/staff/me")).status()).toBe(401);

    await page.getByLabel("Your password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Confirm and continue" }).click();
    await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    expect((await page.request.get("/api/staff/me")).status()).toBe(200);
    expect(forgiveFailedRequests(consoleErrors, [400])).toBe(1);
  });

  test("a stranger failing on a manager's email keeps neither the manager's own browser out nor goes unnoticed", async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const email = staffEmail("device");
    await setServerClock(page, T0);
    const link = staffCli("add", "--email", email, "--role", "manager", "--name", "Mona Manager");
    const token = link.slice(link.indexOf("#") + 1);
    const headers = { Origin: baseURL };
    const start = await page.request.post("/api/staff/enrolment/start", { data: { token }, headers });
    const { secret } = (await start.json()) as { secret: string };
    const enrolled = await page.request.post("/api/staff/enrolment/confirm", {
      data: { token, password: PASSWORD, code: totpCode(secret, T0) },
      headers,
    });
    expect(enrolled.status()).toBe(200);

    // One time step on, as the enrolment spent T0's code.
    const later = new Date(T0.getTime() + 30_000);
    const strangerAddress = nextClientAddress(test.info().workerIndex);
    const stranger = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": strangerAddress } });
    const newDeviceAddress = nextClientAddress(test.info().workerIndex);
    const newDevice = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": newDeviceAddress } });
    for (const context of [stranger, newDevice]) {
      const clock = await context.request.post("/api/test/clock", { data: { now: later.toISOString() } });
      expect(clock.ok()).toBe(true);
    }
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const failed = await stranger.request.post("/api/staff/sign-in", {
        data: { email, password: `a guess at the password ${attempt}` },
        headers,
      });
      expect(failed.status()).toBe(400);
    }
    const refused = await newDevice.request.post("/api/staff/sign-in", {
      data: { email, password: PASSWORD },
      headers,
    });
    expect(await refused.json()).toEqual({ error: "The email or password is not right." });
    await stranger.close();
    await newDevice.close();

    await setServerClock(page, later);
    await page.goto("/staff");
    await page.getByRole("button", { name: "Sign out" }).click();
    await signInThroughForm(page, { email, secret, at: later, password: PASSWORD });

    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Sessions" }).click();
    const failures = page.getByRole("region", { name: "Failed sign-ins" });
    await expect(failures).toContainText(
      "7 failed sign-in attempts on your account since your last sign-in. If they were not yours, tell an owner.",
    );
    const latest = failures.getByRole("list", { name: "Latest failed sign-ins" }).getByRole("listitem");
    await expect(latest).toHaveCount(7);
    await expect(latest.first()).toContainText(`${newDeviceAddress} · Password not accepted`);
    await expect(latest.last()).toContainText(`${strangerAddress} · Password not accepted`);
    await expectNoAxeViolations(page);
    // The console may ask who is signed in while the sign-out takes it to the sign-in screen.
    forgiveFailedRequests(consoleErrors, [401]);
  });

  test("the home page loads none of the console's code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /\/(staff|console|shell|sign-in-screen|enrol-screen|schemas)-/.test(path))).toEqual(
      [],
    );
    await page.goto("/staff/sign-in");
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
    expect(scripts.some((path) => /\/staff-/.test(path))).toBe(true);
  });
});
