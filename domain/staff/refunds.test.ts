import { describe, expect, it } from "vitest";
import { orderStatus } from "./order-schemas.ts";
import { dollarsToCents, refundRequest } from "./refund-schemas.ts";

describe("dollarsToCents", () => {
  it.each([
    ["15", 1500],
    ["15.5", 1550],
    ["15.50", 1550],
    ["0.07", 7],
    [" 3 ", 300],
    ["999999.99", 99_999_999],
  ])("reads %j as %i cents", (text, cents) => expect(dollarsToCents(text)).toBe(cents));

  it.each(["", "15.505", "-1", "1e3", "$5", "1,000", "5.", ".5", "1000000"])("refuses %j", (text) =>
    expect(dollarsToCents(text)).toBeNull(),
  );
});

describe("refundRequest", () => {
  const issues = (body: unknown) =>
    refundRequest.safeParse(body).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

  it("takes tickets, an amount, or both", () => {
    expect(issues({ tickets: ["K7QF3M9X"], amount: "", reason: "" })).toEqual([]);
    expect(issues({ tickets: [], amount: "2.50", reason: "Goodwill" })).toEqual([]);
  });

  it("asks for one or the other, and checks each", () => {
    expect(issues({ tickets: [], amount: "", reason: "" })).toEqual([
      ["tickets", "Choose the tickets to refund, or enter an amount."],
    ]);
    expect(issues({ tickets: ["k7qf3m9x"], amount: "0.00", reason: "" })).toEqual([
      ["tickets.0", "Choose tickets of this order."],
      ["amount", "Enter an amount above $0.00."],
    ]);
  });
});

describe("orderStatus", () => {
  const order = { tickets: 3, voided: 0, amountCents: 2400, refundedCents: 0, cancelled: false };

  it("is paid until a ticket is voided or money goes back", () => {
    expect(orderStatus(order)).toBe("paid");
    expect(orderStatus({ ...order, voided: 1 })).toBe("partially refunded");
    expect(orderStatus({ ...order, refundedCents: 500 })).toBe("partially refunded");
  });

  it("is refunded once every ticket or every cent is, and cancelled when its night was called off", () => {
    expect(orderStatus({ ...order, voided: 3 })).toBe("refunded");
    expect(orderStatus({ ...order, refundedCents: 2400 })).toBe("refunded");
    expect(orderStatus({ ...order, voided: 3, refundedCents: 2400, cancelled: true })).toBe("cancelled");
    // A free order is not refunded by a refund of nothing.
    expect(orderStatus({ ...order, amountCents: 0 })).toBe("paid");
  });
});
