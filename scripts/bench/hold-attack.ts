/**
 * A night held without paying (docs/decisions/040-ticket-hold-caps.md): a script with no card opens
 * checkouts for a night of `capacity` places from one client address, then from fifty, each as
 * large as the server takes and smaller after each refusal, until the checkout rate limit of its
 * address; then real buyers of two places each come, open a checkout and pay in the test checkout.
 * Reports the places the script holds and the buyers who then bought: first-time buyers, and
 * buyers who paid before from the same address. Bounded: at most 20 requests per attacking address.
 */
import { DatabaseSync } from "node:sqlite";
import { testPriceId } from "#domain/tickets.ts";
import type { EventNights } from "#domain/tickets-schema.ts";
import { payTestCheckout } from "./test-checkout.ts";

/** Every checkout rate-limit allows an address in ten minutes (server/api/checkout.ts). */
const ATTEMPTS_PER_ADDRESS = 20;
/** The largest order the checkout takes: 20 adults and 20 children. */
const LARGEST_ORDER = 40;
const CONCURRENCY = 10;

interface Options {
  origin: string;
  databaseFile: string;
  nextIp: () => string;
  capacity?: number;
  realBuyers?: number;
}

export async function nightHeldWithoutPaying({
  origin,
  databaseFile,
  nextIp,
  capacity = 200,
  realBuyers = 100,
}: Options): Promise<void> {
  const nights = (await (await fetch(`${origin}/api/events/christmas-lights/nights`)).json()) as EventNights;
  // The last nights of the run: the night race takes the first.
  const [oneNight, fiftyNight] = nights.nights
    .filter((entry) => entry.state === "available")
    .map((entry) => entry.date)
    .slice(-2);
  if (!oneNight || !fiftyNight) {
    console.log("\nNight held without paying: no two Christmas Lights nights on sale today; skipped.");
    return;
  }
  const database = new DatabaseSync(databaseFile);
  database.exec("PRAGMA busy_timeout = 5000;");
  const rows = [];
  // Buyers who paid in the first round come back in the second, from the same addresses.
  let returning: string[] = [];
  for (const [addresses, night] of [
    [1, oneNight],
    [50, fiftyNight],
  ] as const) {
    database
      .prepare(
        "INSERT INTO event_nights (event_id, date, capacity, status, updated_at) VALUES ('christmas-lights', ?, ?, 'on_sale', ?) ON CONFLICT (event_id, date) DO UPDATE SET capacity = excluded.capacity",
      )
      .run(night, capacity, new Date().toISOString());
    const script = Array.from({ length: addresses }, nextIp);
    const attempts = await inTurns(script, (ip) => holdAll(origin, night, ip));
    const held = placesOn(database, night, "held");
    const firstTime = Array.from({ length: realBuyers - returning.length }, nextIp);
    const comeBack = returning;
    const bought = await inTurns([...comeBack, ...firstTime], (ip) => buyTwo(origin, night, ip));
    const paidFrom = [...comeBack, ...firstTime].filter((_, index) => bought[index]);
    const count = (ips: string[]) => ips.filter((ip) => paidFrom.includes(ip)).length;
    rows.push({
      "attacking addresses": addresses,
      "checkouts tried": attempts.reduce((sum, tried) => sum + tried, 0),
      [`places held of ${capacity}`]: `${held} (${Math.round((held / capacity) * 100)} %)`,
      "first-time buyers bought": `${count(firstTime)} of ${firstTime.length}`,
      "returning buyers bought": comeBack.length ? `${count(comeBack)} of ${comeBack.length}` : "–",
      "places sold": placesOn(database, night, "sold"),
    });
    returning = paidFrom.slice(0, realBuyers / 2);
  }
  database.close();
  console.log(
    `\nNight held without paying: a script with no card on 1 and on 50 addresses, then ${realBuyers} buyers of 2 places each`,
  );
  console.table(rows);
}

/** The script on one address: checkouts as large as the server takes, halved after each refusal. */
async function holdAll(origin: string, night: string, ip: string): Promise<number> {
  let size = LARGEST_ORDER;
  let tried = 0;
  while (size > 0 && tried < ATTEMPTS_PER_ADDRESS) {
    tried += 1;
    const response = await openCheckout(origin, night, ip, size, `script-${ip}-${tried}@example.com`);
    await response.body?.cancel();
    if (response.status === 429) break;
    if (response.status !== 200) size = Math.floor(size / 2);
  }
  return tried;
}

/** A real buyer: two adults, paid at once in the test checkout. Answers whether it bought. */
async function buyTwo(origin: string, night: string, ip: string): Promise<boolean> {
  const response = await openCheckout(origin, night, ip, 2, `buyer-${ip}@example.com`);
  if (response.status !== 200) {
    await response.body?.cancel();
    return false;
  }
  const { url } = (await response.json()) as { url: string };
  return payTestCheckout(url, ip);
}

function openCheckout(origin: string, night: string, ip: string, people: number, email: string) {
  const adults = Math.min(20, people);
  return fetch(`${origin}/api/create-checkout-session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify({
      items: [
        { priceId: testPriceId("christmas-adult"), quantity: adults },
        ...(people > adults ? [{ priceId: testPriceId("christmas-child"), quantity: people - adults }] : []),
      ],
      customerEmail: email,
      eventId: "christmas-lights",
      eventName: "Christmas Lights",
      successUrl: `${origin}/events/christmas-lights?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/events/christmas-lights?canceled=true`,
      nightDate: night,
    }),
  });
}

function placesOn(database: DatabaseSync, night: string, status: "held" | "sold"): number {
  const row = database
    .prepare(
      "SELECT COALESCE(SUM(people), 0) AS people FROM ticket_holds WHERE event_id = 'christmas-lights' AND night_date = ? AND status = ?",
    )
    .get(night, status) as { people: number };
  return row.people;
}

/** `work` for each item, `CONCURRENCY` at a time; the answers in the items' order. */
async function inTurns<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return answers;
}
