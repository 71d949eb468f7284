// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "#domain/zod.ts";
import { useStaffData } from "#app/staff/use-staff-data.ts";
import { ListScreen } from "./list-screen.tsx";
import { numberedPages, olderPages, olderRowsBelow, wholeList } from "./paging.ts";
import { CheckFilter, ChoiceFilter, TextFilter } from "./search-form.tsx";
import { useListScreen } from "./use-list-screen.ts";

const thing = z.object({ id: z.number(), name: z.string() });
const numberedAnswer = z.object({ things: z.array(thing), page: z.number(), hasMore: z.boolean() });
const olderAnswer = z.object({ things: z.array(thing), nextBefore: z.number().nullable() });
const openAnswer = z.object({ thing });

const search = {
  label: "Find things",
  submit: "Search",
  fields: (
    <>
      <TextFilter name="q" label="Name" />
      <ChoiceFilter name="kind" label="Kind" any="Any kind" choices={[{ value: "big", label: "Big" }]} />
    </>
  ),
  more: { names: ["mine", "from"], fields: <CheckFilter name="mine" label="Mine only" /> },
};

const texts = { failure: "The things could not load.", empty: "No thing matches." };

/** A table of things a page number at a time, whose rows carry an action. */
function NumberedThings() {
  const list = useListScreen({
    path: "/things",
    schema: numberedAnswer,
    rows: (answer) => answer.things,
    filters: ["q", "kind", "mine", "from"],
    paging: numberedPages,
  });
  return (
    <ListScreen
      list={list}
      id="things"
      title="Things"
      count={(answer) => `${answer.things.length} shown`}
      search={search}
      actions
      {...texts}
      view={{
        caption: "Things",
        columns: [
          { head: "Name", rowHead: true, cell: (row) => row.name },
          {
            head: "Actions",
            headHidden: true,
            cell: (row) => (
              <button
                type="button"
                onClick={() =>
                  void list.act(
                    () => (row.name === "broken" ? Promise.reject(new Error("no")) : Promise.resolve()),
                    `${row.name} is polished.`,
                  )
                }
              >
                Polish {row.name}
              </button>
            ),
          },
        ],
      }}
      pager={{ previous: "Previous page", next: "Next page" }}
    />
  );
}

/** A list of things newest first, whose rows open below it. */
function OlderThings() {
  const list = useListScreen({
    path: "/things",
    schema: olderAnswer,
    rows: (answer) => answer.things,
    filters: ["q"],
    paging: olderPages,
    open: "thing",
  });
  const open = useStaffData(list.openId === null ? null : `/things/${list.openId}`, openAnswer);
  return (
    <ListScreen
      list={list}
      id="things"
      title="Things"
      search={search}
      {...texts}
      view={{ label: "Things", look: "rows", opens: true, rowLabel: (row) => row.name, item: (row) => row.name }}
      pager={{ previous: "Newest", next: "Older" }}
      open={{
        data: open,
        failure: "This thing could not load.",
        place: { beside: false, labelledBy: "thing-title" },
        render: (opened) => <h2 id="thing-title">Thing {opened.thing.name}</h2>,
      }}
    />
  );
}

/** A log of things, older rows added below on request. */
function ThingLog() {
  const list = useListScreen({
    path: "/things",
    schema: olderAnswer,
    rows: (answer) => answer.things,
    filters: ["q"],
    paging: olderRowsBelow,
  });
  return (
    <ListScreen
      list={list}
      id="things"
      title="Things"
      search={search}
      {...texts}
      view={{ label: "Things", look: "cards", ordered: true, item: (row) => row.name }}
      pager={{ next: "Show older things" }}
    />
  );
}

const wholeAnswer = z.object({ things: z.array(thing) });

/** Every thing in one answer, filtered here by name. */
function WholeThings() {
  const list = useListScreen({
    path: "/things",
    schema: wholeAnswer,
    rows: (answer) => answer.things,
    filters: ["q"],
    paging: wholeList,
    filterRows: (rows, filters) => rows.filter((row) => row.name.includes(filters.get("q") ?? "")),
  });
  return (
    <ListScreen
      list={list}
      id="things"
      title="Things"
      search={search}
      {...texts}
      view={{ label: "Things", look: "rows", item: (row) => row.name }}
      pager={{ next: "More" }}
    />
  );
}

/** Where the router is now. */
function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function renderAt(address: string, screenUi: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[`/staff/things${address}`]}>
      {screenUi}
      <Address />
    </MemoryRouter>,
  );
}

const things = (...ids: number[]) => ids.map((id) => ({ id, name: `thing ${id}` }));

let asked: string[] = [];
let answer: (url: URL) => unknown;
/** Answers that wait until the test lets them go, by the path asked. */
let held: Map<string, () => void>;

beforeEach(() => {
  asked = [];
  held = new Map();
  vi.stubGlobal("fetch", async (input: string) => {
    const url = new URL(input, "http://console.test");
    const path = `${url.pathname}${url.search}`;
    asked.push(path);
    if (held.has(path)) await new Promise<void>((release) => held.set(path, release));
    const body = answer(url);
    return body instanceof Response ? body : Response.json(body);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const address = () => screen.getByRole("status", { name: "Address" }).textContent;
const table = () => screen.findByRole("table", { name: "Things" });

describe("a list screen's filters", () => {
  it("sends the address's filters and page to the API, and no other parameter", async () => {
    answer = () => ({ things: things(1), page: 2, hasMore: false });
    renderAt("?q=oak&kind=big&page=2&unknown=x", <NumberedThings />);
    await table();
    expect(asked).toEqual(["/api/staff/things?q=oak&kind=big&page=2"]);
    expect(screen.getByLabelText<HTMLInputElement>("Name").value).toBe("oak");
    expect(screen.getByLabelText<HTMLSelectElement>("Kind").value).toBe("big");
    expect(screen.getByText("1 shown")).toBeDefined();
  });

  it("puts the form's trimmed filters in the address, back on the first page", async () => {
    answer = () => ({ things: things(1), page: 3, hasMore: false });
    renderAt("?q=old&kind=big&page=3", <NumberedThings />);
    await table();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "  elm " } });
    fireEvent.change(screen.getByLabelText("Kind"), { target: { value: "" } });
    fireEvent.click(screen.getByLabelText("Mine only"));
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(address()).toBe("?q=elm&mine=1"));
    await waitFor(() => expect(asked.at(-1)).toBe("/api/staff/things?q=elm&mine=1"));
  });

  it("folds the further filters away, saying how many are on", async () => {
    answer = () => ({ things: things(1), page: 1, hasMore: false });
    const { container, unmount } = renderAt("?q=oak", <NumberedThings />);
    await table();
    expect(screen.getByText("More filters")).toBeDefined();
    expect(container.querySelector("details")?.open).toBe(false);
    unmount();
    const again = renderAt("?mine=1&from=2026-01-01", <NumberedThings />);
    await table();
    expect(screen.getByText("More filters (2 on)")).toBeDefined();
    expect(again.container.querySelector("details")?.open).toBe(true);
  });
});

describe("a list screen's pager", () => {
  it("with numbered pages goes one page back and one on, keeping the filters", async () => {
    answer = () => ({ things: things(1), page: 3, hasMore: true });
    renderAt("?q=oak&page=3", <NumberedThings />);
    await table();
    expect(screen.getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe("/staff/things?q=oak&page=2");
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/staff/things?q=oak&page=4");
  });

  it("with numbered pages leaves the page out of the first page's address, and has no link past the last", async () => {
    answer = () => ({ things: things(1), page: 2, hasMore: false });
    renderAt("?page=2", <NumberedThings />);
    await table();
    expect(screen.getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe("/staff/things");
    expect(screen.queryByRole("link", { name: "Next page" })).toBeNull();
  });

  it("shows no links on a single page", async () => {
    answer = () => ({ things: things(1), page: 1, hasMore: false });
    renderAt("", <NumberedThings />);
    await table();
    expect(screen.queryAllByRole("link")).toEqual([]);
  });

  it("newest first goes back to the newest and on to older rows, closing the open row", async () => {
    answer = (url) =>
      url.pathname === "/api/staff/things/7"
        ? { thing: { id: 7, name: "seven" } }
        : { things: things(7, 6), nextBefore: 6 };
    renderAt("?q=oak&before=8&thing=7", <OlderThings />);
    const list = await screen.findByRole("list", { name: "Things" });
    expect(screen.getByRole("link", { name: "Newest" }).getAttribute("href")).toBe("/staff/things?q=oak");
    expect(screen.getByRole("link", { name: "Older" }).getAttribute("href")).toBe("/staff/things?q=oak&before=6");
    expect(within(list).getByRole("link", { name: "thing 7" }).getAttribute("aria-current")).toBe("true");
    expect(within(list).getByRole("link", { name: "thing 6" }).getAttribute("aria-current")).toBeNull();
    expect(await screen.findByRole("region", { name: "Thing seven" })).toBeDefined();
  });

  it("adds older rows below the first page on request, for the same filters", async () => {
    answer = (url) =>
      url.searchParams.get("before") === "2"
        ? { things: things(1), nextBefore: null }
        : { things: things(3, 2), nextBefore: 2 };
    renderAt("?q=oak", <ThingLog />);
    const log = await screen.findByRole("list", { name: "Things" });
    expect(log.tagName).toBe("OL");
    fireEvent.click(screen.getByRole("button", { name: "Show older things" }));
    await waitFor(() =>
      expect(
        within(log)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toHaveLength(3),
    );
    expect(
      within(log)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["thing 3", "thing 2", "thing 1"]);
    expect(asked).toEqual(["/api/staff/things?q=oak", "/api/staff/things?q=oak&before=2"]);
    expect(screen.queryByRole("button", { name: "Show older things" })).toBeNull();
    expect(address()).toBe("?q=oak");
  });
});

describe("a list screen's states", () => {
  it("says it is loading until the answer comes", async () => {
    answer = () => ({ things: things(1), page: 1, hasMore: false });
    held.set("/api/staff/things", () => undefined);
    renderAt("", <NumberedThings />);
    expect(await screen.findByText("Loading…")).toBeDefined();
    expect(screen.queryByRole("table")).toBeNull();
    held.get("/api/staff/things")?.();
    await table();
    expect(screen.queryByText("Loading…")).toBeNull();
  });

  it("says what the server said when the list could not load, else its own words", async () => {
    answer = () => Response.json({ error: "The filters do not make sense." }, { status: 400 });
    const first = renderAt("", <NumberedThings />);
    expect((await screen.findByRole("alert")).textContent).toBe("The filters do not make sense.");
    first.unmount();
    answer = () => new Response(null, { status: 502 });
    renderAt("", <NumberedThings />);
    expect((await screen.findByRole("alert")).textContent).toBe("The things could not load.");
  });

  it("says so when no row matches", async () => {
    answer = () => ({ things: [], page: 1, hasMore: false });
    renderAt("?q=nothing", <NumberedThings />);
    expect(await screen.findByText("No thing matches.")).toBeDefined();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("heads the table's columns, a column of buttons for screen readers alone", async () => {
    answer = () => ({ things: things(1), page: 1, hasMore: false });
    renderAt("", <NumberedThings />);
    const heads = within(await table()).getAllByRole("columnheader");
    expect(heads.map((head) => head.textContent)).toEqual(["Name", "Actions"]);
    expect(heads[1]?.querySelector(".sr-only")?.textContent).toBe("Actions");
    expect(within(await table()).getByRole("rowheader").textContent).toBe("thing 1");
  });

  it("says how an action went, and loads the list again only when it worked", async () => {
    answer = () => ({ things: [...things(1), { id: 2, name: "broken" }], page: 1, hasMore: false });
    renderAt("", <NumberedThings />);
    await table();
    fireEvent.click(screen.getByRole("button", { name: "Polish thing 1" }));
    await waitFor(() => expect(screen.getByText("thing 1 is polished.").getAttribute("role")).toBe("status"));
    await waitFor(() => expect(asked).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: "Polish broken" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The change was not saved. Check the connection and try again.",
    );
    expect(asked).toHaveLength(2);
  });

  it("never shows the row opened before while the newly opened one loads", async () => {
    answer = (url) => {
      const id = Number(url.pathname.split("/").at(-1));
      return Number.isNaN(id) ? { things: things(2, 1), nextBefore: null } : { thing: { id, name: `number ${id}` } };
    };
    held.set("/api/staff/things/2", () => undefined);
    renderAt("?thing=1", <OlderThings />);
    expect(await screen.findByRole("heading", { name: "Thing number 1" })).toBeDefined();
    fireEvent.click(within(await screen.findByRole("list", { name: "Things" })).getByRole("link", { name: "thing 2" }));
    await waitFor(() => expect(address()).toBe("?thing=2"));
    expect(screen.queryByRole("heading", { name: "Thing number 1" })).toBeNull();
    expect(screen.getByText("Loading…")).toBeDefined();
    held.get("/api/staff/things/2")?.();
    expect(await screen.findByRole("heading", { name: "Thing number 2" })).toBeDefined();
  });
});

describe("a list the server answers whole", () => {
  it("filters its rows here, and asks the server once whatever the filters", async () => {
    answer = () => ({ things: [...things(1, 2), { id: 12, name: "thing 12" }] });
    renderAt("?q=1", <WholeThings />);
    const list = await screen.findByRole("list", { name: "Things" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["thing 1", "thing 12"]);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(address()).toBe("?q=2"));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(["thing 2", "thing 12"]),
    );
    expect(asked).toEqual(["/api/staff/things"]);
    expect(screen.queryByRole("link", { name: "More" })).toBeNull();
  });
});
