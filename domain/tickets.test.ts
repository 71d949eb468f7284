import { describe, expect, it } from "vitest";
import { findEvent } from "#content/events.ts";
import { formatUsd } from "./english.ts";
import { MAX_TICKETS_PER_TYPE, clampQuantity, orderTotalCents, salesEnded } from "./tickets.ts";
import { checkoutRequestSchema, ticketOrderSchemaFor } from "./tickets-schema.ts";

const christmas = findEvent("christmas-lights");
const fallFest = findEvent("fall-fest-2025");

describe("ticket rules shared by the panel and the server", () => {
  it("keeps quantities whole, never below 0 and never above the cap", () => {
    expect([-1, 0, 2.7, 19, 20, 21, Number.NaN, Number.POSITIVE_INFINITY].map(clampQuantity)).toEqual([
      0, 0, 2, 19, 20, 20, 0, 0,
    ]);
    expect(MAX_TICKETS_PER_TYPE).toBe(20);
  });

  it("totals the order from the content's prices", () => {
    expect(
      orderTotalCents(christmas?.tickets ?? [], {
        "christmas-adult": 2,
        "christmas-child": 1,
        "christmas-season-pass": 1,
      }),
    ).toBe(5100);
    expect(formatUsd(5100)).toBe("$51.00");
  });

  it("checks the panel's order: a ticket, and the email the way the server does, sent as typed", () => {
    const ticketOrderSchema = ticketOrderSchemaFor([]);
    const quantities = { "christmas-adult": 1, "christmas-child": 0 };
    expect(
      ticketOrderSchema.parse({ quantities, customerEmail: " Guest@Example.com ", nightDate: "", acceptTerms: false }),
    ).toEqual({
      quantities,
      customerEmail: "Guest@Example.com",
      nightDate: "",
      acceptTerms: false,
    });
    for (const customerEmail of ["", "guest", "guest@", "@example.com"]) {
      const problems = ticketOrderSchema.safeParse({ quantities, customerEmail, nightDate: "", acceptTerms: false })
        .error?.issues;
      expect(problems?.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        ["customerEmail", "Please enter a valid email address."],
      ]);
    }
    const none = ticketOrderSchema.safeParse({
      quantities: { "christmas-adult": 0 },
      customerEmail: "a@b.co",
      nightDate: "",
      acceptTerms: false,
    });
    expect(none.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["quantities", "Please select at least one ticket to continue."],
    ]);
  });

  it("asks the panel's order for a night once a ticket sold per night is in it, and never for passes alone", () => {
    const schema = ticketOrderSchemaFor(["christmas-adult", "christmas-child"]);
    const problems = (quantities: Record<string, number>, nightDate: string, customerEmail = "a@b.co") =>
      schema
        .safeParse({ quantities, customerEmail, nightDate, acceptTerms: false })
        .error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];
    expect(problems({ "christmas-season-pass": 2 }, "")).toEqual([]);
    expect(problems({ "christmas-child": 1, "christmas-season-pass": 1 }, "")).toEqual([
      ["nightDate", "Please choose a night."],
    ]);
    expect(problems({ "christmas-child": 1 }, "", "guest@")).toEqual([
      ["customerEmail", "Please enter a valid email address."],
      ["nightDate", "Please choose a night."],
    ]);
    expect(problems({ "christmas-child": 1 }, "2026-12-12")).toEqual([]);
  });

  it("asks for the event's terms once a ticket they cover is chosen, and for nothing else", () => {
    const schema = ticketOrderSchemaFor(["haunted-forest-adult", "haunted-forest-kid"], {
      name: "the Haunted Forest terms",
      tickets: ["haunted-forest-adult", "haunted-forest-kid"],
    });
    const problems = (quantities: Record<string, number>, acceptTerms: boolean) =>
      schema
        .safeParse({ quantities, customerEmail: "a@b.co", nightDate: "2025-10-04", acceptTerms })
        .error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];
    expect(problems({ "haunted-forest-kid": 1 }, false)).toEqual([
      ["acceptTerms", "Please accept the Haunted Forest terms to continue."],
    ]);
    expect(problems({ "haunted-forest-kid": 1 }, true)).toEqual([]);
    expect(problems({ "haunted-forest-kid": 0, "fall-fest-day-pass": 2 }, false)).toEqual([]);
    expect(checkoutRequestSchema.shape.acceptTerms.safeParse(false).success).toBe(false);
  });

  it("refuses an order without tickets or a valid email in the panel's words, and quantities outside 1-20", () => {
    const order = {
      items: [{ priceId: "p", quantity: 1 }],
      eventId: "christmas-lights",
      eventName: "x",
      customerEmail: "guest@example.com",
      successUrl: "https://a.example/",
      cancelUrl: "https://a.example/",
    };
    const messages = (changes: object) =>
      checkoutRequestSchema.safeParse({ ...order, ...changes }).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({})).toEqual([]);
    expect(messages({ items: [] })).toEqual(["Please select at least one ticket to continue."]);
    expect(messages({ customerEmail: "guest@" })).toEqual(["Please enter a valid email address."]);
    expect(messages({ customerEmail: "" })).toEqual(["Please enter a valid email address."]);
    const quantity = (value: number) => messages({ items: [{ priceId: "p", quantity: value }] });
    expect(quantity(0)).toEqual(["Quantities start at 1."]);
    expect(quantity(1.5)).toEqual(["Quantities must be whole numbers."]);
    expect(quantity(21)).toEqual(["At most 20 tickets of one type."]);
    expect(quantity(20)).toEqual([]);
  });

  it("lower-cases the email and accepts only web return URLs", () => {
    const base = {
      items: [{ priceId: "p", quantity: 1 }],
      eventId: "christmas-lights",
      eventName: "x",
      customerEmail: "A@B.CO",
    };
    expect(
      checkoutRequestSchema.parse({
        ...base,
        successUrl: "https://a.example/?s={CHECKOUT_SESSION_ID}",
        cancelUrl: "https://a.example/",
      }).customerEmail,
    ).toBe("a@b.co");
    expect(
      checkoutRequestSchema.safeParse({ ...base, successUrl: "javascript:alert(1)", cancelUrl: "https://a.example/" })
        .success,
    ).toBe(false);
  });

  it("ends sales after an event's last day on the resort's calendar, and never for the annual lights", () => {
    if (!christmas || !fallFest) throw new Error("ticketed events missing from content");
    expect(salesEnded(fallFest, new Date("2025-11-01T04:59:00Z"))).toBe(false);
    expect(salesEnded(fallFest, new Date("2025-11-01T05:00:00Z"))).toBe(true);
    expect(salesEnded(christmas, new Date("2027-01-05T12:00:00Z"))).toBe(false);
  });
});
