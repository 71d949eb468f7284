/**
 * A night selling out: buyers of one ticket each race through the test checkout for a night of
 * `capacity` places, from addresses of their own, and pay at once as real buyers do (open checkouts
 * of first-time buyers may hold only part of a night: docs/decisions/040-ticket-hold-caps.md).
 * Reports checkouts/s and the latency of opening a checkout while places last and after, and
 * whether exactly `capacity` places were sold and held (never more).
 */
import { DatabaseSync } from "node:sqlite";
import { testPriceId } from "#domain/tickets.ts";
import type { EventNights } from "#domain/tickets-schema.ts";
import { payTestCheckout } from "./test-checkout.ts";

export async function nightSellingOut({
  origin,
  databaseFile,
  nextIp,
  capacity = 2000,
  connections = 10,
  requests = 5000,
}: {
  origin: string;
  databaseFile: string;
  nextIp: () => string;
  capacity?: number;
  connections?: number;
  requests?: number;
}): Promise<void> {
  const nights = (await (await fetch(`${origin}/api/events/christmas-lights/nights`)).json()) as EventNights;
  const night = nights.nights.find((entry) => entry.state === "available")?.date;
  if (!night) {
    console.log("\nNight race: no Christmas Lights night on sale today; skipped.");
    return;
  }
  const database = new DatabaseSync(databaseFile);
  database.exec("PRAGMA busy_timeout = 5000;");
  database
    .prepare(
      "INSERT INTO event_nights (event_id, date, capacity, status, updated_at) VALUES ('christmas-lights', ?, ?, 'on_sale', ?) ON CONFLICT (event_id, date) DO UPDATE SET capacity = excluded.capacity",
    )
    .run(night, capacity, new Date().toISOString());

  const body = JSON.stringify({
    items: [{ priceId: testPriceId("christmas-adult"), quantity: 1 }],
    customerEmail: "racer@example.com",
    eventId: "christmas-lights",
    eventName: "Christmas Lights",
    successUrl: `${origin}/events/christmas-lights?success=true`,
    cancelUrl: `${origin}/events/christmas-lights?canceled=true`,
    nightDate: night,
  });
  const latencies: number[] = [];
  const answers = { opened: 0, refused: 0, errors: 0 };
  let sent = 0;
  const started = performance.now();
  const racer = async () => {
    while (sent < requests) {
      sent += 1;
      const ip = nextIp();
      const start = performance.now();
      try {
        const response = await fetch(`${origin}/api/create-checkout-session`, {
          method: "POST",
          headers: { "X-Forwarded-For": ip, "Content-Type": "application/json" },
          body,
        });
        latencies.push(performance.now() - start);
        if (response.status !== 200) {
          await response.body?.cancel();
          answers[response.status === 409 ? "refused" : "errors"] += 1;
          continue;
        }
        answers.opened += 1;
        const { url } = (await response.json()) as { url: string };
        await payTestCheckout(url, ip);
      } catch {
        answers.errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, racer));
  const seconds = (performance.now() - started) / 1000;
  const taken = database
    .prepare(
      "SELECT COALESCE(SUM(people), 0) AS people FROM ticket_holds WHERE event_id = 'christmas-lights' AND night_date = ? AND status IN ('held', 'sold')",
    )
    .get(night) as { people: number };
  database.close();
  latencies.sort((a, b) => a - b);
  const percentile = (share: number) => Math.round(latencies[Math.floor(share * (latencies.length - 1))] ?? 0);
  console.log(
    `\nNight race: ${requests} buyers of one ticket for ${night}, ${capacity} places, ${connections} at a time, each paying once its checkout opens`,
  );
  console.table([
    {
      "checkouts/s": Math.round(requests / seconds),
      "p50 ms": percentile(0.5),
      "p99 ms": percentile(0.99),
      "200 (opened, paid)": answers.opened,
      "409 (sold out)": answers.refused,
      errors: answers.errors,
      "places taken": taken.people,
      oversold: taken.people > capacity ? "YES" : "no",
    },
  ]);
}
