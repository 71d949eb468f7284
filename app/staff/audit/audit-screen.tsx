import { auditAnswer } from "#domain/staff/schemas.ts";
import { ListScreen } from "#app/staff/list-screen/list-screen.tsx";
import { olderRowsBelow } from "#app/staff/list-screen/paging.ts";
import { TextFilter } from "#app/staff/list-screen/search-form.tsx";
import { useListScreen } from "#app/staff/list-screen/use-list-screen.ts";
import { AuditEntryView } from "./audit-entry.tsx";

/** The audit log, newest first, a page at a time from the server; filter by action, who, and dates. */
export default function AuditScreen() {
  const list = useListScreen({
    path: "/audit",
    schema: auditAnswer,
    rows: (answer) => answer.entries,
    filters: ["action", "actor", "from", "to"],
    paging: olderRowsBelow,
  });

  return (
    <ListScreen
      list={list}
      id="audit"
      title="Audit log"
      search={{
        label: "Filter the audit log",
        submit: "Filter",
        fields: (
          <>
            <TextFilter name="action" label="Action" type="text" placeholder="e.g. staff.add" />
            <TextFilter name="actor" label="Done by (email)" type="email" />
            <TextFilter name="from" label="From" type="date" />
            <TextFilter name="to" label="To" type="date" />
          </>
        ),
      }}
      failure="The audit log could not be loaded. Check the filters and try again."
      empty="No entries match."
      view={{ label: "Audit entries", look: "cards", ordered: true, item: (entry) => <AuditEntryView entry={entry} /> }}
      pager={{ next: "Show older entries" }}
    />
  );
}
