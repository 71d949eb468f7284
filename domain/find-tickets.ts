/** Every message of "Find my tickets" and its endpoint, spelled once for the browser and the server. */
export const findTicketsMessages = {
  title: "Find my tickets",
  description: "Lost your receipt? Enter the email you bought with and we'll send you links to your tickets.",
  emailLabel: "Email used for your order",
  emailRequired: "Please enter your email address.",
  submit: "Email My Tickets",
  pending: "Sending…",
  sent: "If we have orders for that address, we've emailed links to your tickets. It can take a few minutes to arrive.",
  fallback: "We couldn't send that just now. Please try again.",
  rateLimited: "Too many requests from this device. Please wait a few minutes and try again.",
  loadFailed: "Find my tickets could not load. Check your connection and try again.",
} as const;
