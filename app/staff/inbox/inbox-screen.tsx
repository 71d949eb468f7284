import { useCallback } from "react";
import { leadAnswer, leadsAnswer } from "#domain/staff/inbox-schemas.ts";
import {
  formatUnreadCount,
  inboxMessages,
  leadKindLabel,
  leadKinds,
  leadStatuses,
  leadStatusLabels,
} from "#domain/staff/inbox.ts";
import { ListScreen } from "#app/staff/list-screen/list-screen.tsx";
import { olderPages } from "#app/staff/list-screen/paging.ts";
import { CheckFilter, ChoiceFilter, TextFilter } from "#app/staff/list-screen/search-form.tsx";
import { useListScreen } from "#app/staff/list-screen/use-list-screen.ts";
import type { ScreenProps } from "#app/staff/shell.tsx";
import { useStaffData } from "#app/staff/use-staff-data.ts";
import { LeadDetailView } from "./lead-detail.tsx";
import { leadLabel, LeadRow } from "./lead-row.tsx";
import { useLeadFeed, type FeedState } from "./use-lead-feed.ts";

/** The filters folded under "More filters": the search box stays in view. */
const MORE_FILTERS = ["kind", "status", "assignee", "unread", "from", "to"] as const;

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
  const list = useListScreen({
    path: "/inbox/leads",
    schema: leadsAnswer,
    rows: (answer) => answer.leads,
    filters: ["q", ...MORE_FILTERS],
    paging: olderPages,
    open: "lead",
  });
  const { openId, reload: reloadList } = list;
  const lead = useStaffData(openId === null ? null : `/inbox/leads/${openId}`, leadAnswer);
  const { reload: reloadLead } = lead;
  const refresh = useCallback(() => {
    reloadList();
    if (openId !== null) reloadLead();
  }, [reloadList, reloadLead, openId]);
  const feed = useLeadFeed(refresh);
  const assignees = list.answer?.assignees ?? [];

  return (
    <ListScreen
      list={list}
      id="inbox"
      title="Inbox"
      count={(answer) => `${formatUnreadCount(answer.unreadCount)} unread`}
      countLive
      intro={<p className="mt-1 text-sm text-stone-700">{feedText[feed]}</p>}
      search={{
        label: "Filter leads",
        submit: "Filter",
        clear: "Clear filters",
        fields: <TextFilter name="q" label="Search names, emails and messages" />,
        more: {
          names: MORE_FILTERS,
          fields: (
            <>
              <ChoiceFilter
                name="kind"
                label="Kind"
                any="All kinds"
                choices={leadKinds.map((kind) => ({ value: kind, label: leadKindLabel(kind) }))}
              />
              <ChoiceFilter
                name="status"
                label="Status"
                any="Any status"
                choices={leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }))}
              />
              <ChoiceFilter
                name="assignee"
                label="Assigned to"
                any="Anyone or nobody"
                choices={[
                  { value: "me", label: `Me (${me.name})` },
                  { value: "none", label: "Nobody yet" },
                  ...assignees
                    .filter((person) => person.id !== me.id)
                    .map((person) => ({ value: String(person.id), label: person.name })),
                ]}
              />
              <TextFilter name="from" label="Received from" type="date" />
              <TextFilter name="to" label="Received until" type="date" />
              <CheckFilter name="unread" label="Unread only" />
            </>
          ),
        },
      }}
      failure="The inbox could not load. Check the connection and try again."
      empty={inboxMessages.empty}
      view={{ label: "Leads", look: "rows", opens: true, rowLabel: leadLabel, item: (row) => <LeadRow lead={row} /> }}
      pager={{ previous: "Newest leads", next: "Older leads" }}
      open={{
        data: lead,
        failure: "This lead could not load. Check the connection and try again.",
        place: { beside: true, label: "Open lead" },
        render: (opened) => (
          <LeadDetailView
            key={opened.lead.id}
            lead={opened.lead}
            assignees={opened.assignees}
            onChanged={refresh}
            onClosed={() => {
              reloadList();
              void list.navigate(list.closeLink);
            }}
            onOpened={reloadList}
          />
        ),
      }}
    />
  );
}
