import type { CheckoutRequest } from "#domain/tickets-schema.ts";
import { ticketMessages } from "#domain/tickets.ts";

/** A failure whose message is one of the spec's checkout texts. */
export class CheckoutError extends Error {}

/** Asks the server for a checkout and answers the URL to send the browser to. */
export async function createCheckoutSession(payload: CheckoutRequest): Promise<string> {
  const response = await fetch("/api/create-checkout-session", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(payload),
  });
  if (!response.ok) throw new CheckoutError(ticketMessages.requestFailed);
  const data: unknown = await response.json().catch(() => null);
  const url = data && typeof data === "object" && "url" in data && typeof data.url === "string" ? data.url : "";
  if (!/^https?:\/\//.test(url)) throw new CheckoutError(ticketMessages.noUrl);
  return url;
}
