import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buyTickets, christmasTickets } from "#server/testing/orders.ts";
import {
  doorCheckInAnswer,
  doorCheckInRequest,
  doorListAnswer,
  doorMessages,
  doorSearchAnswer,
  MAX_SCANS_PER_SYNC,
  type DoorScanResult,
} from "#domain/staff/door-schemas.ts";
import { formatTicketCode } from "#domain/ticket-codes.ts";
import { formatReference, newOrderReference, ticketQr } from "#server/box-office/tickets.ts";
import { DOOR_SYNC_MAX_BYTES, MAX_JSON_BYTES } from "#server/http/errors.ts";
import { enrolStaff, freshSessionCookie, staffRequest, type StaffClient } from "#server/testing/staff.ts";
import { testDatabases } from "#server/testing/test-postgres.ts";
import { startTestServer, startTestServerOn, type TestServer } from "#server/testing/test-server.ts";
import { messages } from "./router.ts";

const ORIGIN = "http://localhost:3000";
const SECRET = "test-secret-test-secret-test-secret-0123";
/** Saturday 5 December 2026, noon in Gadsden: a night of the Christmas Lights season. */
const IN_SEASON = new Date("2026-12-05T18:00:00Z");
const TONIGHT = "2026-12-05";

interface Scan {
  id: string;
  qr?: string;
  code?: string;
  scannedAt: string;
}

let scans = 0;
/** A scan of a ticket's QR code, under an id of its own, made when the server's clock says unless told. */
function scanOf(code: string, scannedAt?: string, id?: string): Scan {
  scans += 1;
  return { id: id ?? `scan-${scans}`, qr: ticketQr(SECRET, code), scannedAt: scannedAt ?? "" };
}

describe.each(testDatabases())("the door on $name", ({ url }) => {
  let server: TestServer;
  let dana: StaffClient;
  let omar: StaffClient;
  let maya: StaffClient;
  let buyers = 0;

  beforeAll(async () => {
    server = await startTestServerOn(url, "resort_door");
    server.deps.clock.set(IN_SEASON);
    dana = await enrolStaff(server, { email: "dana@example.com", role: "front_desk", name: "Dana Door" });
    omar = await enrolStaff(server, { email: "omar@example.com", role: "front_desk", name: "Omar Other" });
    maya = await enrolStaff(server, { email: "maya@example.com", role: "manager", name: "Maya Manager" });
  });
  afterAll(() => server?.close());
  beforeEach(() => server.deps.clock.set(IN_SEASON));

  const now = () => server.deps.clock.now().toISOString();
  const minutesFromNow = (minutes: number) => new Date(server.deps.clock.now().getTime() + minutes * 60_000);

  /** Buys through the test checkout, and answers the order and its tickets' codes in order. */
  const buy = (items: { priceId: string; quantity: number }[], nightDate?: string, email?: string) =>
    buyTickets(server, { email: email ?? `buyer-${(buyers += 1)}@example.com`, items, nightDate });
  const { adult: adults, pass: passes } = christmasTickets;
  const nameBuyer = (orderId: number, name: string) =>
    server.deps.db.updateTable("ticket_orders").set({ customer_name: name }).where("id", "=", orderId).execute();

  const get = async (path: string, member = dana) =>
    staffRequest(server, path, { cookie: await freshSessionCookie(server, member) });
  /** A night's list: tonight's as the front desk gets it, another night's as a manager does. */
  const list = async (night = TONIGHT, member = night === TONIGHT ? dana : maya) => {
    const response = await get(`/door/list?event=christmas-lights&night=${night}`, member);
    expect(response.status).toBe(200);
    return doorListAnswer.parse(await response.json());
  };
  const search = async (q: string) => {
    const response = await get(`/door/search?event=christmas-lights&night=${TONIGHT}&q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(JSON.stringify(body)).not.toContain("signature");
    return doorSearchAnswer.parse(body).tickets;
  };
  const post = async (body: unknown, member = dana, target = server) =>
    staffRequest(target, "/door/check-ins", { cookie: await freshSessionCookie(server, member), body });
  /** Sends scans for a night and answers their results; a scan without a time was made now. */
  const checkIn = async (sent: Scan[], { member = dana, night = TONIGHT, target = server } = {}) => {
    const response = await post(
      {
        event: "christmas-lights",
        night,
        scans: sent.map((scan) => ({ ...scan, scannedAt: scan.scannedAt || now() })),
      },
      member,
      target,
    );
    expect(response.status).toBe(200);
    return doorCheckInAnswer.parse(await response.json()).results;
  };
  const checkInRows = (code: string) =>
    server.deps.db
      .selectFrom("ticket_check_ins as c")
      .innerJoin("tickets as t", "t.id", "c.ticket_id")
      .select(["c.night_date", "c.scan_id", "c.checked_in_at", "c.staff_id", "c.recorded_at"])
      .where("t.code", "=", code)
      .orderBy("c.night_date")
      .execute();
  const auditEntries = (action: string) =>
    server.deps.db
      .selectFrom("audit_log")
      .select(["actor", "target", "after_json"])
      .where("action", "=", action)
      .orderBy("id")
      .execute();

  it("lists tonight's tickets and every pass of the event, not other nights', each with a hash of its QR code and neither the code's signature nor the buyer's email", async () => {
    const family = await buy([adults(2), passes(1)], TONIGHT);
    const later = await buy([adults(1)], "2026-12-12");
    const passOnly = await buy([passes(1)]);
    await nameBuyer(family.order.id, "Holly Family");

    const response = await get(`/door/list?event=christmas-lights&night=${TONIGHT}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const answer = doorListAnswer.parse(JSON.parse(text));
    expect(answer.event).toEqual({ id: "christmas-lights", name: "Christmas Lights Drive-Through" });
    expect(answer.night).toBe(TONIGHT);
    expect(answer.generatedAt).toBe(IN_SEASON.toISOString());
    expect(answer.tickets.map((ticket) => ticket.code)).toEqual([...family.codes, ...passOnly.codes]);
    expect(answer.tickets.map((ticket) => ticket.code)).not.toContain(later.codes[0]);
    // What the device keeps checks a QR code and cannot make one: the signature is nowhere in it.
    for (const ticket of answer.tickets) {
      const qr = ticketQr(SECRET, ticket.code);
      expect(text).not.toContain(qr.slice(qr.lastIndexOf(":") + 1));
      expect(ticket.qrHash).toBe(createHash("sha256").update(qr).digest("base64url"));
    }
    expect(text).not.toContain(family.order.customer_email);
    expect(text).not.toContain(passOnly.order.customer_email);
    expect(text).not.toContain("@");
    expect(answer.tickets[0]).toEqual({
      code: family.codes[0],
      qrHash: expect.stringMatching(/^[\w-]{43}$/),
      label: "Adult",
      nightDate: TONIGHT,
      season: null,
      status: "valid",
      orderReference: formatReference(family.order.reference),
      buyerName: "Holly Family",
      checkedInAt: null,
      checkedInBy: null,
    });
    expect(answer.tickets[2]).toMatchObject({
      label: "Season Pass",
      nightDate: null,
      season: { from: "2026-11-21", until: "2027-01-04" },
    });
    expect(answer.tickets[3]).toMatchObject({ code: passOnly.codes[0], nightDate: null, buyerName: null });

    // Another night's list has its own tickets and the same passes.
    expect((await list("2026-12-12")).tickets.map((ticket) => ticket.code)).toEqual([
      family.codes[2],
      ...later.codes,
      ...passOnly.codes,
    ]);
  });

  it("refuses an event not sold by the night, a night the event does not have, and a malformed query", async () => {
    const otherEvent = await get(`/door/list?event=haunted-harvest&night=${TONIGHT}`);
    expect(otherEvent.status).toBe(404);
    expect(await otherEvent.json()).toEqual({ error: doorMessages.unknownEvent });
    for (const path of [
      "/door/list?event=christmas-lights&night=2026-11-20",
      "/door/search?event=christmas-lights&night=2026-11-20&q=abc",
      "/door/guest-list.csv?event=christmas-lights&night=2026-11-20",
    ]) {
      const notANight = await get(path);
      expect(notANight.status, path).toBe(400);
      expect(await notANight.json(), path).toEqual({
        error: doorMessages.noSuchNight,
        fields: { night: doorMessages.noSuchNight },
      });
    }
    for (const path of [
      "/door/list?event=christmas-lights",
      "/door/list?event=christmas-lights&night=2026-12-32",
      `/door/list?event=christmas-lights&night=${TONIGHT}&extra=1`,
      `/door/search?event=christmas-lights&night=${TONIGHT}`,
      `/door/search?event=christmas-lights&night=${TONIGHT}&q=${"x".repeat(101)}`,
    ]) {
      const malformed = await get(path);
      expect(malformed.status, path).toBe(400);
      const body = (await malformed.json()) as { error: string; fields: Record<string, string> };
      expect(body.error, path).toBe(doorMessages.query);
      expect(Object.keys(body.fields).length, path).toBeGreaterThan(0);
    }
  });

  it("finds a ticket by its code typed any way, its order reference, or part of the buyer's email or name", async () => {
    const { order, codes } = await buy([adults(2)], TONIGHT, "holly.berry@example.com");
    await nameBuyer(order.id, "Holly Berry");
    // A code with 0s and 1s, to type as O, I and L.
    await server.deps.db
      .updateTable("tickets")
      .set({ code: "K0Q1F0M1" })
      .where("code", "=", codes[1] ?? "")
      .execute();
    const [first = ""] = codes;
    const found = async (q: string) => (await search(q)).map((ticket) => ticket.code);

    expect(await found(formatTicketCode(first).toLowerCase())).toEqual([first]);
    expect(await found(first)).toEqual([first]);
    expect(await found("kOqI-fOml")).toEqual(["K0Q1F0M1"]);
    expect(await found(formatReference(order.reference).toLowerCase())).toEqual([first, "K0Q1F0M1"]);
    expect(await found(order.reference)).toEqual([first, "K0Q1F0M1"]);
    expect(await found("BERRY@EXAMPLE")).toEqual([first, "K0Q1F0M1"]);
    expect(await found("holly b")).toEqual([first, "K0Q1F0M1"]);
    expect((await search("holly b"))[0]).toEqual({
      code: first,
      label: "Adult",
      nightDate: TONIGHT,
      season: null,
      status: "valid",
      orderReference: formatReference(order.reference),
      buyerEmail: "holly.berry@example.com",
      buyerName: "Holly Berry",
      checkedInAt: null,
      checkedInBy: null,
    });
    // Typed wildcards are looked for as themselves.
    expect(await found("%")).toEqual([]);
    expect(await found("_")).toEqual([]);
    expect(await found("nobody-at-all")).toEqual([]);
  });

  it("leaves last season's passes off tonight's list, and answers a scan of one as not for tonight", async () => {
    server.deps.clock.set(new Date("2025-12-06T18:00:00Z"));
    const lastSeason = await buy([passes(1)]);
    server.deps.clock.set(IN_SEASON);
    const thisSeason = await buy([passes(1)]);

    const codes = (await list()).tickets.map((ticket) => ticket.code);
    expect(codes).toContain(thisSeason.codes[0]);
    expect(codes).not.toContain(lastSeason.codes[0]);
    const [old, current] = await checkIn([scanOf(lastSeason.codes[0] ?? ""), scanOf(thisSeason.codes[0] ?? "")]);
    expect(old).toMatchObject({
      outcome: "wrong-night",
      ticket: { nightDate: null, season: { from: "2025-11-21", until: "2026-01-04" } },
    });
    expect(current).toMatchObject({ outcome: "admitted" });
  });

  it("finds another night's tickets after tonight's, and answers at most 50", async () => {
    const tonight = await buy([adults(1)], TONIGHT, "crowd@example.com");
    // Ten places, as many as one buyer may hold on a night; the rest of the crowd is written in.
    const { order } = await buy([adults(10)], "2026-12-19", "crowd@example.com");
    await server.deps.db
      .insertInto("tickets")
      .values(
        Array.from({ length: 50 }, (_, index) => ({
          order_id: order.id,
          code: `CR${String(index).padStart(6, "0")}`,
          ticket_type: "christmas-adult",
          label: "Adult",
          night_date: "2026-12-19",
          status: "valid" as const,
          created_at: IN_SEASON.toISOString(),
        })),
      )
      .execute();
    const crowd = await search("crowd@");
    expect(crowd).toHaveLength(50);
    expect(crowd[0]).toMatchObject({ code: tonight.codes[0], nightDate: TONIGHT });
    expect(crowd.slice(1).every((ticket) => ticket.nightDate === "2026-12-19")).toBe(true);
  });

  it("answers each outcome: admitted, already checked in, void, wrong night, unknown, and a forged QR code", async () => {
    const { codes } = await buy([adults(3)], TONIGHT, "outcomes@example.com");
    const [admitted = "", voided = "", untouched = ""] = codes;
    const later = await buy([adults(1)], "2026-12-12");
    await server.deps.db.updateTable("tickets").set({ status: "void" }).where("code", "=", voided).execute();
    // A ticket of another event, signed by the same box office.
    const other = await server.deps.db
      .insertInto("ticket_orders")
      .values({
        session_id: "cs_test_fall_fest",
        mode: "test",
        event_id: "fall-fest-2025",
        event_name: "Fall Fest",
        customer_email: "fall@example.com",
        amount_total_cents: 1500,
        currency: "usd",
        created_at: IN_SEASON.toISOString(),
        night_date: "2025-10-10",
        reference: newOrderReference(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await server.deps.db
      .insertInto("tickets")
      .values({
        order_id: other.id,
        code: "FF2025AA",
        ticket_type: "haunted-forest-adult",
        label: "Haunted Forest adult",
        night_date: "2025-10-10",
        status: "valid",
        created_at: IN_SEASON.toISOString(),
      })
      .execute();

    const first = scanOf(admitted, "2026-12-05T17:59:00.000Z");
    const sent: Scan[] = [
      first,
      { id: "typed-again", code: formatTicketCode(admitted).toLowerCase(), scannedAt: "2026-12-05T17:59:30.000Z" },
      scanOf(voided),
      scanOf(later.codes[0] ?? ""),
      scanOf("FF2025AA"),
      { id: "no-such-code", code: "ZZZZ-ZZZZ", scannedAt: "" },
      { id: "forged", qr: `RT1:${untouched}:${"A".repeat(26)}`, scannedAt: "" },
      { id: "not-ours", qr: "https://example.com/ticket/123", scannedAt: "" },
      { id: "garbled", code: "K7!", scannedAt: "" },
    ];
    const results = await checkIn(sent);
    expect(results.map((result) => [result.id, result.outcome])).toEqual([
      [first.id, "admitted"],
      ["typed-again", "already-checked-in"],
      [sent[2]?.id, "void"],
      [sent[3]?.id, "wrong-night"],
      [sent[4]?.id, "wrong-night"],
      ["no-such-code", "unknown"],
      ["forged", "unknown"],
      ["not-ours", "unknown"],
      ["garbled", "unknown"],
    ]);
    const checkedIn = { at: "2026-12-05T17:59:00.000Z", by: "Dana Door" };
    expect(results[0]).toMatchObject({
      checkedIn,
      ticket: { code: admitted, checkedInAt: checkedIn.at, checkedInBy: "Dana Door" },
    });
    expect(results[1]?.checkedIn).toEqual(checkedIn);
    expect(results[2]).toMatchObject({ ticket: { code: voided, status: "void", checkedInAt: null } });
    expect(results[2]?.checkedIn).toBeUndefined();
    expect(results[3]).toMatchObject({ ticket: { nightDate: "2026-12-12" } });
    expect(results[4]).toMatchObject({ ticket: { code: "FF2025AA", nightDate: "2025-10-10" } });
    for (const result of results.slice(5)) {
      expect(result.ticket, result.id).toBeUndefined();
      expect(result.checkedIn, result.id).toBeUndefined();
    }

    expect(await checkInRows(admitted)).toHaveLength(1);
    for (const code of [voided, untouched, later.codes[0] ?? "", "FF2025AA"])
      expect(await checkInRows(code)).toEqual([]);
    expect((await auditEntries("door.check-in")).at(-1)).toEqual({
      actor: "dana@example.com",
      target: `night:christmas-lights:${TONIGHT}`,
      after_json: JSON.stringify({
        event: "christmas-lights",
        night: TONIGHT,
        admitted: 1,
        "already-checked-in": 1,
        void: 1,
        "wrong-night": 2,
        unknown: 4,
      }),
    });
  });

  it("answers a scan sent again as admitted, however often, with one check-in", async () => {
    const { codes } = await buy([adults(1)], TONIGHT);
    const scan = scanOf(codes[0] ?? "", now());
    const first = await checkIn([scan]);
    server.deps.clock.set(minutesFromNow(3));
    const retried = await checkIn([scan], { member: omar });
    const twiceInOne = await checkIn([scan, scan]);
    for (const result of [...first, ...retried, ...twiceInOne])
      expect(result).toMatchObject({ outcome: "admitted", checkedIn: { at: scan.scannedAt, by: "Dana Door" } });
    expect(await checkInRows(codes[0] ?? "")).toEqual([
      expect.objectContaining({
        scan_id: scan.id,
        checked_in_at: scan.scannedAt,
        recorded_at: IN_SEASON.toISOString(),
      }),
    ]);
  });

  it("keeps the earliest of a batch's scans of one ticket, whatever their order, and never moves a scan id to another ticket", async () => {
    const { codes } = await buy([adults(2)], TONIGHT);
    const [code = "", other = ""] = codes;
    const late = scanOf(code, "2026-12-05T17:55:00.000Z");
    const early = scanOf(code, "2026-12-05T17:50:00.000Z");
    expect((await checkIn([late, early])).map((result) => [result.id, result.outcome, result.checkedIn?.at])).toEqual([
      [late.id, "already-checked-in", early.scannedAt],
      [early.id, "admitted", early.scannedAt],
    ]);
    // A console that sent one id for two scans: the second cannot be told from a forgery.
    expect(await checkIn([{ ...scanOf(other), id: early.id }])).toMatchObject([{ outcome: "unknown" }]);
    expect(await checkInRows(other)).toEqual([]);
    expect((await checkInRows(code)).map((row) => row.scan_id)).toEqual([early.id]);
  });

  it("records one check-in when two devices scan a ticket at the same moment, 20 times at once (on PostgreSQL across two instances)", async () => {
    // PostgreSQL: a second instance on the same database, as behind a load balancer. SQLite serves
    // one instance, so both devices reach the one app.
    const second = url ? await startTestServer({ DATABASE_URL: server.env.DATABASE_URL }) : server;
    try {
      second.deps.clock.set(IN_SEASON);
      const { codes } = await buy([adults(3)], TONIGHT);
      for (const code of codes) {
        const at = now();
        const requests = await Promise.all(
          Array.from({ length: 20 }, async (_, index) => ({
            body: { event: "christmas-lights", night: TONIGHT, scans: [scanOf(code, at)] },
            cookie: await freshSessionCookie(server, index % 2 === 0 ? dana : omar),
            target: index % 2 === 0 ? server : second,
          })),
        );
        const answers = await Promise.all(
          requests.map(({ body, cookie, target }) => staffRequest(target, "/door/check-ins", { cookie, body })),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
        const results = await Promise.all(
          answers.map(async (answer) => doorCheckInAnswer.parse(await answer.json()).results[0]),
        );
        const outcomes = results.map((result) => result?.outcome);
        expect(outcomes.filter((outcome) => outcome === "admitted")).toHaveLength(1);
        expect(outcomes.filter((outcome) => outcome === "already-checked-in")).toHaveLength(19);
        const rows = await checkInRows(code);
        expect(rows).toHaveLength(1);
        const winner = results.find((result) => result?.outcome === "admitted");
        expect(rows[0]?.scan_id).toBe(winner?.id);
        expect(new Set(results.map((result) => JSON.stringify(result?.checkedIn))).size).toBe(1);
      }
    } finally {
      if (second !== server) await second.close();
    }
  }, 60_000);

  it("lets a scan made offline and synced late take the place of a later one: the first scan wins", async () => {
    const { codes } = await buy([adults(1)], TONIGHT);
    const code = codes[0] ?? "";
    // Dana scans at 12:10 with no signal; her scan waits on the phone.
    const offline = scanOf(code, "2026-12-05T18:10:00.000Z");
    // Omar scans the same ticket at 12:20 and is online.
    server.deps.clock.set(new Date("2026-12-05T18:20:00.000Z"));
    const online = scanOf(code, now());
    expect(await checkIn([online], { member: omar })).toMatchObject([
      { outcome: "admitted", checkedIn: { at: online.scannedAt, by: "Omar Other" } },
    ]);

    // Dana's phone syncs at 12:40, with a scan of another ticket made since.
    server.deps.clock.set(new Date("2026-12-05T18:40:00.000Z"));
    const { codes: others } = await buy([adults(1)], TONIGHT);
    const since = scanOf(others[0] ?? "", "2026-12-05T18:35:00.000Z");
    const synced = await checkIn([offline, since]);
    const danas = { at: offline.scannedAt, by: "Dana Door" };
    expect(synced).toMatchObject([
      { id: offline.id, outcome: "admitted", checkedIn: danas },
      { id: since.id, outcome: "admitted" },
    ]);
    // Omar's phone retries its scan: it lost.
    expect(await checkIn([online], { member: omar })).toMatchObject([
      { id: online.id, outcome: "already-checked-in", checkedIn: danas, ticket: { checkedInBy: "Dana Door" } },
    ]);
    expect(await checkIn([offline])).toMatchObject([{ outcome: "admitted", checkedIn: danas }]);
    // A later scan synced later still does not take over.
    const laterStill = scanOf(code, "2026-12-05T18:30:00.000Z");
    expect(await checkIn([laterStill], { member: omar })).toMatchObject([
      { outcome: "already-checked-in", checkedIn: danas },
    ]);

    expect(await checkInRows(code)).toEqual([
      {
        night_date: TONIGHT,
        scan_id: offline.id,
        checked_in_at: offline.scannedAt,
        staff_id: dana.id,
        recorded_at: "2026-12-05T18:40:00.000Z",
      },
    ]);
    expect((await list()).tickets.find((ticket) => ticket.code === code)).toMatchObject({
      checkedInAt: offline.scannedAt,
      checkedInBy: "Dana Door",
    });
  });

  it("checks a season pass in once on each night", async () => {
    const { codes } = await buy([passes(1)]);
    const pass = codes[0] ?? "";
    expect(await checkIn([scanOf(pass)])).toMatchObject([{ outcome: "admitted" }]);
    expect(await checkIn([scanOf(pass)], { member: omar })).toMatchObject([{ outcome: "already-checked-in" }]);
    // Sunday evening in Gadsden.
    server.deps.clock.set(new Date("2026-12-07T01:00:00.000Z"));
    expect(await checkIn([scanOf(pass)], { member: omar, night: "2026-12-06" })).toMatchObject([
      { outcome: "admitted", checkedIn: { at: "2026-12-07T01:00:00.000Z", by: "Omar Other" } },
    ]);
    expect((await checkInRows(pass)).map((row) => [row.night_date, row.checked_in_at])).toEqual([
      [TONIGHT, IN_SEASON.toISOString()],
      ["2026-12-06", "2026-12-07T01:00:00.000Z"],
    ]);
    const byNight = async (night: string) =>
      (await list(night, maya)).tickets.find((ticket) => ticket.code === pass)?.checkedInBy;
    expect(await byNight(TONIGHT)).toBe("Dana Door");
    expect(await byNight("2026-12-06")).toBe("Omar Other");
    expect(await byNight("2026-12-07")).toBeNull();
  });

  it("takes a scan dated more than 5 minutes ahead of the server's clock as made now", async () => {
    const { codes } = await buy([adults(2)], TONIGHT);
    const results = await checkIn([
      scanOf(codes[0] ?? "", minutesFromNow(10).toISOString()),
      scanOf(codes[1] ?? "", minutesFromNow(4).toISOString()),
    ]);
    expect(results.map((result) => result.checkedIn?.at)).toEqual([
      IN_SEASON.toISOString(),
      minutesFromNow(4).toISOString(),
    ]);
  });

  it("refuses bad input with the staff API's error shape, and records nothing", async () => {
    const { codes } = await buy([adults(1)], TONIGHT);
    const good = scanOf(codes[0] ?? "", now());
    const rowsBefore = await server.deps.db.selectFrom("ticket_check_ins").select("id").execute();
    const auditBefore = await auditEntries("door.check-in");
    const body = (change: Record<string, unknown>) => ({
      event: "christmas-lights",
      night: TONIGHT,
      scans: [good],
      ...change,
    });
    const refused = async (sent: unknown, fields: Record<string, string>) => {
      const response = await post(sent);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.json()).toEqual({ error: "Please check the highlighted fields.", fields });
    };

    const malformed = await server.request("/api/staff/door/check-ins", {
      method: "POST",
      headers: {
        Cookie: await freshSessionCookie(server, dana),
        Origin: ORIGIN,
        "Content-Type": "application/json",
      },
      body: '{"event": "christmas-lights", "scans": [',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "The request body is not valid JSON." });

    await refused(body({ extra: 1 }), { extra: "Unknown field." });
    await refused(body({ scans: [{ ...good, device: "phone" }] }), { "scans.0.device": "Unknown field." });
    await refused(body({ scans: [{ ...good, code: codes[0] }] }), { "scans.0": doorMessages.qrOrCode });
    await refused(body({ scans: [{ id: good.id, scannedAt: good.scannedAt }] }), { "scans.0": doorMessages.qrOrCode });
    await refused(body({ scans: [] }), { scans: doorMessages.noScans });
    await refused(body({ night: "2026-02-30" }), { night: expect.any(String) });
    await refused(body({ scans: [{ ...good, scannedAt: "yesterday" }] }), {
      "scans.0.scannedAt": expect.any(String),
    });
    await refused(body({ scans: [{ ...good, scannedAt: "2026-12-05T18:00:00" }] }), {
      "scans.0.scannedAt": expect.any(String),
    });
    await refused(body({ scans: [{ ...good, id: "x".repeat(65) }] }), { "scans.0.id": expect.any(String) });
    await refused(body({ scans: [{ ...good, id: "" }] }), { "scans.0.id": expect.any(String) });

    const notANight = await post(body({ night: "2026-11-20" }));
    expect(notANight.status).toBe(400);
    expect(await notANight.json()).toEqual({
      error: doorMessages.noSuchNight,
      fields: { night: doorMessages.noSuchNight },
    });
    const otherEvent = await post(body({ event: "haunted-harvest" }));
    expect(otherEvent.status).toBe(404);
    expect(await otherEvent.json()).toEqual({ error: doorMessages.unknownEvent });

    // The shared schema takes 500 scans and refuses a 501st.
    const many = (count: number) =>
      body({ scans: Array.from({ length: count }, (_, index) => ({ ...good, id: `bulk-${index}` })) });
    expect(doorCheckInRequest.safeParse(many(MAX_SCANS_PER_SYNC)).success).toBe(true);
    const tooMany = doorCheckInRequest.safeParse(many(MAX_SCANS_PER_SYNC + 1));
    expect(tooMany.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["scans", doorMessages.tooManyScans],
    ]);
    // Over HTTP, a full batch is larger than other endpoints take, yet reaches the schema.
    expect(JSON.stringify(many(MAX_SCANS_PER_SYNC)).length).toBeGreaterThan(MAX_JSON_BYTES);
    const fullBatchPlusOne = await post(many(MAX_SCANS_PER_SYNC + 1));
    expect(fullBatchPlusOne.status).toBe(400);
    expect((await fullBatchPlusOne.json()).fields).toEqual({ scans: doorMessages.tooManyScans });
    const padded = { ...good, id: "x".repeat(64), qr: "Q".repeat(200), code: undefined };
    const oversized = body({ scans: Array.from({ length: 700 }, () => padded) });
    expect(JSON.stringify(oversized).length).toBeGreaterThan(DOOR_SYNC_MAX_BYTES);
    const tooLarge = await post(oversized);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: "The request is too large." });

    expect(await server.deps.db.selectFrom("ticket_check_ins").select("id").execute()).toEqual(rowsBefore);
    expect(await auditEntries("door.check-in")).toEqual(auditBefore);
  });

  it("refuses a signed-out request on every door endpoint, and lets the front desk in", async () => {
    const paths = [
      `/door/list?event=christmas-lights&night=${TONIGHT}`,
      `/door/search?event=christmas-lights&night=${TONIGHT}&q=abc`,
      `/door/guest-list.csv?event=christmas-lights&night=${TONIGHT}`,
    ];
    for (const path of paths) {
      const signedOut = await staffRequest(server, path);
      expect(signedOut.status, path).toBe(401);
      expect(await signedOut.json()).toEqual({ error: messages.signIn });
      expect((await get(path)).status, path).toBe(200);
    }
    const write = { event: "christmas-lights", night: TONIGHT, scans: [scanOf("ZZZZZZZZ", now())] };
    const signedOut = await staffRequest(server, "/door/check-ins", { body: write });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: messages.signIn });
    expect((await post(write)).status).toBe(200);
  });

  it("gives the front desk tonight's list and guest list, and only a role that may export another night's", async () => {
    const later = await buy([adults(1)], "2026-12-12");
    const paths = (night: string) => [
      `/door/list?event=christmas-lights&night=${night}`,
      `/door/guest-list.csv?event=christmas-lights&night=${night}`,
    ];
    const [listPath = "", csvPath = ""] = paths("2026-12-12");
    const code = later.codes[0] ?? "";
    const asked: [path: string, shown: string][] = [
      [listPath, code],
      [csvPath, formatTicketCode(code)],
    ];
    for (const [path, shown] of asked) {
      const refused = await get(path);
      expect(refused.status, path).toBe(403);
      expect(await refused.json(), path).toEqual({ error: messages.forbidden });
      const exported = await get(path, maya);
      expect(exported.status, path).toBe(200);
      expect(await exported.text(), path).toContain(shown);
    }
    for (const path of paths(TONIGHT)) expect((await get(path)).status, path).toBe(200);

    // Tonight is the evening's night until the morning: at 1 AM the door still works the night before.
    server.deps.clock.set(new Date("2026-12-06T07:00:00Z"));
    for (const path of paths(TONIGHT)) expect((await get(path)).status, path).toBe(200);
    for (const path of paths("2026-12-06")) expect((await get(path)).status, path).toBe(403);
    server.deps.clock.set(new Date("2026-12-06T12:00:00Z"));
    for (const path of paths(TONIGHT)) expect((await get(path)).status, path).toBe(403);
    for (const path of paths("2026-12-06")) expect((await get(path)).status, path).toBe(200);
  });

  it("downloads the night's guest list as CSV, a formula in a name defused, times on the resort's clock, audited", async () => {
    const { order, codes } = await buy([adults(1), passes(1)], TONIGHT, "sheet@example.com");
    await nameBuyer(order.id, "=cmd|' /C calc'!A0");
    const results: DoorScanResult[] = await checkIn([scanOf(codes[0] ?? "", "2026-12-05T17:42:00.000Z")]);
    expect(results[0]?.outcome).toBe("admitted");

    const response = await get(`/door/guest-list.csv?event=christmas-lights&night=${TONIGHT}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="guest-list-christmas-lights-${TONIGHT}.csv"`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe("Code,Ticket,Night,Buyer,Email,Order,Status,Checked in at,Checked in by");
    expect(lines.at(-1)).toBe("");
    const reference = formatReference(order.reference);
    expect(lines).toContain(
      `${formatTicketCode(codes[0] ?? "")},Adult,${TONIGHT},'=cmd|' /C calc'!A0,sheet@example.com,${reference},Valid,2026-12-05 11:42,Dana Door`,
    );
    expect(lines).toContain(
      `${formatTicketCode(codes[1] ?? "")},Season Pass,Season pass,'=cmd|' /C calc'!A0,sheet@example.com,${reference},Valid,,`,
    );
    expect(lines).toHaveLength((await list()).tickets.length + 2);

    expect((await auditEntries("door.guest-list.download")).at(-1)).toEqual({
      actor: "dana@example.com",
      target: `night:christmas-lights:${TONIGHT}`,
      after_json: JSON.stringify({ event: "christmas-lights", night: TONIGHT, rows: lines.length - 2 }),
    });
  });
});
