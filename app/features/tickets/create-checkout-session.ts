import { ApiRequestError, postJson } from "#app/lib/api-client.ts";
import type { CheckoutRequest } from "#domain/tickets-schema.ts";
import { ticketMessages } from "#domain/tickets.ts";
import { onDemand } from "#app/lib/on-demand.ts";

/** A failure whose message is one of the checkout's own texts (ticketMessages). */
export class CheckoutError extends Error {}

/**
 * The box office refused the order: the chosen night cannot take it (sold out, too few places left,
 * closed), or the buyer's open checkouts already hold what one buyer may. The server's own words.
 */
export class BoxOfficeRefusal extends CheckoutError {}

const answerModule = onDemand(() => import("#domain/tickets-schema.ts"));
const answer = () => answerModule().then((schemas) => schemas.checkoutSessionSchema);

/** Asks the server for a checkout and answers the URL to send the browser to. */
export async function createCheckoutSession(payload: CheckoutRequest): Promise<string> {
  try {
    return (await postJson("/api/create-checkout-session", payload, answer)).url;
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status === 0) throw error;
    if (error.status === 409 && error.serverMessage) throw new BoxOfficeRefusal(error.serverMessage);
    throw new CheckoutError(error.malformed ? ticketMessages.noUrl : ticketMessages.requestFailed);
  }
}
