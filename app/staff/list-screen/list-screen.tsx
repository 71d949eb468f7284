import type { ReactNode } from "react";
import { Link } from "react-router";
import { errorText } from "#app/lib/api-client.ts";
import { ActionResult } from "#app/staff/action-result.tsx";
import { panel, secondaryButton } from "#app/staff/ui.ts";
import type { StaffData } from "#app/staff/use-staff-data.ts";
import { RowsList, RowsTable, type ListView } from "./list-views.tsx";
import { SearchForm, type Search } from "./search-form.tsx";
import type { ListScreenState, PagerState } from "./use-list-screen.ts";

/** The open row: fetched apart, and shown below the list in a panel, or beside it. */
interface OpenRow<Opened> {
  data: StaffData<Opened>;
  /** Said when it could not load and the server said nothing better. */
  failure: string;
  render: (opened: Opened) => ReactNode;
  /**
   * Beside the list on a wide screen, in the list's place on a phone (with a way back to it),
   * as a region named `label`; else below the list, in a panel named by the id of its own heading.
   */
  place: { beside: true; label: string } | { beside: false; labelledBy: string };
}

interface ListScreenProps<Answer, Row, Opened> {
  list: ListScreenState<Answer, Row>;
  /** Starts the ids of the screen's elements: "guests" makes "guests-q". */
  id: string;
  title: string;
  /** What the list counts, under the title, once the answer has come. */
  count?: (answer: Answer) => string;
  /** The count changes by itself (new rows arrive live), so it is announced. */
  countLive?: boolean;
  /** Lines under the title. */
  intro?: ReactNode;
  search: Search;
  /** The rows carry actions (useListScreen's act), whose outcome is said above the list. */
  actions?: boolean;
  /** Said when the list could not load and the server said nothing better. */
  failure: string;
  /** Said when no row matches. */
  empty: string;
  view: ListView<Row>;
  /** The texts of the page links: back (none on the first page) and on. */
  pager: { previous?: string; next: string };
  open?: OpenRow<Opened> | null;
  /** What follows the list on the screen. */
  children?: ReactNode;
}

/**
 * The console's one list screen: title and count, a search form whose filters live in the
 * address, the rows as a table or a list with their loading, error and empty states, the pager,
 * and the open row. A new list is its query (useListScreen), its filters and its columns.
 */
export function ListScreen<Answer, Row extends { id: string | number }, Opened = never>({
  list,
  id,
  title,
  count,
  countLive = false,
  intro,
  search,
  actions = false,
  failure,
  empty,
  view,
  pager,
  open,
  children,
}: ListScreenProps<Answer, Row, Opened>) {
  const opened = open && list.openId !== null ? open : null;
  const beside = open?.place.beside ? open.place : null;
  const rows = (
    <div className="space-y-3">
      {list.error ? (
        <p role="alert">{errorText(list.error, failure)}</p>
      ) : !list.rows ? (
        <p>Loading…</p>
      ) : list.rows.length === 0 ? (
        <p className={panel}>{empty}</p>
      ) : "columns" in view ? (
        <RowsTable view={view} rows={list.rows} openId={list.openId} openLink={list.openLink} />
      ) : (
        <RowsList view={view} rows={list.rows} openId={list.openId} openLink={list.openLink} />
      )}
      <Pager state={list.pager} labels={pager} />
    </div>
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{title}</h1>
        {count ? (
          <p role={countLive ? "status" : undefined} className="mt-1 min-h-6 text-stone-700">
            {list.answer ? count(list.answer) : ""}
          </p>
        ) : null}
        {intro}
      </div>

      <SearchForm
        key={list.formKey}
        search={search}
        idPrefix={id}
        params={list.params}
        onSubmit={list.apply}
        clearLink={list.clearLink}
      />

      {actions ? <ActionResult message={list.result.message} problem={list.result.problem} /> : null}

      {beside ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <section aria-labelledby={`${id}-list-title`} className={opened ? "max-lg:hidden" : undefined}>
            <h2 id={`${id}-list-title`} className="sr-only">
              {"caption" in view ? view.caption : view.label}
            </h2>
            {rows}
          </section>
          {opened ? (
            <section aria-label={beside.label}>
              <Link to={list.closeLink} className={`${secondaryButton} mb-3 lg:hidden`}>
                Back to the list
              </Link>
              <OpenedRow open={opened} />
            </section>
          ) : null}
        </div>
      ) : (
        rows
      )}

      {opened && !opened.place.beside ? (
        <section aria-labelledby={opened.place.labelledBy} className={panel}>
          <OpenedRow open={opened} />
        </section>
      ) : null}
      {children}
    </div>
  );
}

/** The open row once it has loaded, never one opened before it. */
function OpenedRow<T>({ open }: { open: OpenRow<T> }) {
  const { data, error, stale } = open.data;
  if (error && !stale) return <p role="alert">{errorText(error, open.failure)}</p>;
  if (data === undefined || stale) return <p>Loading…</p>;
  return open.render(data);
}

function Pager({ state, labels }: { state: PagerState; labels: { previous?: string; next: string } }) {
  if (state.appends) {
    return state.more ? (
      <button type="button" className={secondaryButton} disabled={state.busy} onClick={state.more}>
        {labels.next}
      </button>
    ) : null;
  }
  const previous = labels.previous && state.previous !== null ? state.previous : null;
  if (previous === null && state.next === null) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {previous !== null ? (
        <Link to={previous} className={secondaryButton}>
          {labels.previous}
        </Link>
      ) : null}
      {state.next !== null ? (
        <Link to={state.next} className={secondaryButton}>
          {labels.next}
        </Link>
      ) : null}
    </div>
  );
}
