import { useQuery } from "@tanstack/react-query";
import type { OrderSummary } from "#domain/tickets.ts";

async function getOrder(sessionId: string): Promise<OrderSummary> {
  const response = await fetch(`/api/orders/${encodeURIComponent(sessionId)}`, {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Order lookup answered ${response.status}`);
  return (await response.json()) as OrderSummary;
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
