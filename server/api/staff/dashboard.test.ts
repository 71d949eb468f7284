import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatUnreadCount, UNREAD_COUNT_CAP } from "#domain/staff/inbox.ts";
import { dashboardAnswer } from "#domain/staff/mail-schemas.ts";
import { recordLead } from "#server/inbox/leads.ts";
import { signedInGuest } from "#server/testing/guest.ts";
import { validContact } from "#server/testing/messages.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServerOn, type TestServer } from "#server/testing/test-server.ts";

const databases = testDatabases();

describe.each(databases)("the dashboard's today and this week on $name", ({ url }) => {
  let server: TestServer;
  let manager: StaffClient;
  let arrivals = 0;

  const at = (iso: string) => server.deps.clock.set(new Date(iso));
  const board = async () => {
    const response = await staffRequest(server, "/dashboard", { cookie: await freshSessionCookie(server, manager) });
    expect(response.status).toBe(200);
    // Parsed as the console parses it, so the answer keeps to the schema both share.
    return dashboardAnswer.parse(await response.json());
  };
  /** A lead, a guest account and a subscriber, each arriving at `iso`. */
  const arrive = async (iso: string) => {
    at(iso);
    arrivals += 1;
    const ip = `198.19.1.${arrivals}`;
    const contact = await server.postJson(
      "/api/send-contact-email",
      { ...validContact, email: `v${arrivals}@example.org` },
      { ip },
    );
    expect(contact.status).toBe(200);
    const subscribed = await server.postJson(
      "/api/subscribe-newsletter",
      { email: `s${arrivals}@example.org` },
      { ip },
    );
    expect(subscribed.status).toBe(200);
    await signedInGuest(server, {
      email: `g${arrivals}@example.org`,
      first_name: "Gil",
      last_name: "Guest",
      username: `guest${arrivals}`,
    });
  };

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_dashboard");
    at("2026-11-01T15:00:00.000Z");
    manager = await enrolStaff(server, { email: "manager@example.com", role: "manager" });
  });

  afterAll(() => server?.close());

  it("counts what arrived since midnight and over the seven days to today, at the resort", async () => {
    // Tuesday 17 Nov, 11:30 PM in Gadsden: eight days before the 25th, so outside its week.
    await arrive("2026-11-18T05:30:00.000Z");
    // Thursday 19 Nov, 00:30 AM in Gadsden (06:30 UTC): the first day of the week to the 25th.
    await arrive("2026-11-19T06:30:00.000Z");
    // Tuesday 24 Nov, 10:30 PM in Gadsden, though the 25th in Greenwich: yesterday at the resort.
    await arrive("2026-11-25T04:30:00.000Z");
    // Wednesday 25 Nov, 9 AM.
    await arrive("2026-11-25T15:00:00.000Z");

    at("2026-11-25T20:00:00.000Z");
    const now = await board();
    expect(now.leads).toMatchObject({ today: 1, week: 3, new: 4 });
    expect(now.guests).toMatchObject({ total: 4, week: 3 });
    expect(now.subscribers).toEqual({ subscribed: 4, week: 3 });

    // A week later nothing is this week's any more.
    at("2026-12-02T20:00:00.000Z");
    const later = await board();
    expect(later.leads).toMatchObject({ today: 0, week: 0 });
    expect(later.guests.week).toBe(0);
    expect(later.subscribers?.week).toBe(0);
  });

  it("counts unread leads up to its cap, and says so", async () => {
    at("2026-12-09T15:00:00.000Z");
    const already = (await board()).leads.unread;
    await server.deps.db.transaction().execute(async (trx) => {
      for (let index = 0; index < UNREAD_COUNT_CAP - already + 5; index += 1)
        await recordLead(
          trx,
          {
            source: "contact",
            sourceId: 100_000 + index,
            kind: "contact",
            name: "Many Leads",
            email: `lead${index}@example.org`,
            subject: "Hello",
            message: "Hello",
            searchable: [],
          },
          new Date("2026-12-09T15:00:00.000Z"),
        );
    });
    expect((await board()).leads.unread).toBe(UNREAD_COUNT_CAP);
    expect(formatUnreadCount(UNREAD_COUNT_CAP)).toBe("1,000+");
    expect(formatUnreadCount(UNREAD_COUNT_CAP - 1)).toBe("999");
  });
});
