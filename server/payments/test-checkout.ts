import { createHash } from "node:crypto";
import { z } from "#domain/zod.ts";
import { formatUsd } from "#domain/english.ts";
import { CHECKOUT_SESSION_PLACEHOLDER } from "#domain/tickets.ts";
import type { AppDeps } from "#server/app.ts";
import type { TestCheckoutsTable } from "#server/db/schema.ts";
import { markup, raw, type Html } from "#server/mail/templates/html.ts";
import { recordPaidOrder, type PricedLine } from "./orders.ts";
import { CURRENCY } from "./stripe-lines.ts";

const pricedLinesSchema = z.array(
  z.object({
    priceId: z.string(),
    ticketId: z.string().nullable(),
    label: z.string(),
    quantity: z.number().int(),
    unitAmountCents: z.number().int(),
    amountTotalCents: z.number().int(),
  }),
);

type TestCheckoutDeps = Pick<AppDeps, "db" | "clock" | "outbox" | "env" | "log" | "published">;

export async function findTestCheckout(
  { db }: Pick<AppDeps, "db">,
  id: string,
): Promise<TestCheckoutsTable | undefined> {
  return db.selectFrom("test_checkouts").selectAll().where("id", "=", id).executeTakeFirst();
}

function linesOf(checkout: TestCheckoutsTable): PricedLine[] {
  return pricedLinesSchema.parse(JSON.parse(checkout.lines));
}

export function isExpired(checkout: TestCheckoutsTable, now: Date): boolean {
  return checkout.status === "open" && now.toISOString() >= checkout.expires_at;
}

/**
 * Completes a test checkout as a paid order through the very code the Stripe webhook uses, at the
 * amounts it was opened with, and answers where to send the buyer. Completing twice records nothing new.
 */
export async function completeTestCheckout(deps: TestCheckoutDeps, checkout: TestCheckoutsTable): Promise<string> {
  const event = deps.published.event(checkout.event_id);
  const lines = linesOf(checkout);
  await deps.db
    .updateTable("test_checkouts")
    .set({ status: "complete" })
    .where("id", "=", checkout.id)
    .where("status", "=", "open")
    .execute();
  await recordPaidOrder(deps, {
    sessionId: checkout.id,
    stripeEventId: null,
    mode: "test",
    eventId: checkout.event_id,
    eventName: event?.name ?? checkout.event_id,
    customerEmail: checkout.customer_email,
    customerName: null,
    paymentIntentId: null,
    nightDate: checkout.night_date,
    termsAcceptedAt: checkout.terms_accepted_at,
    campaignId: checkout.campaign_id,
    currency: CURRENCY,
    amountTotalCents: lines.reduce((sum, line) => sum + line.amountTotalCents, 0),
    lines,
  });
  return successUrl(checkout);
}

export async function cancelTestCheckout({ db }: Pick<AppDeps, "db">, checkout: TestCheckoutsTable): Promise<string> {
  await db
    .updateTable("test_checkouts")
    .set({ status: "canceled" })
    .where("id", "=", checkout.id)
    .where("status", "=", "open")
    .execute();
  return checkout.cancel_url;
}

function successUrl(checkout: TestCheckoutsTable): string {
  return checkout.success_url.replaceAll(CHECKOUT_SESSION_PLACEHOLDER, encodeURIComponent(checkout.id));
}

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#f5f5f4;color:#1c1917}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d6d3d1;border-radius:.75rem}
.badge{display:inline-block;padding:.25rem .75rem;border-radius:999px;background:#fef3c7;color:#78350f;font-weight:700;border:1px solid #b45309}
table{width:100%;border-collapse:collapse;margin:1rem 0}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e7e5e4}
td.amount,th.amount{text-align:right}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}
button,a.button{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;border:1px solid #134e4a;cursor:pointer;text-decoration:none}
button.primary{background:#134e4a;color:#fff}
button.secondary,a.button{background:#fff;color:#134e4a}
button:focus-visible,a:focus-visible{outline:3px solid #b45309;outline-offset:2px}
`;
const STYLE_HASH = `sha256-${createHash("sha256").update(STYLE).digest("base64")}`;

/** The page's own policy: no script at all, only its own inline style and forms to itself. */
export const TEST_CHECKOUT_CSP = `default-src 'none'; style-src '${STYLE_HASH}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

function page(title: string, body: Html): string {
  return String(markup`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title><style>${raw(STYLE)}</style></head>
<body><main>${body}</main></body></html>`);
}

/** The stand-in for Stripe's hosted page for an event, clearly marked as charging nothing. */
export function renderTestCheckout(checkout: TestCheckoutsTable, eventName: string, now: Date): string {
  const lines = linesOf(checkout);
  const total = lines.reduce((sum, line) => sum + line.amountTotalCents, 0);
  const header = markup`<p class="badge">Test mode — no charge</p><h1>Checkout: ${eventName}</h1>`;
  if (checkout.status !== "open" || isExpired(checkout, now)) {
    const state =
      checkout.status === "complete"
        ? "This order is complete."
        : checkout.status === "canceled"
          ? "This checkout was canceled."
          : "This checkout has expired.";
    const back = checkout.status === "complete" ? successUrl(checkout) : checkout.cancel_url;
    return page(
      "Test checkout",
      markup`${header}<p role="status">${state}</p><p><a class="button" href="${back}">Back to the event</a></p>`,
    );
  }
  const rows = lines.map(
    (line) =>
      markup`<tr><td>${line.label}</td><td>${line.quantity}</td><td class="amount">${formatUsd(line.amountTotalCents)}</td></tr>`,
  );
  const action = `/api/test-checkout/${encodeURIComponent(checkout.id)}`;
  return page(
    "Test checkout — no charge",
    markup`${header}
<p>This is the site's built-in test checkout, shown because no Stripe key is configured. No card is asked for and nothing is charged.</p>
<p>Receipt to: <strong>${checkout.customer_email}</strong></p>
<table><caption>Your order</caption><thead><tr><th scope="col">Ticket</th><th scope="col">Quantity</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th scope="row" colspan="2">Total</th><td class="amount">${formatUsd(total)}</td></tr></tfoot></table>
<div class="actions">
<form method="post" action="${action}/complete"><button class="primary" type="submit">Complete test purchase</button></form>
<form method="post" action="${action}/cancel"><button class="secondary" type="submit">Cancel</button></form>
</div>`,
  );
}
