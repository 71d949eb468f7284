import { randomInt } from "node:crypto";
import { restaurantHours, type WeeklyHours } from "#content/restaurant.ts";
import { isoDate, resortDay } from "#domain/event-dates.ts";
import { weekdayName, type HoursException, type RestaurantSchedule } from "#domain/hours.ts";
import type { SettingsAnswer } from "#domain/staff/settings-schemas.ts";
import { settingsMessages } from "#domain/staff/settings.ts";
import type { AppDeps } from "#server/app.ts";
import type { Db } from "#server/db/database.ts";
import { StaffError } from "#server/staff/accounts.ts";
import { record, type Actor } from "#server/staff/audit.ts";

const keys = {
  gateCode: "gate.code",
  gateNeedsVerifiedEmail: "gate.requires_verified_email",
  weeklyHours: "restaurant.weekly_hours",
  newsletterDoubleOptIn: "newsletter.double_opt_in",
} as const;

type DayHours = WeeklyHours[number]["hours"];

/** A day as the settings forms send it: open with its hours, or closed. */
interface DayChoice {
  status: "open" | "closed";
  open: number;
  close: number;
}

function chosenHours(day: DayChoice): DayHours {
  return day.status === "open" ? { open: day.open, close: day.close } : null;
}

/**
 * What staff change at run time: the restaurant gate code, its weekly hours and dated exceptions,
 * whether the gate code needs a verified email, and whether a new subscriber confirms by email. Read from the database on every use, so a change
 * is in effect at once on every instance; until a setting is first changed, content/ (the week) and
 * GATE_CODE (the code) give it. Every change lands in one transaction with its audit entry.
 */
export class Settings {
  private readonly deps: Pick<AppDeps, "db" | "clock" | "env">;

  constructor(deps: Pick<AppDeps, "db" | "clock" | "env">) {
    this.deps = deps;
  }

  /** The resort's calendar day now, `YYYY-MM-DD`. */
  today(): string {
    return isoDate(resortDay(this.deps.clock.now()));
  }

  private async read(db: Db, key: string) {
    return db.selectFrom("settings").selectAll().where("key", "=", key).executeTakeFirst();
  }

  private async write(db: Db, actor: Actor, key: string, value: unknown): Promise<void> {
    const row = {
      value_json: JSON.stringify(value),
      updated_at: this.deps.clock.now().toISOString(),
      updated_by: actor.label,
    };
    await db
      .insertInto("settings")
      .values({ key, ...row })
      .onConflict((conflict) => conflict.column("key").doUpdateSet(row))
      .execute();
  }

  async gateCode(): Promise<string> {
    return this.codeOf(await this.read(this.deps.db, keys.gateCode));
  }

  private codeOf(row: { value_json: string } | undefined): string {
    return row ? (JSON.parse(row.value_json) as string) : this.deps.env.GATE_CODE;
  }

  async gateNeedsVerifiedEmail(): Promise<boolean> {
    const row = await this.read(this.deps.db, keys.gateNeedsVerifiedEmail);
    return row ? (JSON.parse(row.value_json) as boolean) : false;
  }

  /** Off until staff turn it on: the spec's signup stores the address at once. */
  async newsletterDoubleOptIn(): Promise<boolean> {
    const row = await this.read(this.deps.db, keys.newsletterDoubleOptIn);
    return row ? (JSON.parse(row.value_json) as boolean) : false;
  }

  private async weekly(db: Db): Promise<WeeklyHours> {
    const row = await this.read(db, keys.weeklyHours);
    if (!row) return restaurantHours;
    const hours = JSON.parse(row.value_json) as DayHours[];
    return hours.map((day, weekday) => ({ day: weekdayName(weekday), hours: day }));
  }

  private async exceptionRows(db: Db, dates: { from: string } | { on: string }) {
    let query = db.selectFrom("restaurant_hours_exceptions").selectAll();
    query = "on" in dates ? query.where("date", "=", dates.on) : query.where("date", ">=", dates.from);
    const rows = await query.orderBy("date").execute();
    return rows.map((row): HoursException => ({
      date: row.date,
      hours: row.open_hour === null || row.close_hour === null ? null : { open: row.open_hour, close: row.close_hour },
      note: row.note,
    }));
  }

  /** The week and every exception from today on: all the badge, the gate code and the assistant need. */
  async schedule(): Promise<RestaurantSchedule> {
    const [weekly, exceptions] = await Promise.all([
      this.weekly(this.deps.db),
      this.exceptionRows(this.deps.db, { from: this.today() }),
    ]);
    return { weekly, exceptions };
  }

  async view(): Promise<SettingsAnswer> {
    const [codeRow, requireVerifiedEmail, newsletterDoubleOptIn, schedule] = await Promise.all([
      this.read(this.deps.db, keys.gateCode),
      this.gateNeedsVerifiedEmail(),
      this.newsletterDoubleOptIn(),
      this.schedule(),
    ]);
    return {
      gateCode: {
        code: this.codeOf(codeRow),
        changedAt: codeRow?.updated_at ?? null,
        changedBy: codeRow?.updated_by ?? null,
      },
      requireVerifiedEmail,
      newsletterDoubleOptIn,
      weekly: schedule.weekly,
      exceptions: [...schedule.exceptions],
    };
  }

  /** Sets the gate code, or draws a new one at random when none is given; never the code in use. */
  async changeGateCode(actor: Actor, code: string | undefined): Promise<void> {
    const current = await this.gateCode();
    if (code === current) throw new StaffError(409, settingsMessages.gateCodeSame);
    let next = code;
    while (next === undefined || next === current) next = String(randomInt(0, 10_000)).padStart(4, "0");
    const chosen = next;
    await this.deps.db.transaction().execute(async (trx) => {
      await this.write(trx, actor, keys.gateCode, chosen);
      await record(
        trx,
        actor,
        { action: "settings.gate-code", before: { code: current }, after: { code: chosen } },
        this.deps.clock.now(),
      );
    });
  }

  async setGateNeedsVerifiedEmail(actor: Actor, required: boolean): Promise<void> {
    const before = await this.gateNeedsVerifiedEmail();
    await this.deps.db.transaction().execute(async (trx) => {
      await this.write(trx, actor, keys.gateNeedsVerifiedEmail, required);
      await record(
        trx,
        actor,
        { action: "settings.gate-verification", before: { required: before }, after: { required } },
        this.deps.clock.now(),
      );
    });
  }

  async setNewsletterDoubleOptIn(actor: Actor, required: boolean): Promise<void> {
    const before = await this.newsletterDoubleOptIn();
    await this.deps.db.transaction().execute(async (trx) => {
      await this.write(trx, actor, keys.newsletterDoubleOptIn, required);
      await record(
        trx,
        actor,
        { action: "settings.newsletter-double-opt-in", before: { required: before }, after: { required } },
        this.deps.clock.now(),
      );
    });
  }

  async setWeeklyHours(actor: Actor, days: readonly DayChoice[]): Promise<void> {
    const after = days.map(chosenHours);
    await this.deps.db.transaction().execute(async (trx) => {
      const before = (await this.weekly(trx)).map((day) => day.hours);
      await this.write(trx, actor, keys.weeklyHours, after);
      await record(trx, actor, { action: "settings.weekly-hours", before, after }, this.deps.clock.now());
    });
  }

  /** Sets one day's exception, replacing any the day had. */
  async setException(actor: Actor, change: DayChoice & { date: string; note: string }): Promise<void> {
    const hours = chosenHours(change);
    const row = {
      open_hour: hours?.open ?? null,
      close_hour: hours?.close ?? null,
      note: change.note,
      updated_at: this.deps.clock.now().toISOString(),
      updated_by: actor.label,
    };
    await this.deps.db.transaction().execute(async (trx) => {
      const [before] = await this.exceptionOn(trx, change.date);
      await trx
        .insertInto("restaurant_hours_exceptions")
        .values({ date: change.date, ...row })
        .onConflict((conflict) => conflict.column("date").doUpdateSet(row))
        .execute();
      await record(
        trx,
        actor,
        {
          action: "settings.hours-exception",
          target: `date:${change.date}`,
          before,
          after: { hours, note: change.note },
        },
        this.deps.clock.now(),
      );
    });
  }

  async removeException(actor: Actor, date: string): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const [before] = await this.exceptionOn(trx, date);
      if (!before) throw new StaffError(404, settingsMessages.exceptionNotFound);
      await trx.deleteFrom("restaurant_hours_exceptions").where("date", "=", date).execute();
      await record(
        trx,
        actor,
        { action: "settings.hours-exception-removed", target: `date:${date}`, before },
        this.deps.clock.now(),
      );
    });
  }

  /** What the audit log keeps of a day's exception before a change: its hours and reason, if it had one. */
  private async exceptionOn(db: Db, date: string): Promise<{ hours: DayHours; note: string }[]> {
    const rows = await this.exceptionRows(db, { on: date });
    return rows.map(({ hours, note }) => ({ hours, note }));
  }
}
