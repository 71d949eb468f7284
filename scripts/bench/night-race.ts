/**
 * A night selling out: buyers of one ticket each race through the test checkout for a night of
 * `capacity` places, from addresses of their own. Reports checkouts/s and latency while places
 * last and after, and whether exactly `capacity` places were held (never more).
 */
import autocannon from "autocannon";
import { DatabaseSync } from "node:sqlite";
import { testPriceId } from "#domain/tickets.ts";
import type { EventNights } from "#domain/tickets-schema.ts";

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
  const result = await autocannon({
    url: `${origin}/api/create-checkout-session`,
    connections,
    amount: requests,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, "X-Forwarded-For": nextIp(), "Content-Type": "application/json" },
          body,
        }),
      },
    ],
  });
  const held = database
    .prepare(
      "SELECT COALESCE(SUM(people), 0) AS people FROM ticket_holds WHERE event_id = 'christmas-lights' AND night_date = ? AND status = 'held'",
    )
    .get(night) as { people: number };
  database.close();
  console.log(
    `\nNight race: ${requests} buyers of one ticket for ${night}, ${capacity} places, ${connections} connections`,
  );
  console.table([
    {
      "checkouts/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      "200 (held)": result["2xx"],
      "409 (sold out)": result.non2xx,
      errors: result.errors + result.timeouts,
      "places held": held.people,
      oversold: held.people > capacity ? "YES" : "no",
    },
  ]);
}
