import { z } from "./zod.ts";
import { EMAIL_MAX, emailInvalidMessage } from "./form-fields.ts";
import { honeypotSchema } from "./form-schemas.ts";
import { newsletterMessages, normaliseEmail } from "./newsletter.ts";

/** The payload of POST /api/subscribe-newsletter: {email} (spec section 7), plus the honeypot. */
export const newsletterSchema = z.strictObject({
  email: z
    .string()
    .transform(normaliseEmail)
    .pipe(
      z
        .string()
        .min(1, newsletterMessages.emailRequiredDescription)
        .max(EMAIL_MAX, emailInvalidMessage)
        .pipe(z.email(emailInvalidMessage)),
    ),
  website: honeypotSchema,
});
