import { z } from "./zod.ts";
import { normaliseEmail } from "./form-fields.ts";
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
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export type CheckoutPayload = z.output<typeof checkoutRequestSchema>;

/** The browser's email check, the same rule the server applies. */
export function isValidTicketEmail(value: string): boolean {
  return checkoutRequestSchema.shape.customerEmail.safeParse(value).success;
}
