import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import type { ResortEvent, TicketType } from "#domain/content/schemas.ts";
import type { CheckoutPayload } from "#domain/tickets-schema.ts";
import { boxOfficeMessages, needsTerms, peopleOnNight, termsRequiredMessage } from "#domain/box-office.ts";
import { checkoutRefusals, salesEnded, ticketMessages } from "#domain/tickets.ts";
import type { AppDeps } from "#server/app.ts";
import { ApiError } from "#server/http/errors.ts";
import { isSameSitePath } from "#server/http/same-site-path.ts";
import { checkoutMode, findTicketedEvent, priceIdOf } from "./catalog.ts";
import type { PricedLine } from "./orders.ts";
import { checkoutLinesMetadata, stripeLineItems } from "./stripe-lines.ts";

export interface PricedOrder {
  event: ResortEvent & { tickets: TicketType[] };
  /** Each at the ticket's published price when the order was priced: what its checkout charges. */
  lines: (PricedLine & { ticketId: string })[];
  /** The night and how many people the order brings on it; null when it holds only passes. */
  night: { date: string; people: number } | null;
  /** When the buyer accepted the event's terms; null for an order that needs none. */
  termsAcceptedAt: string | null;
}

/** What a checkout opens for: a priced order, and the newsletter campaign that brought its buyer (null for none). */
export interface CheckoutOrder extends PricedOrder {
  campaignId: number | null;
}

/** A checkout opened for a priced order: where to send the buyer, and its id. */
export interface OpenedCheckout {
  id: string;
  url: string;
}

type CheckoutDeps = Pick<AppDeps, "env" | "clock" | "db" | "log" | "published">;

/**
 * The server decides what may be sold: the event must sell tickets and not be over, every
 * price id must be one of that event's ticket types, and the return URLs must be ours.
 * Amounts come from the published content, never from the request.
 */
export function priceOrder({ env, clock, published }: CheckoutDeps, payload: CheckoutPayload): PricedOrder {
  const event = findTicketedEvent(published, payload.eventId);
  if (!event) throw new ApiError(404, { error: checkoutRefusals.unknownEvent });
  if (salesEnded(event, clock.now())) throw new ApiError(409, { error: checkoutRefusals.ended });
  const mode = checkoutMode(env);
  if (mode === "off") throw new ApiError(503, { error: checkoutRefusals.unavailable });

  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const lines: PricedOrder["lines"] = [];
  payload.items.forEach((item, index) => {
    const ticket = event.tickets.find((candidate) => priceIdOf(candidate, mode) === item.priceId);
    if (!ticket) {
      fields[`items.${index}.priceId`] = checkoutRefusals.foreignPrice;
      return;
    }
    if (seen.has(ticket.id)) {
      fields[`items.${index}.priceId`] = checkoutRefusals.duplicatePrice;
      return;
    }
    seen.add(ticket.id);
    lines.push({
      priceId: item.priceId,
      ticketId: ticket.id,
      label: ticket.label,
      quantity: item.quantity,
      unitAmountCents: ticket.priceCents,
      amountTotalCents: ticket.priceCents * item.quantity,
    });
  });
  if (Object.keys(fields).length > 0) {
    const first = Object.values(fields)[0] ?? checkoutRefusals.foreignPrice;
    throw new ApiError(400, { error: first, fields });
  }

  for (const key of ["successUrl", "cancelUrl"] as const) {
    if (!isOwnOrigin(payload[key], env.PUBLIC_ORIGIN)) fields[key] = checkoutRefusals.foreignReturnUrl;
  }
  if (Object.keys(fields).length > 0) throw new ApiError(400, { error: checkoutRefusals.foreignReturnUrl, fields });

  const boxOffice = published.boxOffice(event.id);
  const people = peopleOnNight(boxOffice?.perNightTickets ?? [], lines);
  if (people > 0 && !payload.nightDate)
    throw new ApiError(400, {
      error: boxOfficeMessages.nightRequired,
      fields: { nightDate: boxOfficeMessages.nightRequired },
    });
  const termsNeeded = needsTerms(boxOffice?.terms, lines);
  if (termsNeeded && !payload.acceptTerms) {
    const message = termsRequiredMessage(boxOffice?.terms?.name ?? "");
    throw new ApiError(400, { error: message, fields: { acceptTerms: message } });
  }
  return {
    event,
    lines,
    night: people > 0 && payload.nightDate ? { date: payload.nightDate, people } : null,
    termsAcceptedAt: termsNeeded ? clock.now().toISOString() : null,
  };
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Return URLs must be on the public origin (no open redirect through the payment page), with a
 * path that cannot lead elsewhere either: `https://site//evil.example/` is on our origin, but a
 * path beginning `//` would be answered with a redirect off the site. A loopback public origin
 * also accepts the other loopback spellings of the same port, so a local install works whether it
 * is opened as localhost or 127.0.0.1.
 */
function isOwnOrigin(value: string, publicOrigin: string): boolean {
  let url: URL;
  let path: string;
  try {
    url = new URL(value);
    path = decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  if (!isSameSitePath(path)) return false;
  const own = new URL(publicOrigin);
  if (url.origin === own.origin) return true;
  return (
    LOOPBACK.has(own.hostname) && LOOPBACK.has(url.hostname) && url.protocol === own.protocol && url.port === own.port
  );
}

/**
 * Creates Stripe's hosted Checkout Session for a priced order, charging the amounts it was priced
 * at and closing at `expiresAt` (when the places it holds are given back); answers its id and URL.
 */
export async function createStripeCheckout(
  deps: CheckoutDeps,
  stripe: Stripe,
  payload: CheckoutPayload,
  order: CheckoutOrder,
  expiresAt: Date,
): Promise<OpenedCheckout> {
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: "payment",
      customer_email: payload.customerEmail,
      line_items: stripeLineItems(order.event.name, order.lines),
      allow_promotion_codes: true,
      success_url: payload.successUrl,
      cancel_url: payload.cancelUrl,
      expires_at: Math.ceil(expiresAt.getTime() / 1000),
      metadata: {
        eventId: order.event.id,
        ...(order.night ? { nightDate: order.night.date } : {}),
        ...(order.termsAcceptedAt ? { termsAcceptedAt: order.termsAcceptedAt } : {}),
        ...(order.campaignId ? { campaignId: String(order.campaignId) } : {}),
        ...checkoutLinesMetadata(order.lines),
      },
    });
  } catch (error) {
    deps.log.error({ err: error, eventId: order.event.id }, "stripe checkout session failed");
    throw new ApiError(502, { error: ticketMessages.requestFailed });
  }
  if (!session.url) throw new ApiError(502, { error: ticketMessages.noUrl });
  return { id: session.id, url: session.url };
}

/** Opens a checkout of our own (no charge), closing at `expiresAt` as Stripe's would; answers its id and page. */
export async function createTestCheckout(
  { db, clock }: CheckoutDeps,
  payload: CheckoutPayload,
  order: CheckoutOrder,
  expiresAt: Date,
): Promise<OpenedCheckout> {
  const id = `cs_test_local_${randomBytes(24).toString("base64url")}`;
  const now = clock.now();
  await db
    .insertInto("test_checkouts")
    .values({
      id,
      event_id: order.event.id,
      customer_email: payload.customerEmail,
      lines: JSON.stringify(order.lines),
      success_url: payload.successUrl,
      cancel_url: payload.cancelUrl,
      status: "open",
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      night_date: order.night?.date ?? null,
      terms_accepted_at: order.termsAcceptedAt,
      campaign_id: order.campaignId,
    })
    .execute();
  // Same origin as the page the buyer came from, which priceOrder has checked is ours.
  return { id, url: new URL(`/api/test-checkout/${id}`, payload.successUrl).href };
}
