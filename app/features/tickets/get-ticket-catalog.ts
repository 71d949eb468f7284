import { useQuery, type QueryClient } from "@tanstack/react-query";
import { getJson } from "#app/lib/api-client.ts";
import type { TicketCatalog } from "#domain/tickets-schema.ts";
import { onDemand } from "#app/lib/on-demand.ts";

const answerModule = onDemand(() => import("#domain/tickets-schema.ts"));
const answer = () => answerModule().then((schemas) => schemas.ticketCatalogSchema);

function getTicketCatalog(eventId: string): Promise<TicketCatalog> {
  return getJson(`/api/events/${encodeURIComponent(eventId)}/tickets`, answer);
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
