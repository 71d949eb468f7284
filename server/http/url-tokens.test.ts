import { describe, expect, it } from "vitest";
import { carriesUrlToken, redactUrlTokens } from "./url-tokens.ts";

describe("the token rule", () => {
  it.each([
    [
      "http://localhost:3000/reset-password?token=eyJh.bGci-Oi_J9",
      "http://localhost:3000/reset-password?token=[redacted]",
    ],
    ["/verify-email?token=abc.def&next=1", "/verify-email?token=[redacted]&next=1"],
    ["/api/unsubscribe?token=cmVh.viSk", "/api/unsubscribe?token=[redacted]"],
    ["/api/newsletter/confirm?token=cmVh.mgx1k2.viSk", "/api/newsletter/confirm?token=[redacted]"],
    [
      '<a href="http://localhost:3000/events/christmas-lights?success=true&amp;session_id=cs_test_a1">',
      '<a href="http://localhost:3000/events/christmas-lights?success=true&amp;session_id=[redacted]">',
    ],
    [
      "Your tickets: http://localhost:3000/tickets/r0cbz5-PhCQ\nThanks",
      "Your tickets: http://localhost:3000/tickets/[redacted]\nThanks",
    ],
    ["/tickets/r0cbz5-PhCQ", "/tickets/[redacted]"],
    ["/api/orders/cs_live_b2", "/api/orders/[redacted]"],
    ["/api/test-checkout/abc123/complete", "/api/test-checkout/[redacted]/complete"],
    ["http://localhost:3000/staff/enrol#k7Qf2m9X", "http://localhost:3000/staff/enrol#[redacted]"],
    ["Checkout session: cs_test_local_x-Y_z", "Checkout session: [redacted]"],
  ])("redacts %j", (text, redacted) => {
    expect(redactUrlTokens(text)).toBe(redacted);
    expect(carriesUrlToken(text)).toBe(true);
    expect(carriesUrlToken(redacted)).toBe(false);
  });

  it.each([
    "/api/tickets/find",
    "/api/staff/orders/12",
    "/events/christmas-lights?success=true",
    "http://localhost:3000/staff/orders?q=K7QF2-M9XAB&order=12",
    "Order reference: K7QF2-M9XAB",
  ])("leaves %j as it is", (text) => {
    expect(redactUrlTokens(text)).toBe(text);
    expect(carriesUrlToken(text)).toBe(false);
  });
});
