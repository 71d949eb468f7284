/** Every message of the contact form and its endpoint, spelled once for the browser and the server. */
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

/** The form's initial values: every field empty. */
export const emptyContact = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
  website: "",
} as const;
