import { sql, type Kysely, type Migration } from "kysely";
import { isUnconfirmed } from "#domain/content/draft.ts";
import { clockText, isGatesOpen, isLastEntry } from "#domain/event-gates.ts";

/**
 * The Christmas Lights page shows its event's dates and gate times, so its document no longer holds
 * `gatesOpen` and the Dates and Hours cards that repeated them. A time staff had set there and not
 * in the event's schedule moves to the schedule's "Gates open" (or "Last car") entry, so the site
 * says what it said before. Drafts and published values both change; versions keep their history.
 */
export const christmasHoursFromSchedule: Migration = {
  async up(db: Kysely<unknown>) {
    const rows = await sql<{ key: string; draft_json: string; published_json: string }>`
      SELECT key, draft_json, published_json FROM content_documents
      WHERE key IN ('christmas-lights', 'event:christmas-lights')`.execute(db);
    const page = rows.rows.find((row) => row.key === "christmas-lights");
    const event = rows.rows.find((row) => row.key === "event:christmas-lights");
    if (!page) return;
    for (const side of ["draft_json", "published_json"] as const) {
      const hours = pageHours(page[side]);
      const column = sql.ref(side);
      if (event) {
        const moved = withHours(event[side], hours);
        await sql`UPDATE content_documents SET ${column} = ${moved} WHERE key = 'event:christmas-lights'`.execute(db);
      }
      const kept = withoutHours(page[side]);
      await sql`UPDATE content_documents SET ${column} = ${kept} WHERE key = 'christmas-lights'`.execute(db);
    }
  },
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const plain = (value: unknown): unknown => (isUnconfirmed(value) ? plain(value.value) : value);

/** The gate times the page's document gave: its `gatesOpen`, and the last car of its Hours card. */
function pageHours(json: string): { opens?: string; lastEntry?: string } {
  const value = JSON.parse(json) as unknown;
  if (!isObject(value)) return {};
  const opens = typeof value.gatesOpen === "string" ? value.gatesOpen : undefined;
  const cards = Array.isArray(value.infoCards) ? value.infoCards : [];
  const hoursText = cards.map(plain).find((card) => isObject(card) && card.icon === "clock") as Json | undefined;
  const text = plain(hoursText?.text);
  const lastEntry = typeof text === "string" ? /last car through at ([^.]+)/i.exec(text)?.[1] : undefined;
  return { opens, lastEntry };
}

function withoutHours(json: string): string {
  const value = JSON.parse(json) as unknown;
  if (!isObject(value)) return json;
  const { gatesOpen: _gatesOpen, infoCards: _infoCards, ...rest } = value;
  return JSON.stringify(rest);
}

/** The event's schedule with its gates entries at the page's times where they differ. */
function withHours(json: string, hours: { opens?: string; lastEntry?: string }): string {
  const value = JSON.parse(json) as unknown;
  if (!isObject(value) || !Array.isArray(value.schedule)) return json;
  const retimed = (entry: unknown): unknown => {
    if (isUnconfirmed(entry)) return { ...entry, value: retimed(entry.value) };
    if (!isObject(entry) || typeof entry.time !== "string" || typeof entry.activity !== "string") return entry;
    const item = { time: entry.time, activity: entry.activity };
    const time = isGatesOpen(item) ? hours.opens : isLastEntry(item) ? hours.lastEntry : undefined;
    return time === undefined || clockText(time) === clockText(entry.time)
      ? entry
      : { ...entry, time: clockText(time) };
  };
  return JSON.stringify({ ...value, schedule: value.schedule.map(retimed) });
}
