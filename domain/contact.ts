import { z } from "./zod.ts";
import { emailAddress, honeypotSchema, longText, singleLineText } from "./form-fields.ts";

/** Every message the spec quotes for the contact form (sections 5 and 8), spelled once. */
export const contactMessages = {
  successTitle: "Message Sent!",
  successDescription: "Thank you for contacting us. We'll get back to you soon.",
  errorTitle: "Error",
  errorFallback: "Failed to send message. Please try again.",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  rateLimited: "Too many messages from this device. Please wait a few minutes and try again.",
} as const;

export const CONTACT_SUCCESS_TOAST_MS = 5000;

/** The contact message payload of POST /api/send-contact-email (spec section 7). */
export const contactSchema = z.strictObject({
  firstName: singleLineText(100, contactMessages.firstNameRequired),
  lastName: singleLineText(100, contactMessages.lastNameRequired),
  email: emailAddress(contactMessages.emailRequired),
  phone: singleLineText(40).optional(),
  subject: singleLineText(200, contactMessages.subjectRequired),
  message: longText(contactMessages.messageRequired),
  website: honeypotSchema,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

export const emptyContact = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
  website: "",
} satisfies ContactInput;
