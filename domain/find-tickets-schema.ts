import { z } from "./zod.ts";
import { EMAIL_MAX, emailInvalidMessage, normaliseEmail } from "./form-fields.ts";
import { honeypotSchema } from "./form-schemas.ts";
import { findTicketsMessages } from "./find-tickets.ts";

/** The payload of POST /api/tickets/find: the purchase address (trimmed, lower-cased), plus the honeypot. */
export const findTicketsSchema = z.strictObject({
  email: z
    .string()
    .transform(normaliseEmail)
    .pipe(
      z
        .string()
        .min(1, findTicketsMessages.emailRequired)
        .max(EMAIL_MAX, emailInvalidMessage)
        .pipe(z.email(emailInvalidMessage)),
    ),
  website: honeypotSchema,
});
