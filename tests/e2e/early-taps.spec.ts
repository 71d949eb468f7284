import { devices, type Page } from "@playwright/test";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { uniqueEmail } from "./support/addresses.ts";
import { expect, test } from "./support/fixtures.ts";
import { pinClocksInSeason } from "./support/tickets.ts";
import { holdRequests } from "./support/requests.ts";
import { toast } from "./support/toasts.ts";

/**
 * A visitor on a slow phone taps a control as soon as it appears: before the page's scripts have
 * arrived, as its HTML is read, and once it has loaded. Every tap does its job (docs/decisions/043).
 * `EARLY_TAP_RUNS` repeats each journey that many times in one test (ten for the measurement).
 */
const { defaultBrowserType: _, ...pixel } = devices["Pixel 7"];
test.use(pixel);

const RUNS = Number(process.env.EARLY_TAP_RUNS ?? 1);
// A throttled page on two busy cores takes up to half a minute to load, hydrate and do the job.
test.setTimeout(60_000 + RUNS * 60_000);
const MOMENTS = ["commit", "domcontentloaded", "load"] as const;
/** What a slow phone does in the page's thread, as Lighthouse's mobile audit assumes. */
const CPU_SLOWDOWN = 4;
/** Long enough for a throttled page to fetch and run its scripts on two busy cores. */
const DONE = { timeout: 30_000 };

type Moment = (typeof MOMENTS)[number];
interface Journey {
  path: string;
  /** The taps, made as soon as each control can be tapped. */
  tap(page: Page): Promise<void>;
  /** What the taps must have done. */
  done(page: Page): Promise<void>;
}

const dialogOpens = (path: string, control: string | RegExp, dialog: string | RegExp): Journey => ({
  path,
  tap: (page) => page.getByRole("button", { name: control, exact: true }).filter({ visible: true }).first().tap(),
  done: (page) => expect(page.getByRole("dialog", { name: dialog })).toBeVisible(DONE),
});

const journeys: Record<string, Journey> = {
  "the CREATE Center inquiry": dialogOpens("/work", "Inquire About Availability", "CREATE Center Availability"),
  "the wedding inquiry": dialogOpens("/venue", "Book Your Wedding", "Book Your Wedding"),
  "a venue availability check": dialogOpens("/venue", /^Check Availability - /, /^Check Venue Availability: /),
  "the group rates inquiry": dialogOpens("/christmas-lights", "Inquire About Group Rates", "Group Rates Inquiry"),
  "the private event inquiry": dialogOpens("/pique-nique", "Plan a Private Event", "Private Event Inquiry"),
  "the gate video": dialogOpens("/pique-nique", "Watch Video Instructions", "How to find Pique Nique and use the gate"),
  "Find my tickets": dialogOpens("/events/christmas-lights", "Find my tickets", "Find my tickets"),
  "a gallery photo": dialogOpens("/gallery", "View larger: Sunset over the Coosa River", "Resort Gallery"),
  "the menu": {
    path: "/events",
    tap: (page) => page.getByRole("banner").getByRole("button", { name: "Menu" }).tap(),
    done: (page) =>
      expect(page.getByRole("banner").getByRole("button", { name: "Menu" })).toHaveAttribute(
        "aria-expanded",
        "true",
        DONE,
      ),
  },
  "the nearby places' Show More": {
    path: "/",
    tap: (page) => page.getByRole("button", { name: "Show More" }).tap(),
    done: (page) => expect(page.getByRole("button", { name: "Show Less" })).toBeVisible(DONE),
  },
  "the chat button": {
    path: "/work",
    tap: (page) => page.getByRole("button", { name: "Open chat with our assistant" }).tap(),
    done: (page) => expect(page.getByRole("dialog", { name: "Resort Assistant" })).toBeVisible(DONE),
  },
  "the ticket steppers and checkout": {
    path: "/events/christmas-lights",
    async tap(page) {
      const tickets = page.getByRole("region", { name: "Buy Tickets" });
      await tickets.getByRole("button", { name: "Add one Adult ticket" }).tap();
      await tickets.getByRole("button", { name: "Continue to Checkout" }).tap();
    },
    async done(page) {
      const tickets = page.getByRole("region", { name: "Buy Tickets" });
      await expect(tickets.getByLabel("Adult quantity")).toHaveValue("1", DONE);
      await expect(tickets.getByText("Please choose a night.")).toBeVisible(DONE);
    },
  },
  "the newsletter signup": {
    path: "/venue",
    async tap(page) {
      const footer = page.getByRole("contentinfo");
      await footer.getByLabel("Email address").fill(uniqueEmail("early"));
      await footer.getByRole("button", { name: "Subscribe" }).tap();
    },
    done: (page) =>
      expect(toast(page, "Welcome aboard!", "You've successfully subscribed to our newsletter.")).toBeVisible(DONE),
  },
  "the contact form": {
    path: "/",
    async tap(page) {
      const form = page.getByRole("form", { name: "Send Us a Message" });
      await form.getByLabel("First Name").fill("Ada");
      await form.getByLabel("Last Name").fill("Lovelace");
      await form.getByLabel("Email").fill("ada@example.org");
      await form.getByLabel("Subject").fill("Early question");
      await form.getByLabel("Message").fill("Is the river warm enough for a swim in June?");
      await form.getByRole("button", { name: "Send Message" }).tap();
    },
    done: (page) =>
      expect(toast(page, "Message Sent!", "Thank you for contacting us. We'll get back to you soon.")).toBeVisible(
        DONE,
      ),
  },
};

pinClocksInSeason();

for (const [name, journey] of Object.entries(journeys)) {
  for (const moment of MOMENTS) {
    test(`${name} does its job when tapped at ${moment} on a slow phone`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      for (let run = 0; run < RUNS; run += 1) {
        await visitAndTap(page, journey, moment);
      }
    });
  }
}

async function visitAndTap(page: Page, journey: Journey, moment: Moment) {
  // Each visit as a new visitor's, so that repeated sends stay within the forms' rate limits.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": nextClientAddress(test.info().workerIndex) });
  await page.goto(journey.path, { waitUntil: moment });
  await journey.tap(page);
  await journey.done(page);
}

test("a tap held until the scripts arrive shows it is pending, and a second tap does not undo the first", async ({
  page,
}) => {
  const release = await holdRequests(page, "/assets/*.js");
  await page.goto("/work", { waitUntil: "load" });
  const trigger = page.getByRole("button", { name: "Inquire About Availability" });
  await trigger.tap();
  await trigger.tap();
  await expect(trigger).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  release();
  const dialog = page.getByRole("dialog", { name: "CREATE Center Availability" });
  await expect(dialog).toBeVisible(DONE);
  // The open dialog hides the page behind it from the accessibility tree.
  await expect(
    page.getByRole("button", { name: "Inquire About Availability", includeHidden: true }),
  ).not.toHaveAttribute("aria-busy");
  await expect(dialog).toBeVisible();
});
