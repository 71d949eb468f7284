import type { ResortEvent } from "#content/events.ts";

export function TicketPanel(_props: { event: ResortEvent }) {
  return null;
}
