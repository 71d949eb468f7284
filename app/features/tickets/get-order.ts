import { useQuery } from "@tanstack/react-query";
import { getJson } from "#app/lib/api-client.ts";
import type { OrderSummary } from "#domain/tickets-schema.ts";
import { onDemand } from "#app/lib/on-demand.ts";

const answerModule = onDemand(() => import("#domain/tickets-schema.ts"));
const answer = () => answerModule().then((schemas) => schemas.orderSummarySchema);

function getOrder(sessionId: string): Promise<OrderSummary> {
  return getJson(`/api/orders/${encodeURIComponent(sessionId)}`, answer);
}

/**
 * The order a returning buyer paid for. Stripe's webhook may land a moment after the buyer
 * does, so a missing order is retried for a few seconds before the banner settles for a
 * generic confirmation.
 */
export function useOrder(sessionId: string | null) {
  return useQuery({
    queryKey: ["ticket-order", sessionId],
    queryFn: () => getOrder(sessionId ?? ""),
    enabled: sessionId !== null,
    retry: 3,
    retryDelay: 1500,
  });
}
