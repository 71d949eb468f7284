import { useState, type FormEvent } from "react";
import { useLocation, useNavigate, type NavigateFunction } from "react-router";
import type { z } from "#domain/zod.ts";
import { useActionResult } from "#app/staff/action-result.tsx";
import { staffGet } from "#app/staff/api.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";
import type { Paging } from "./paging.ts";

/** What a list screen asks the server for, and what of it the address keeps. */
export interface ListQuery<Answer, Row> {
  /** The staff API path that answers the list ("/guests"); the filters and the page go as its query. */
  path: string;
  schema: z.ZodType<Answer>;
  /** The rows of one answer, in the order shown. */
  rows: (answer: Answer) => readonly Row[];
  /** The address parameters the search form sets and the API filters by, in the form's order. */
  filters: readonly string[];
  paging: Paging<NoInfer<Answer>>;
  /** The address parameter naming the open row, for a list whose rows open. */
  open?: string;
  /**
   * For a list the server answers whole (paging: wholeList): the filters are applied here, to its
   * rows, and the list is not fetched again when they change.
   */
  filterRows?: (rows: readonly Row[], filters: URLSearchParams) => readonly Row[];
}

/** The page links, or the button that adds older rows below. */
export type PagerState =
  | { appends: false; previous: string | null; next: string | null }
  | { appends: true; more: (() => void) | null; busy: boolean };

export interface ListScreenState<Answer, Row> {
  /** The address's parameters, filters or not. */
  params: URLSearchParams;
  /** The filters as the address holds them: the search form is drawn anew when they change. */
  formKey: string;
  /** Reads the filters from a submitted search form into the address, back on the first page. */
  apply: (event: FormEvent<HTMLFormElement>) => void;
  /** A link to this view with some parameters changed (null removes one). */
  linkWith: (changes: Record<string, string | null>) => string;
  /** A link to this view without filters or page. */
  clearLink: string;
  /** The address's values of these parameters, as a query ("?a=1&b=2", or "" when none is set). */
  query: (names: readonly string[]) => string;
  navigate: NavigateFunction;
  /** The first page's answer; it stays shown while the next answer is on its way. */
  answer: Answer | undefined;
  /** Every row shown, the first page's and any added below; undefined until the first answer. */
  rows: readonly Row[] | undefined;
  error: unknown;
  /** Fetches the list again. */
  reload: () => void;
  pager: PagerState;
  /** The id of the open row, as the address holds it. */
  openId: string | null;
  openLink: (id: string | number) => string;
  closeLink: string;
  /** The outcome of the last action on a row, to say above the list. */
  result: { message: string; problem: string | null };
  /** Runs an action on a row and says how it went; the list is fetched again when it worked. */
  act: (action: () => Promise<unknown>, done: string, failure?: string) => Promise<boolean>;
}

/** Rows added below the first page, for the filters they were fetched with. */
interface Appended<Row> {
  filters: string;
  rows: readonly Row[];
  next: string | null;
  error: unknown;
}

/**
 * A list screen's state: its filters and page kept in the address, so a view can be shared and the
 * back button works; the list fetched for them; the open row; and actions on rows.
 * Not useSearchParams: it would add to the router code every public page loads.
 */
export function useListScreen<Answer, Row extends { id: string | number }>(
  listQuery: ListQuery<Answer, Row>,
): ListScreenState<Answer, Row> {
  const { path, schema, rows: rowsOf, filters, paging, open, filterRows } = listQuery;
  const params = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const result = useActionResult();
  const [appended, setAppended] = useState<Appended<Row> | null>(null);
  const [busy, setBusy] = useState(false);

  function pick(names: readonly string[]): URLSearchParams {
    const picked = new URLSearchParams();
    for (const name of names) {
      const value = params.get(name);
      if (value) picked.set(name, value);
    }
    return picked;
  }
  const query = (names: readonly string[]) => {
    const picked = pick(names);
    return picked.size ? `?${picked}` : "";
  };
  const toLink = (next: URLSearchParams) => (next.size ? `?${next}` : "?");

  function linkWith(changes: Record<string, string | null>): string {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    return toLink(next);
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of filters) {
      const value = form.get(name);
      if (typeof value === "string" && value.trim()) next.set(name, value.trim());
    }
    void navigate(toLink(next));
  }

  const formKey = pick(filters).toString();
  const listPath = filterRows
    ? path
    : paging.appends
      ? `${path}${query(filters)}`
      : `${path}${query([...filters, paging.param])}`;
  const list = useStaffData(listPath, schema);
  const below = appended?.filters === formKey ? appended : null;
  const answer = list.data;
  const fetched = answer ? [...rowsOf(answer), ...(below?.rows ?? [])] : undefined;
  const rows = fetched && filterRows ? filterRows(fetched, pick(filters)) : fetched;
  const next = below ? below.next : answer ? paging.next(answer) : null;

  async function addOlder(from: string) {
    setBusy(true);
    const page = pick(filters);
    page.set(paging.param, from);
    try {
      const older = await staffGet(`${path}?${page}`, schema);
      setAppended({
        filters: formKey,
        rows: [...(below?.rows ?? []), ...rowsOf(older)],
        next: paging.next(older),
        error: null,
      });
    } catch (error) {
      setAppended({ filters: formKey, rows: below?.rows ?? [], next: from, error });
    } finally {
      setBusy(false);
    }
  }

  const at = params.get(paging.param);
  const moves = open ? { [open]: null } : {};
  const pager: PagerState = paging.appends
    ? { appends: true, more: next === null ? null : () => void addOlder(next), busy }
    : {
        appends: false,
        previous: at ? linkWith({ ...moves, [paging.param]: paging.previous(at) }) : null,
        next: next === null ? null : linkWith({ ...moves, [paging.param]: next }),
      };

  async function act(action: () => Promise<unknown>, done: string, failure?: string) {
    const worked = await result.run(action, done, failure);
    if (worked) list.reload();
    return worked;
  }

  return {
    params,
    formKey,
    apply,
    linkWith,
    clearLink: linkWith(Object.fromEntries([...filters, paging.param].map((name) => [name, null]))),
    query,
    navigate,
    answer,
    rows,
    error: list.error ?? below?.error,
    reload: list.reload,
    pager,
    openId: (open && params.get(open)) || null,
    openLink: (id) => linkWith(open ? { [open]: String(id) } : {}),
    closeLink: linkWith(moves),
    result: { message: result.message, problem: result.problem },
    act,
  };
}
