import { useCallback } from "react";
import { Link } from "react-router";
import { SelectField, TextField } from "#app/components/ui/form-field.tsx";
import { errorText } from "#app/lib/api-client.ts";
import { leadAnswer, leadsAnswer } from "#domain/staff/inbox-schemas.ts";
import {
  formatUnreadCount,
  inboxMessages,
  leadKindLabel,
  leadKinds,
  leadStatuses,
  leadStatusLabels,
} from "#domain/staff/inbox.ts";
import type { ScreenProps } from "#app/staff/shell.tsx";
import { primaryButton, secondaryButton } from "#app/staff/ui.ts";
import { useAddressFilters } from "#app/staff/use-address-filters.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";
import { LeadDetailView } from "./lead-detail.tsx";
import { LeadList } from "./lead-list.tsx";
import { useLeadFeed, type FeedState } from "./use-lead-feed.ts";

/** The filters the list understands; everything else in the address (the open lead) is the screen's own. */
const FILTERS = ["q", "kind", "status", "assignee", "unread", "from", "to", "before"] as const;

const feedText: Record<FeedState, string> = {
  connecting: "Connecting to live updates…",
  live: "New leads appear here as they arrive.",
  stopped: "Live updates stopped. Reload the page to see new leads.",
};

/**
 * Every contact message and inquiry, newest first: filters and search in the address (so a view
 * can be shared and the back button works), the list, and the open lead beside it (below it on
 * a phone).
 */
export default function InboxScreen({ me }: ScreenProps) {
  const { params, query: filters, apply: applyFilters, linkWith: linkTo, path, navigate } = useAddressFilters(FILTERS);
  const filterQuery = filters.toString();
  const openId = Number(params.get("lead")) || null;

  const list = useStaffData(path("/inbox/leads"), leadsAnswer);
  const lead = useStaffData(openId === null ? null : `/inbox/leads/${openId}`, leadAnswer);
  const { reload: reloadList } = list;
  const { reload: reloadLead } = lead;
  const refresh = useCallback(() => {
    reloadList();
    if (openId !== null) reloadLead();
  }, [reloadList, reloadLead, openId]);
  const feed = useLeadFeed(refresh);

  const assignees = list.data?.assignees ?? [];
  const moreFilters = FILTERS.filter((name) => name !== "q" && name !== "before" && filters.has(name)).length;

  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">Inbox</h1>
        <p className="text-sm text-stone-700" role="status">
          {list.data ? `${formatUnreadCount(list.data.unreadCount)} unread` : ""}
        </p>
      </div>
      <p className="mt-1 text-sm text-stone-700">{feedText[feed]}</p>

      <form
        role="search"
        aria-label="Filter leads"
        key={filterQuery}
        onSubmit={applyFilters}
        className="mt-4 rounded-xl border border-stone-300 bg-white p-4"
      >
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            id="inbox-q"
            name="q"
            label="Search names, emails and messages"
            type="search"
            defaultValue={params.get("q") ?? ""}
            className="min-w-0 flex-1 basis-64"
          />
          <button type="submit" className={primaryButton}>
            Filter
          </button>
          <Link
            to={params.get("lead") ? linkTo(Object.fromEntries(FILTERS.map((name) => [name, null]))) : "?"}
            className={secondaryButton}
          >
            Clear filters
          </Link>
        </div>
        <details open={moreFilters > 0} className="mt-3">
          <summary className="cursor-pointer font-semibold text-river-800">
            More filters{moreFilters > 0 ? ` (${moreFilters} on)` : ""}
          </summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <SelectField
              id="inbox-kind"
              name="kind"
              label="Kind"
              placeholder="All kinds"
              defaultValue={params.get("kind") ?? ""}
              options={leadKinds.map((kind) => ({ value: kind, label: leadKindLabel(kind) }))}
            />
            <SelectField
              id="inbox-status"
              name="status"
              label="Status"
              placeholder="Any status"
              defaultValue={params.get("status") ?? ""}
              options={leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }))}
            />
            <SelectField
              id="inbox-assignee"
              name="assignee"
              label="Assigned to"
              placeholder="Anyone or nobody"
              defaultValue={params.get("assignee") ?? ""}
              options={[
                { value: "me", label: `Me (${me.name})` },
                { value: "none", label: "Nobody yet" },
                ...assignees
                  .filter((person) => person.id !== me.id)
                  .map((person) => ({ value: String(person.id), label: person.name })),
              ]}
            />
            <TextField
              id="inbox-from"
              name="from"
              label="Received from"
              type="date"
              defaultValue={params.get("from") ?? ""}
            />
            <TextField
              id="inbox-to"
              name="to"
              label="Received until"
              type="date"
              defaultValue={params.get("to") ?? ""}
            />
            <label className="flex min-h-11 items-center gap-2 self-end font-semibold">
              <input
                type="checkbox"
                name="unread"
                value="1"
                defaultChecked={params.get("unread") === "1"}
                className="size-5"
              />
              Unread only
            </label>
          </div>
        </details>
      </form>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="inbox-list-title" className={openId !== null ? "max-lg:hidden" : undefined}>
          <h2 id="inbox-list-title" className="sr-only">
            Leads
          </h2>
          {list.error ? (
            <p role="alert">{errorText(list.error, "The inbox could not load. Check the connection and try again.")}</p>
          ) : !list.data ? (
            <p>Loading…</p>
          ) : list.data.leads.length === 0 ? (
            <p className="rounded-xl border border-stone-300 bg-white p-4">{inboxMessages.empty}</p>
          ) : (
            <LeadList
              leads={list.data.leads}
              openId={openId}
              linkTo={linkTo}
              olderLink={
                list.data.nextBefore === null ? null : linkTo({ before: String(list.data.nextBefore), lead: null })
              }
              newerLink={params.get("before") ? linkTo({ before: null, lead: null }) : null}
            />
          )}
        </section>
        {openId !== null ? (
          <section aria-label="Open lead">
            <Link to={linkTo({ lead: null })} className={`${secondaryButton} mb-3 lg:hidden`}>
              Back to the list
            </Link>
            {lead.error ? (
              <p role="alert">
                {errorText(lead.error, "This lead could not load. Check the connection and try again.")}
              </p>
            ) : !lead.data || lead.data.lead.id !== openId ? (
              <p>Loading…</p>
            ) : (
              <LeadDetailView
                key={lead.data.lead.id}
                lead={lead.data.lead}
                assignees={lead.data.assignees}
                onChanged={refresh}
                onClosed={() => {
                  reloadList();
                  void navigate(linkTo({ lead: null }));
                }}
                onOpened={reloadList}
              />
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}
