import { z } from "./zod.ts";
import { normaliseEmail } from "./form-fields.ts";
import { boxOfficeMessages, needsTerms, termsRequiredMessage } from "./box-office.ts";
import { MAX_TICKETS_PER_TYPE, ticketMessages } from "./tickets.ts";

/** The request of POST /api/create-checkout-session. Amounts are never part of it: the server prices every line. */
export const checkoutRequestSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        priceId: z.string().trim().min(1).max(255),
        quantity: z
          .number()
          .int("Quantities must be whole numbers.")
          .min(1, "Quantities start at 1.")
          .max(MAX_TICKETS_PER_TYPE, `At most ${MAX_TICKETS_PER_TYPE} tickets of one type.`),
      }),
    )
    .min(1, ticketMessages.noTickets.description)
    .max(20),
  customerEmail: z.string().transform(normaliseEmail).pipe(z.email(ticketMessages.email.description).max(254)),
  eventId: z.string().min(1).max(100),
  eventName: z.string().max(200),
  successUrl: z.url({ protocol: /^https?$/ }).max(2000),
  cancelUrl: z.url({ protocol: /^https?$/ }).max(2000),
  /** The night the tickets sold per night are for; required when the order has any. */
  nightDate: z.iso.date(boxOfficeMessages.nightRequired).optional(),
  /** The buyer ticked the event's terms; required when the order holds a ticket they cover. */
  acceptTerms: z.literal(true).optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export type CheckoutPayload = z.output<typeof checkoutRequestSchema>;

/** The answer to POST /api/create-checkout-session: where to send the buyer. */
export const checkoutSessionSchema = z.object({ url: z.string().regex(/^https?:\/\//) });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** A ticket type as the panel sees it: the content plus the price id configured on the server. */
const ticketOfferSchema = z.object({
  id: z.string(),
  label: z.string(),
  priceCents: z.number(),
  description: z.string(),
  priceId: z.string().nullable(),
  /** Sold for one chosen night (counted against its capacity), or a pass for the whole run. */
  perNight: z.boolean(),
});
export type TicketOffer = z.infer<typeof ticketOfferSchema>;

/** The answer to GET /api/events/:eventId/tickets. */
export const ticketCatalogSchema = z.object({
  eventId: z.string(),
  /** "stripe": Stripe's hosted checkout; "test": our own no-charge stand-in; "off": nothing sells. */
  mode: z.enum(["stripe", "test", "off"]),
  tickets: z.array(ticketOfferSchema),
});
export type TicketCatalog = z.infer<typeof ticketCatalogSchema>;

/** The answer to GET /api/events/:eventId/nights: each night of the run and how it looks to a buyer. */
export const eventNightsSchema = z.object({
  eventId: z.string(),
  nights: z.array(
    z.object({
      date: z.iso.date(),
      state: z.enum(["available", "few", "sold-out", "closed", "cancelled", "past"]),
      /** Places left, told only once few are (a box office does not publish its counts). */
      remaining: z.number().nullable(),
    }),
  ),
});
export type EventNights = z.infer<typeof eventNightsSchema>;

/** Order line as shown to the buyer (banner, mails). */
const orderLineSchema = z.object({ label: z.string(), quantity: z.number(), amountTotalCents: z.number() });

/** The answer to GET /api/orders/:sessionId: what the returning buyer paid for. */
export const orderSummarySchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  lines: z.array(orderLineSchema),
  amountTotalCents: z.number(),
  currency: z.string(),
  /** The order's ticket page, on this site. */
  ticketsPath: z.string().regex(/^\/tickets\/[\w-]+$/),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The browser's email check, the same rule the server applies. */
function isValidTicketEmail(value: string): boolean {
  return checkoutRequestSchema.shape.customerEmail.safeParse(value).success;
}

/**
 * The ticket panel's form: at least one ticket, a valid address for the receipt, a night once
 * a ticket sold per night (`perNightIds`) is chosen (passes need none), and the event's terms
 * accepted once a ticket they cover is. The address is sent as typed (trimmed); the request's own
 * schema lower-cases it on the server. `nightDate` is "" until chosen.
 */
export function ticketOrderSchemaFor(
  perNightIds: readonly string[],
  terms?: { tickets: readonly string[]; name: string },
) {
  return z
    .object({
      quantities: z
        .record(z.string(), z.number())
        .refine(
          (quantities) => Object.values(quantities).some((count) => count > 0),
          ticketMessages.noTickets.description,
        ),
      customerEmail: z.string().trim().refine(isValidTicketEmail, ticketMessages.email.description),
      nightDate: z.string(),
      acceptTerms: z.boolean(),
    })
    .refine(({ quantities, nightDate }) => nightDate !== "" || !perNightIds.some((id) => (quantities[id] ?? 0) > 0), {
      message: boxOfficeMessages.nightRequired,
      path: ["nightDate"],
    })
    .refine(({ quantities, acceptTerms }) => acceptTerms || !needsTerms(terms, chosenLines(quantities)), {
      message: termsRequiredMessage(terms?.name ?? ""),
      path: ["acceptTerms"],
    });
}

/** The form's counts as order lines, for the rules that look at what is chosen. */
function chosenLines(quantities: Record<string, number>): { ticketId: string; quantity: number }[] {
  return Object.entries(quantities).map(([ticketId, quantity]) => ({ ticketId, quantity }));
}
