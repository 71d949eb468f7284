import { expect, it } from "vitest";
import { ticketsFor, type TicketedSale } from "./tickets.ts";

const DURING_THE_SEASON = new Date("2026-12-05T18:00:00Z");
const CHRISTMAS_LIGHTS: TicketedSale = {
  dates: { kind: "annual", start: "11-21", end: "01-04" },
  perNightTickets: ["christmas-adult", "christmas-child"],
};

it("shares a line's amount among its tickets to the cent, so a discount is refunded as it was paid", () => {
  const tickets = ticketsFor(
    CHRISTMAS_LIGHTS,
    "2026-12-12",
    [
      { ticketId: "christmas-adult", label: "Adult", quantity: 3, amountTotalCents: 2000 },
      { ticketId: "christmas-season-pass", label: "Season Pass", quantity: 1, amountTotalCents: 3000 },
    ],
    DURING_THE_SEASON,
  );
  expect(tickets.map((ticket) => [ticket.label, ticket.night_date, ticket.price_cents])).toEqual([
    ["Adult", "2026-12-12", 667],
    ["Adult", "2026-12-12", 667],
    ["Adult", "2026-12-12", 666],
    ["Season Pass", null, 3000],
  ]);
});

it("gives a pass the season it was bought in, or the next one between seasons; a night's ticket has its night", () => {
  const pass = { ticketId: "christmas-season-pass", label: "Season Pass", quantity: 1, amountTotalCents: 3000 };
  const adult = { ticketId: "christmas-adult", label: "Adult", quantity: 1, amountTotalCents: 800 };
  const season = (paidAt: string) =>
    ticketsFor(CHRISTMAS_LIGHTS, "2026-12-12", [pass, adult], new Date(paidAt)).map((ticket) => [
      ticket.valid_from,
      ticket.valid_until,
    ]);
  expect(season("2026-12-05T18:00:00Z")).toEqual([
    ["2026-11-21", "2027-01-04"],
    [null, null],
  ]);
  // Bought on New Year's Day: still this season, which crosses into the new year.
  expect(season("2027-01-01T18:00:00Z")[0]).toEqual(["2026-11-21", "2027-01-04"]);
  expect(season("2027-02-01T18:00:00Z")[0]).toEqual(["2027-11-21", "2028-01-04"]);
});
