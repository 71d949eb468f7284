import { ListScreen } from "#app/staff/list-screen/list-screen.tsx";
import { wholeList } from "#app/staff/list-screen/paging.ts";
import { ChoiceFilter, TextFilter } from "#app/staff/list-screen/search-form.tsx";
import { useListScreen } from "#app/staff/list-screen/use-list-screen.ts";
import type { ScreenProps } from "#app/staff/shell.tsx";
import { can } from "#domain/staff/permissions.ts";
import { contentListAnswer, type ContentListAnswer } from "#domain/staff/content-schemas.ts";
import { keysOfKind } from "#domain/content/documents.ts";
import { DocumentScreen } from "./document-editor.tsx";
import { NewEvent } from "./new-event.tsx";
import { PagesBehind } from "./pages-behind.tsx";
import { scheduleTime } from "#domain/content/schedule-time.ts";
import { scheduleWords } from "./schedule-publish.tsx";
import { publishedLine } from "./published-line.ts";

type Row = ContentListAnswer["documents"][number] & { id: string };

const shows = {
  unconfirmed: { label: "Needs confirming", keep: (row: Row) => row.unconfirmed > 0 },
  changed: { label: "Unpublished changes", keep: (row: Row) => row.changed },
  problems: { label: "Has problems", keep: (row: Row) => row.problems > 0 },
} as const;

/** The server answers every document (a few dozen); the filters pick among them here. */
function matching(rows: readonly Row[], filters: URLSearchParams): readonly Row[] {
  const words = (filters.get("q") ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const show = filters.get("show");
  const kept = show && Object.hasOwn(shows, show) ? shows[show as keyof typeof shows].keep : () => true;
  return rows.filter((row) => kept(row) && words.every((word) => row.title.toLowerCase().includes(word)));
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The site's content: every document with what is left to confirm, fix and publish; one opens in its editor. */
export default function ContentScreen({ me }: ScreenProps) {
  const list = useListScreen({
    path: "/content",
    schema: contentListAnswer,
    rows: (answer) => answer.documents.map((document) => ({ ...document, id: document.key })),
    filters: ["q", "show"],
    paging: wholeList,
    open: "doc",
    filterRows: matching,
  });

  const keys = list.answer?.documents.map((document) => document.key) ?? [];
  const idOf = (key: string) => key.slice(key.indexOf(":") + 1);
  const events = keysOfKind(keys, "event").map(idOf);
  const withNights = new Set(keysOfKind(keys, "box-office").map(idOf));

  if (list.openId !== null)
    return (
      <DocumentScreen
        key={list.openId}
        docKey={list.openId}
        // The preview's view and page belong to the document, not to the list it came from.
        backTo={list.linkWith({ doc: null, preview: null, page: null })}
        onLeave={list.reload}
        canEdit={can(me.role, "content.edit")}
        canPublish={can(me.role, "content.publish")}
      />
    );

  return (
    <ListScreen
      list={list}
      id="content"
      title="Content"
      count={(answer) =>
        list.rows && list.rows.length !== answer.documents.length
          ? `${list.rows.length} of ${plural(answer.documents.length, "document", "documents")}`
          : plural(answer.documents.length, "document", "documents")
      }
      intro={
        <>
          <p className="mt-1 max-w-prose text-stone-700">
            Every fact the site shows. Open a document to confirm or correct its facts; the site changes when it is
            published.
          </p>
          {list.answer?.renderFailures.length ? (
            <div className="mt-4">
              <PagesBehind failures={list.answer.renderFailures} linkDocuments />
            </div>
          ) : null}
          {can(me.role, "content.edit") && events.length > 0 ? (
            <NewEvent events={events} withNights={withNights} onCreated={list.reload} />
          ) : null}
        </>
      }
      search={{
        label: "Find documents",
        submit: "Show",
        fields: (
          <>
            <TextFilter name="q" label="Search titles" />
            <ChoiceFilter
              name="show"
              label="Show"
              any="All documents"
              choices={Object.entries(shows).map(([value, { label }]) => ({ value, label }))}
            />
          </>
        ),
        clear: "Show all",
      }}
      failure="The documents could not load. Check the connection and try again."
      empty="No document matches."
      view={{
        label: "Documents",
        look: "rows",
        opens: true,
        item: (row) => (
          <span className="block space-y-1">
            <span className="block font-semibold text-river-800 underline">{row.title}</span>
            <span className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
              {row.changed ? <span className="font-semibold text-amber-900">Unpublished changes</span> : null}
              {row.schedule ? (
                row.schedule.failure ? (
                  <span className="font-semibold text-red-800">
                    {row.schedule.action === "publish" ? "Scheduled publish failed" : "Scheduled hiding failed"}
                  </span>
                ) : (
                  <span className="text-river-800">
                    {scheduleWords[row.schedule.action].listed} {scheduleTime(row.schedule.dueAt)}
                  </span>
                )
              ) : null}
              {row.problems > 0 ? (
                <span className="font-semibold text-red-800">{plural(row.problems, "problem", "problems")}</span>
              ) : null}
              {row.unconfirmed > 0 ? (
                <span className="text-stone-800">{plural(row.unconfirmed, "fact to confirm", "facts to confirm")}</span>
              ) : (
                <span className="text-stone-700">All facts confirmed</span>
              )}
            </span>
            <span className="block text-sm text-stone-700">{publishedLine(row)}</span>
          </span>
        ),
      }}
      pager={{ next: "" }}
    />
  );
}
