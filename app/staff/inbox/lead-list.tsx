import { Link } from "react-router";
import type { LeadSummary } from "#domain/staff/inbox-schemas.ts";
import { leadKindLabel, leadStatusLabels } from "#domain/staff/inbox.ts";
import { resortTime, secondaryButton } from "#app/staff/ui.ts";
import { StatusBadge } from "./status-badge.tsx";

interface LeadListProps {
  leads: LeadSummary[];
  openId: number | null;
  linkTo: (changes: Record<string, string | null>) => string;
  olderLink: string | null;
  newerLink: string | null;
}

/** The leads of the current filters, newest first; an unread lead is bold and says so. */
export function LeadList({ leads, openId, linkTo, olderLink, newerLink }: LeadListProps) {
  return (
    <>
      <ul
        aria-label="Leads"
        className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-300 bg-white"
      >
        {leads.map((lead) => (
          <li key={lead.id}>
            <Link
              to={linkTo({ lead: String(lead.id) })}
              aria-current={lead.id === openId ? "true" : undefined}
              aria-label={[
                lead.unread ? "Unread" : null,
                lead.name,
                leadKindLabel(lead.kind),
                leadStatusLabels[lead.status],
                resortTime(lead.createdAt),
              ]
                .filter(Boolean)
                .join(", ")}
              className="block px-4 py-3 hover:bg-stone-50 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-river-500 aria-[current=true]:bg-river-50"
            >
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
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex gap-2">
        {newerLink ? (
          <Link to={newerLink} className={secondaryButton}>
            Newest leads
          </Link>
        ) : null}
        {olderLink ? (
          <Link to={olderLink} className={secondaryButton}>
            Older leads
          </Link>
        ) : null}
      </div>
    </>
  );
}
