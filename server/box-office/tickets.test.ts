import { expect, it } from "vitest";
import { ticketsFor } from "./tickets.ts";

it("shares a line's amount among its tickets to the cent, so a discount is refunded as it was paid", () => {
  const tickets = ticketsFor("christmas-lights", "2026-12-12", [
    { ticketId: "christmas-adult", label: "Adult", quantity: 3, amountTotalCents: 2000 },
    { ticketId: "christmas-season-pass", label: "Season Pass", quantity: 1, amountTotalCents: 3000 },
  ]);
  expect(tickets.map((ticket) => [ticket.label, ticket.night_date, ticket.price_cents])).toEqual([
    ["Adult", "2026-12-12", 667],
    ["Adult", "2026-12-12", 667],
    ["Adult", "2026-12-12", 666],
    ["Season Pass", null, 3000],
  ]);
});
