/**
 * How a list goes past its first page. `param` says which page, in the address and to the API;
 * its value is text, as the address holds it.
 */
export interface Paging<Answer> {
  param: string;
  /** The value for the page after `answer`; null on the last page. */
  next: (answer: Answer) => string | null;
  /** The value for the page before the one at `at`; null for the first page, which needs none. */
  previous: (at: string) => string | null;
  /** Later pages are added below the first on request, and the address keeps the filters alone. */
  appends: boolean;
}

/** Numbered pages (?page=3): the answer says which page it is and whether another follows. */
export const numberedPages: Paging<{ page: number; hasMore: boolean }> = {
  param: "page",
  next: (answer) => (answer.hasMore ? String(answer.page + 1) : null),
  previous: (at) => (Number(at) > 2 ? String(Number(at) - 1) : null),
  appends: false,
};

interface OlderAnswer {
  /** The id the next page of older rows starts before; null when there are none. */
  nextBefore: number | null;
}

const nextBefore = (answer: OlderAnswer) => (answer.nextBefore === null ? null : String(answer.nextBefore));

/** Newest first, a page at a time (?before=id); the way back goes to the newest. */
export const olderPages: Paging<OlderAnswer> = {
  param: "before",
  next: nextBefore,
  previous: () => null,
  appends: false,
};

/** Newest first, older rows added below on request: a log read from the top down. */
export const olderRowsBelow: Paging<OlderAnswer> = { ...olderPages, appends: true };

/** One answer holds every row (a list of a few dozen): nothing to page. */
export const wholeList: Paging<unknown> = {
  param: "page",
  next: () => null,
  previous: () => null,
  appends: false,
};
