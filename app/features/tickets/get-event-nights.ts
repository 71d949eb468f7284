import { useQuery } from "@tanstack/react-query";
import { getJson } from "#app/lib/api-client.ts";
import type { EventNights } from "#domain/tickets-schema.ts";
import { onDemand } from "#app/lib/on-demand.ts";

const answerModule = onDemand(() => import("#domain/tickets-schema.ts"));
const answer = () => answerModule().then((schemas) => schemas.eventNightsSchema);

function getEventNights(eventId: string): Promise<EventNights> {
  return getJson(`/api/events/${encodeURIComponent(eventId)}/nights`, answer);
}

/** Each night of the run and whether it still sells: live, so never taken from the page. */
export function useEventNights(eventId: string, enabled: boolean) {
  return useQuery({ queryKey: ["event-nights", eventId], queryFn: () => getEventNights(eventId), enabled });
}
