import { z } from "./zod.ts";
import { emailAddress, honeypotSchema, longText, singleLineText } from "./form-schemas.ts";
import { contactMessages } from "./contact.ts";

/** The contact message payload of POST /api/send-contact-email. */
export const contactSchema = z.strictObject({
  firstName: singleLineText(100, contactMessages.firstNameRequired),
  lastName: singleLineText(100, contactMessages.lastNameRequired),
  email: emailAddress(contactMessages.emailRequired),
  phone: singleLineText(40).optional(),
  subject: singleLineText(200, contactMessages.subjectRequired),
  message: longText(contactMessages.messageRequired),
  website: honeypotSchema,
});

export type ContactMessage = z.output<typeof contactSchema>;
