import { expect, request, test } from "@playwright/test";
import { baseURL } from "#tests/e2e/support/browser.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { uniqueEmail } from "./support/addresses.ts";
import { pauseClock } from "./support/clock.ts";
import { launchWithFakeCamera, pictureFrame, writeY4m } from "./support/fake-camera.ts";
import { untilPageHydrated } from "./support/hydration.ts";
import { enrolThroughApi, staffCliValidAt, staffEmail } from "./support/staff.ts";
import { buyThroughTestCheckout } from "./support/tickets.ts";

test.slow();

/** Tuesday 15 December 2026, a night no other browser test buys for. */
const TONIGHT = "2026-12-15";
/** Noon at the resort that day, where both clocks stand. */
const NOON = new Date("2026-12-15T18:00:00Z");
/** qr-scanner.tsx's: how often the camera's picture is read, and how long the same code is ignored. */
const READ_EVERY_MS = 200;
const SAME_CODE_MS = 4_000;
const dashed = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

test("the door's camera admits a ticket held up to it once, and the same ticket shown again later is already checked in", async () => {
  const info = test.info();
  const extraHTTPHeaders = { "X-Forwarded-For": nextClientAddress(info.workerIndex) };
  // The ticket is bought before the browser starts, since its QR code is the camera's video.
  const api = await request.newContext({ baseURL, extraHTTPHeaders });
  const pinned = await api.post("/api/test/clock", { data: { now: NOON.toISOString() } });
  expect(pinned.ok()).toBe(true);
  const email = uniqueEmail("doorcamera");
  const qr = await buyThroughTestCheckout(api, { email, adults: 1, nightDate: TONIGHT });
  const [ticket] = qr;
  if (!ticket) throw new Error("one ticket expected");
  const [code, png] = ticket;
  const video = info.outputPath("ticket.y4m");
  await writeY4m(video, [await pictureFrame(png)], 10);

  const browser = await launchWithFakeCamera(video);
  try {
    // The pinned clock's cookie comes along.
    const context = await browser.newContext({ baseURL, extraHTTPHeaders, storageState: await api.storageState() });
    await context.grantPermissions(["camera"]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const scans: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST" && sent.url().endsWith("/api/staff/door/check-ins"))
        scans.push(...(sent.postDataJSON() as { scans: { qr?: string }[] }).scans.flatMap((scan) => scan.qr ?? []));
    });

    await enrolThroughApi(
      page.request,
      staffCliValidAt(NOON, "add", "--email", staffEmail("front"), "--role", "front_desk", "--name", "Ana Lens"),
      NOON,
    );
    await page.clock.install({ time: NOON });
    await page.goto("/staff/door");
    await untilPageHydrated(page);
    await expect(page.getByRole("heading", { name: "Door", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Night")).toHaveValue(TONIGHT);
    const connection = page.getByRole("region", { name: "Connection" });
    await expect(connection.getByRole("status")).toHaveText("Online");
    await expect(connection).toContainText(/Tonight's list: \d+ tickets?, \d+ checked in/);
    const last = page.getByRole("region", { name: "Last scan" });

    await page.getByRole("button", { name: "Start camera" }).click();
    await expect(page.getByRole("button", { name: "Stop camera" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByLabel("Camera: hold a ticket's QR code in view")).toBeVisible();
    await expect(last).toContainText("Admit 1");
    await expect(last).toContainText(`Adult · ${dashed(code)} · ${email}`);

    // From here only the test moves the page's time, so every read of the camera is one the test made.
    await pauseClock(page);
    // The ticket stays in front of the camera for twice the window, read at every tick: one guest, one scan.
    await page.clock.runFor(2 * SAME_CODE_MS);
    // Then it is out of view for longer than the window (no read sees it) and shown again.
    await page.clock.fastForward(SAME_CODE_MS + READ_EVERY_MS);
    await expect(last).toContainText("Already checked in");
    await expect(last).toContainText("Checked in at 12:00 PM by Ana Lens");
    // The second scan's request follows any the held ticket had wrongly made.
    expect(scans).toHaveLength(2);
    expect(new Set(scans).size).toBe(1);
    expect(errors, "console errors").toEqual([]);
  } finally {
    await browser.close();
    await api.dispose();
  }
});
