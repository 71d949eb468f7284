/**
 * Fills a database with what years of a busy resort would leave: contact messages and inquiries
 * (each with its lead, as the forms store them) and newsletter subscribers, spread over the last two
 * years, so the console's lists and searches can be measured at scale. Deterministic: the same
 * counts give the same rows. `npm run seed:console -- --leads N --subscribers N` fills the database
 * of DATABASE_URL (migrated first); `npm run bench` uses it on a database of its own.
 */
import type { Transaction } from "kysely";
import { inquiryForms } from "#domain/inquiry/forms.ts";
import type { LeadStatus } from "#domain/staff/inbox.ts";
import { migrateToLatest, openDatabase, type Db } from "#server/db/database.ts";
import type { Database } from "#server/db/schema.ts";
import { recordLead } from "#server/inbox/leads.ts";

const FIRST = [
  "Ada",
  "Grace",
  "Alan",
  "Edsger",
  "Barbara",
  "Donald",
  "Frances",
  "Ken",
  "Margaret",
  "Linus",
  "Radia",
  "Tim",
];
const LAST = [
  "Lovelace",
  "Hopper",
  "Turing",
  "Dijkstra",
  "Liskov",
  "Knuth",
  "Allen",
  "Thompson",
  "Hamilton",
  "Torvalds",
  "Perlman",
  "Berners",
];
const SUBJECTS = [
  "Question about RV spots",
  "Cottage availability",
  "Pets at the resort",
  "Kayak rentals",
  "Group rates",
];
const MESSAGES = [
  "Do you have a pull-through spot for a 40 ft rig next weekend?",
  "We would love a riverfront cottage for our anniversary in the spring.",
  "Is the Christmas Lights drive open on Monday nights?",
  "Can we bring two small dogs to the container home?",
  "Looking for a quiet week by the water with good Wi-Fi for remote work.",
];
const FORMS = Object.values(inquiryForms);
const BATCH = 1000;
const TWO_YEARS_MS = 2 * 365 * 86_400_000;
/** Leads of the last weeks are still being worked; older ones were booked or closed long ago. */
const OPEN_FOR_MS = 60 * 86_400_000;

/** A fixed sequence of numbers in [0, 1): the same seed, the same data. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function seedConsoleData(
  db: Db,
  { leads, subscribers, now }: { leads: number; subscribers: number; now: Date },
): Promise<void> {
  const random = sequence(20261125);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  // Oldest first, as they would have arrived: ids grow with time.
  const at = (index: number, count: number) => new Date(now.getTime() - TWO_YEARS_MS * (1 - index / count));

  const settle = async (trx: Transaction<Database>, source: "contact" | "inquiry", sourceId: number, created: Date) => {
    const age = now.getTime() - created.getTime();
    const roll = random();
    const status: LeadStatus =
      age > OPEN_FOR_MS
        ? roll < 0.3
          ? "booked"
          : "closed"
        : roll < 0.4
          ? "new"
          : roll < 0.7
            ? "in_progress"
            : roll < 0.85
              ? "booked"
              : "closed";
    if (status !== "new")
      await trx
        .updateTable("leads")
        .set({ status })
        .where("source", "=", source)
        .where("source_id", "=", sourceId)
        .execute();
  };

  for (let start = 0; start < leads; start += BATCH) {
    await db.transaction().execute(async (trx) => {
      for (let index = start; index < Math.min(start + BATCH, leads); index += 1) {
        const first = pick(FIRST);
        const last = pick(LAST);
        const name = `${first} ${last}`;
        const email = `${first}.${last}.${index}@example.org`.toLowerCase();
        const message = pick(MESSAGES);
        const created = at(index, leads);
        if (index % 2 === 0) {
          const subject = pick(SUBJECTS);
          const stored = await trx
            .insertInto("contact_messages")
            .values({
              first_name: first,
              last_name: last,
              email,
              phone: "(256) 555-0100",
              subject,
              message,
              created_at: created.toISOString(),
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          await recordLead(
            trx,
            {
              source: "contact",
              sourceId: stored.id,
              kind: "contact",
              name,
              email,
              subject,
              message,
              searchable: ["(256) 555-0100", subject, message],
            },
            created,
          );
          await settle(trx, "contact", stored.id, created);
        } else {
          const form = pick(FORMS);
          const fields = form.fields.map((field) => ({
            id: field.id,
            label: field.label,
            value: field.type === "email" ? email : field.id === "message" ? message : `${field.label} ${index}`,
          }));
          const stored = await trx
            .insertInto("inquiries")
            .values({
              inquiry_type: form.inquiryType,
              name,
              email,
              fields: JSON.stringify(fields),
              page_url: "https://example.org/",
              created_at: created.toISOString(),
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          await recordLead(
            trx,
            {
              source: "inquiry",
              sourceId: stored.id,
              kind: form.inquiryType,
              name,
              email,
              subject: null,
              message,
              searchable: fields.map((field) => field.value),
            },
            created,
          );
          await settle(trx, "inquiry", stored.id, created);
        }
      }
    });
  }

  for (let start = 0; start < subscribers; start += BATCH) {
    const rows = [];
    for (let index = start; index < Math.min(start + BATCH, subscribers); index += 1) {
      const created = at(index, subscribers);
      rows.push({
        email: `${pick(FIRST)}.${pick(LAST)}.${index}@example.net`.toLowerCase(),
        created_at: created.toISOString(),
        // Single opt-in: the subscribe was the consent.
        confirmed_at: created.toISOString(),
        // About one in ten has unsubscribed since.
        unsubscribed_at: random() < 0.1 ? new Date(created.getTime() + 86_400_000).toISOString() : null,
      });
    }
    await db.insertInto("newsletter_subscribers").values(rows).execute();
  }
}

if (import.meta.main) {
  const argument = (name: string, fallback: number) => {
    const at = process.argv.indexOf(name);
    return at === -1 ? fallback : Number(process.argv[at + 1]);
  };
  const url = process.env.DATABASE_URL ?? "file:data/resort.db";
  const { db } = openDatabase(url);
  await migrateToLatest(db);
  const leads = argument("--leads", 100_000);
  const subscribers = argument("--subscribers", 100_000);
  const started = performance.now();
  await seedConsoleData(db, { leads, subscribers, now: new Date() });
  await db.destroy();
  console.log(`Seeded ${leads} leads and ${subscribers} subscribers in ${Math.round(performance.now() - started)} ms.`);
}
