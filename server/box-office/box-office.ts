import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { ResortEvent } from "#domain/content/schemas.ts";
import { boxOfficeMessages, fewerLeftMessage, HOLD_MINUTES, nightState, runNights } from "#domain/box-office.ts";
import { isoDate, resortDay } from "#domain/event-dates.ts";
import { belowTakenMessage, nightsMessages, type StaffNight } from "#domain/staff/nights-schemas.ts";
import type { EventNights } from "#domain/tickets-schema.ts";
import { holdCapMessages, holdCaps, placesCapMessage } from "#domain/tickets.ts";
import type { AppDeps } from "#server/app.ts";
import type { Db } from "#server/db/database.ts";
import { ApiError } from "#server/http/errors.ts";
import { StaffError } from "#server/staff/accounts.ts";
import { record, type Actor } from "#server/staff/audit.ts";

/**
 * A paid checkout's webhook may arrive a little after its session expired; the places stay held
 * that much longer, so they are never sold twice in between.
 */
const WEBHOOK_GRACE_MS = 5 * 60_000;

type BoxOfficeEvent = Pick<ResortEvent, "id" | "dates">;

/**
 * A hold given back. Its buyer's address, browser and email count for nothing once it is neither
 * held nor sold (decision 040), so they are not kept.
 */
const RELEASED = { status: "released", client_address: null, client_browser: null, client_email: null } as const;

export interface Hold {
  id: number;
  /** When the checkout holding the places closes: Stripe's session and the test checkout expire then. */
  checkoutExpiresAt: Date;
}

/** Who takes a hold: what one buyer may hold at once is counted by address and, apart, by browser. */
export interface HoldClient {
  /** The client address as the rate limits key it (an IPv6 client's /64). */
  address: string;
  /** The browser's buyer cookie (one given now, when it sent none). */
  browser: string;
  /** The checkout's receipt address (normalised). */
  email: string;
}

/** An open hold, as the buyer caps and the replacing of a buyer's checkout read it. */
export interface OpenHold {
  id: number;
  checkoutId: string | null;
}

/**
 * Nights, their capacity and the places checkouts hold on them. A hold is taken in one
 * transaction that first locks its night's row, so on any number of instances sharing one
 * PostgreSQL two buyers never both get the last place; SQLite runs one transaction at a time.
 * Places count as taken while sold, or held by a checkout that has not expired. The same
 * transaction holds one buyer to `holdCaps` (docs/decisions/040-ticket-hold-caps.md).
 */
export class BoxOffice {
  private readonly deps: Pick<AppDeps, "db" | "dbKind" | "clock" | "published">;

  constructor(deps: Pick<AppDeps, "db" | "dbKind" | "clock" | "published">) {
    this.deps = deps;
  }

  /** A night's capacity until staff change it: the event's published nights say it. */
  private defaultCapacity(event: BoxOfficeEvent): number {
    return this.deps.published.boxOffice(event.id)?.capacityPerNight ?? 0;
  }

  /** The resort's calendar day now, and the nights of the event's current or next run. */
  calendar(event: BoxOfficeEvent): { today: string; nights: string[] } {
    const day = resortDay(this.deps.clock.now());
    return { today: isoDate(day), nights: runNights(event.dates, this.deps.published.boxOffice(event.id), day) };
  }

  private takenQuery(db: Db, eventId: string) {
    const now = this.deps.clock.now().toISOString();
    return db
      .selectFrom("ticket_holds")
      .where("event_id", "=", eventId)
      .where((eb) =>
        eb.or([eb("status", "=", "sold"), eb.and([eb("status", "=", "held"), eb("expires_at", ">", now)])]),
      );
  }

  /** Every night of the event's current or next run, as a buyer sees it: the staff view, less the counts. */
  async nights(event: BoxOfficeEvent): Promise<EventNights> {
    const nights = await this.staffNights(event);
    return {
      eventId: event.id,
      nights: nights.map(({ date, state, capacity, sold, held }) => ({
        date,
        state,
        remaining: state === "few" ? capacity - sold - held : null,
      })),
    };
  }

  /**
   * A night's row, made if missing and locked for the rest of the transaction: the lock every
   * buyer of the night and every change to it waits on, so counting and holding (or setting a
   * capacity) happen as one step. SQLite runs one transaction at a time already.
   */
  private async lockNight(db: Db, event: BoxOfficeEvent, date: string, now: Date) {
    await db
      .insertInto("event_nights")
      .values({
        event_id: event.id,
        date,
        capacity: this.defaultCapacity(event),
        status: "on_sale",
        updated_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(["event_id", "date"]).doNothing())
      .execute();
    const night = db.selectFrom("event_nights").selectAll().where("event_id", "=", event.id).where("date", "=", date);
    return (this.deps.dbKind === "postgres" ? night.forUpdate() : night).executeTakeFirstOrThrow();
  }

  /**
   * A night locked for the rest of the transaction, with the places sold and held on it at that
   * moment, and of those the places held for buyers with no paid order.
   */
  async lockWithTaken(db: Db, event: BoxOfficeEvent, date: string, now: Date) {
    const night = await this.lockNight(db, event, date, now);
    const taken = await this.takenQuery(db, event.id)
      .where("night_date", "=", date)
      .select((eb) => [
        eb.fn.sum<number | string | null>("people").as("people"),
        eb.fn
          .sum<number | string | null>(
            eb
              .case()
              .when(eb.and([eb("status", "=", "held"), eb("first_time", "=", 1)]))
              .then(eb.ref("people"))
              .else(0)
              .end(),
          )
          .as("first_time"),
      ])
      .executeTakeFirstOrThrow();
    return { night, taken: Number(taken.people ?? 0), heldFirstTime: Number(taken.first_time ?? 0) };
  }

  /** Every night of the run as staff see it: capacity, places sold and held, status and state. */
  async staffNights(event: BoxOfficeEvent): Promise<StaffNight[]> {
    const { today, nights: dates } = this.calendar(event);
    const defaultCapacity = this.defaultCapacity(event);
    const now = this.deps.clock.now().toISOString();
    const [rows, counts] = await Promise.all([
      this.deps.db.selectFrom("event_nights").selectAll().where("event_id", "=", event.id).execute(),
      this.deps.db
        .selectFrom("ticket_holds")
        .where("event_id", "=", event.id)
        .select((eb) => [
          "night_date",
          eb.fn
            .sum<number | string | null>(eb.case().when("status", "=", "sold").then(eb.ref("people")).else(0).end())
            .as("sold"),
          eb.fn
            .sum<number | string | null>(
              eb
                .case()
                .when(eb.and([eb("status", "=", "held"), eb("expires_at", ">", now)]))
                .then(eb.ref("people"))
                .else(0)
                .end(),
            )
            .as("held"),
        ])
        .groupBy("night_date")
        .execute(),
    ]);
    return dates.map((date) => {
      const row = rows.find((night) => night.date === date);
      const count = counts.find((entry) => entry.night_date === date);
      const sold = Number(count?.sold ?? 0);
      const held = Number(count?.held ?? 0);
      const capacity = row?.capacity ?? defaultCapacity;
      const status = row?.status ?? "on_sale";
      return {
        date,
        state: nightState({ date, today, status, capacity, taken: sold + held }),
        status,
        capacity,
        sold,
        held,
      };
    });
  }

  /**
   * Sets a night's capacity and whether it is on sale, under the same lock as a hold, so a capacity
   * is never set below the places sold and held at that moment.
   */
  async changeNight(
    actor: Actor,
    event: BoxOfficeEvent,
    date: string,
    change: { capacity: number; status: "on_sale" | "closed" },
  ): Promise<void> {
    if (!this.calendar(event).nights.includes(date)) throw new StaffError(404, nightsMessages.noSuchNight);
    const now = this.deps.clock.now();
    await this.deps.db.transaction().execute(async (trx) => {
      const { night, taken: places } = await this.lockWithTaken(trx, event, date, now);
      if (night.status === "cancelled") throw new StaffError(409, nightsMessages.cancelled);
      if (change.capacity < places) throw new StaffError(409, belowTakenMessage(places));
      await trx
        .updateTable("event_nights")
        .set({ capacity: change.capacity, status: change.status, updated_at: now.toISOString() })
        .where("event_id", "=", event.id)
        .where("date", "=", date)
        .execute();
      await record(
        trx,
        actor,
        {
          action: "night.change",
          target: `night:${event.id}:${date}`,
          before: { capacity: night.capacity, status: night.status },
          after: change,
        },
        now,
      );
    });
  }

  /**
   * Holds `people` places on a night for a checkout about to open; refuses when they are not there,
   * or when `client` would hold more than one buyer may (holdCaps).
   */
  async hold(event: BoxOfficeEvent, date: string, people: number, client: HoldClient): Promise<Hold> {
    const { today, nights } = this.calendar(event);
    if (!nights.includes(date))
      throw new ApiError(400, {
        error: boxOfficeMessages.noSuchNight,
        fields: { nightDate: boxOfficeMessages.noSuchNight },
      });
    if (date < today) throw new ApiError(409, { error: boxOfficeMessages.past });
    const now = this.deps.clock.now();
    const checkoutExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
    const firstTime = !(await this.hasPaid(client));
    const id = await this.deps.db.transaction().execute(async (trx) => {
      // The client's own holds first, under its own lock: the night's is held no longer than before.
      await this.lockClient(trx, client);
      const refusal = await this.clientCapRefusal(trx, { event, date, people, client, now });
      const { night, taken, heldFirstTime } = await this.lockWithTaken(trx, event, date, now);
      if (night.status === "cancelled") throw new ApiError(409, { error: boxOfficeMessages.cancelled });
      if (night.status === "closed") throw new ApiError(409, { error: boxOfficeMessages.closed });
      const remaining = night.capacity - taken;
      if (remaining < people)
        throw new ApiError(409, { error: remaining > 0 ? fewerLeftMessage(remaining) : boxOfficeMessages.soldOut });
      if (refusal) throw new ApiError(409, { error: refusal });
      // However many addresses a script uses, the rest of the night stays for buyers who paid before.
      const firstTimeShare = Math.max(holdCaps.placesPerNight, Math.floor(night.capacity * holdCaps.firstTimeShare));
      if (firstTime && heldFirstTime + people > firstTimeShare)
        throw new ApiError(409, { error: holdCapMessages.nightBusy });
      const inserted = await trx
        .insertInto("ticket_holds")
        .values({
          event_id: event.id,
          night_date: date,
          people,
          // Unique until the checkout's own id replaces it.
          checkout_id: `pending_${randomBytes(12).toString("base64url")}`,
          status: "held",
          created_at: now.toISOString(),
          expires_at: new Date(checkoutExpiresAt.getTime() + WEBHOOK_GRACE_MS).toISOString(),
          client_address: client.address,
          client_browser: client.browser,
          client_email: client.email,
          first_time: firstTime ? 1 : 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return inserted.id;
    });
    return { id, checkoutExpiresAt };
  }

  /** Whether the client's address or browser has bought places before: a buyer with a paid order. */
  private async hasPaid(client: HoldClient): Promise<boolean> {
    const paid = await this.deps.db
      .selectFrom("ticket_holds")
      .select("id")
      .where("status", "=", "sold")
      .where((eb) => eb.or([eb("client_address", "=", client.address), eb("client_browser", "=", client.browser)]))
      .limit(1)
      .executeTakeFirst();
    return paid !== undefined;
  }

  /**
   * Makes the client's holds wait on each other across nights, for the open-checkout cap: a lock per
   * address and per browser, always taken before the night's and in one order. SQLite runs one
   * transaction at a time already.
   */
  private async lockClient(db: Db, client: HoldClient): Promise<void> {
    if (this.deps.dbKind !== "postgres") return;
    const keys = [`address:${client.address}`, `browser:${client.browser}`].sort();
    for (const key of keys) await sql`select pg_advisory_xact_lock(hashtextextended(${`hold:${key}`}, 0))`.execute(db);
  }

  /**
   * Why a hold would give the client's address, or its browser, more than a buyer's places on the
   * night or more checkouts open than a buyer may have; null when it would not.
   */
  private async clientCapRefusal(
    db: Db,
    {
      event,
      date,
      people,
      client,
      now,
    }: { event: BoxOfficeEvent; date: string; people: number; client: HoldClient; now: Date },
  ): Promise<string | null> {
    const open = await db
      .selectFrom("ticket_holds")
      .select(["event_id", "night_date", "people", "client_address", "client_browser"])
      .where("status", "=", "held")
      .where("expires_at", ">", now.toISOString())
      .where((eb) => eb.or([eb("client_address", "=", client.address), eb("client_browser", "=", client.browser)]))
      .execute();
    const byAddress = open.filter((hold) => hold.client_address === client.address);
    const byBrowser = open.filter((hold) => hold.client_browser === client.browser);
    const onNight = (holds: typeof open) =>
      holds
        .filter((hold) => hold.event_id === event.id && hold.night_date === date)
        .reduce((sum, hold) => sum + hold.people, 0);
    const heldOnNight = Math.max(onNight(byAddress), onNight(byBrowser));
    if (heldOnNight + people > holdCaps.placesPerNight) return placesCapMessage(heldOnNight);
    if (Math.max(byAddress.length, byBrowser.length) >= holdCaps.openCheckouts) return holdCapMessages.openCheckouts;
    return null;
  }

  /**
   * The client's open holds on a night that a new checkout of its replaces: those of the same
   * browser, or of the same address with the same receipt address (two families behind one
   * address keep their own).
   */
  async openHoldsToReplace(event: BoxOfficeEvent, date: string, client: HoldClient): Promise<OpenHold[]> {
    const holds = await this.deps.db
      .selectFrom("ticket_holds")
      .select(["id", "checkout_id"])
      .where("event_id", "=", event.id)
      .where("night_date", "=", date)
      .where("status", "=", "held")
      .where("expires_at", ">", this.deps.clock.now().toISOString())
      .where((eb) =>
        eb.or([
          eb.and([eb("client_address", "=", client.address), eb("client_email", "=", client.email)]),
          eb("client_browser", "=", client.browser),
        ]),
      )
      .execute();
    return holds.map((hold) => ({ id: hold.id, checkoutId: hold.checkout_id }));
  }

  /** An open hold by id, for the return through its checkout's cancel URL; undefined once sold, released or unknown. */
  async openHold(holdId: number): Promise<OpenHold | undefined> {
    const hold = await this.deps.db
      .selectFrom("ticket_holds")
      .select(["id", "checkout_id"])
      .where("id", "=", holdId)
      .where("status", "=", "held")
      .executeTakeFirst();
    return hold && { id: hold.id, checkoutId: hold.checkout_id };
  }

  /** Names the checkout that holds a hold's places, once it exists. */
  async attach(holdId: number, checkoutId: string): Promise<void> {
    await this.deps.db.updateTable("ticket_holds").set({ checkout_id: checkoutId }).where("id", "=", holdId).execute();
  }

  /**
   * Gives back the places of a hold whose checkout could not be opened, or of a checkout that
   * expired or was abandoned; a sold one stays sold. Who held it is forgotten with it.
   */
  async release(which: { holdId: number } | { checkoutId: string }): Promise<void> {
    const held = this.deps.db.updateTable("ticket_holds").set(RELEASED).where("status", "=", "held");
    await (
      "holdId" in which ? held.where("id", "=", which.holdId) : held.where("checkout_id", "=", which.checkoutId)
    ).execute();
  }

  /** Marks holds whose time is over as released, in case their checkout's expiry was never reported. */
  async sweep(): Promise<number> {
    const released = await this.deps.db
      .updateTable("ticket_holds")
      .set(RELEASED)
      .where("status", "=", "held")
      .where("expires_at", "<=", this.deps.clock.now().toISOString())
      .returning("id")
      .execute();
    return released.length;
  }
}
