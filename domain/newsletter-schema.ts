import { z } from "./zod.ts";
import { EMAIL_MAX, emailInvalidMessage, normaliseEmail } from "./form-fields.ts";
import { honeypotSchema } from "./form-schemas.ts";
import { newsletterMessages } from "./newsletter.ts";

/** The payload of POST /api/subscribe-newsletter: {email}, plus the honeypot. */
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
