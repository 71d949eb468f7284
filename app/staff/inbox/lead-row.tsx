import type { LeadSummary } from "#domain/staff/inbox-schemas.ts";
import { leadKindLabel, leadStatusLabels } from "#domain/staff/inbox.ts";
import { resortTime } from "#app/staff/ui.ts";
import { StatusBadge } from "./status-badge.tsx";

/** A lead as a screen reader names its row: unread first, when it is. */
export function leadLabel(lead: LeadSummary): string {
  return [
    lead.unread ? "Unread" : null,
    lead.name,
    leadKindLabel(lead.kind),
    leadStatusLabels[lead.status],
    resortTime(lead.createdAt),
  ]
    .filter(Boolean)
    .join(", ");
}

/** One lead of the list, inside the link that opens it; an unread lead is bold and says so. */
export function LeadRow({ lead }: { lead: LeadSummary }) {
  return (
    <>
      <span className="flex items-baseline justify-between gap-3">
        <span className={`truncate ${lead.unread ? "font-bold" : "font-medium"}`}>
          {lead.unread ? (
            <span aria-hidden="true" className="mr-2 inline-block size-2.5 rounded-full bg-sunset-600" />
          ) : null}
          {lead.name}
        </span>
        <span className="shrink-0 text-sm text-stone-600">{resortTime(lead.createdAt)}</span>
      </span>
      <span className="mt-0.5 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-river-800">{leadKindLabel(lead.kind)}</span>
        <StatusBadge status={lead.status} />
        {lead.assignee ? <span className="text-stone-700">→ {lead.assignee.name}</span> : null}
      </span>
      <span className="mt-1 line-clamp-2 text-sm text-stone-700">
        {lead.subject ? <span className="font-semibold">{lead.subject}: </span> : null}
        {lead.snippet}
      </span>
    </>
  );
}
