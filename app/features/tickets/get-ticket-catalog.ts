import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { TicketCatalog } from "#domain/tickets.ts";

async function getTicketCatalog(eventId: string): Promise<TicketCatalog> {
  const response = await fetch(`/api/events/${encodeURIComponent(eventId)}/tickets`, {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Ticket catalog answered ${response.status}`);
  return (await response.json()) as TicketCatalog;
}

const catalogQuery = (eventId: string) => ({
  queryKey: ["ticket-catalog", eventId],
  queryFn: () => getTicketCatalog(eventId),
});

/** Price ids live in server configuration; the panel learns them here. */
export function useTicketCatalog(eventId: string, enabled: boolean) {
  return useQuery({ ...catalogQuery(eventId), enabled });
}

/** The catalog now, waiting for it when the visitor submits before it has loaded. */
export function ensureTicketCatalog(client: QueryClient, eventId: string): Promise<TicketCatalog> {
  return client.ensureQueryData(catalogQuery(eventId));
}
