import { emailInvalidMessage } from "./form-fields.ts";

/** Every message of the newsletter signup and its endpoint, spelled once for the browser and the server. */
export const newsletterMessages = {
  emailRequiredTitle: "Email Required",
  emailRequiredDescription: "Please enter your email address",
  successTitle: "Welcome aboard!",
  successDescription: "You've successfully subscribed to our newsletter.",
  duplicateTitle: "Already Subscribed",
  duplicateDescription: "This email is already on our mailing list!",
  failureTitle: "Subscription Failed",
  failureFallback: "Unable to subscribe. Please try again.",
  emailInvalid: emailInvalidMessage,
  duplicateError: "This email is already on our mailing list!",
  rateLimited: "Too many sign-up attempts from this device. Please wait a few minutes and try again.",
} as const;
