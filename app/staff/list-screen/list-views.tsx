import type { ReactNode } from "react";
import { Link } from "react-router";
import { panel } from "#app/staff/ui.ts";
import { ColumnHeads } from "./column-heads.tsx";

interface Column<Row> {
  head: string;
  /** The head is read out but not shown: a column of buttons needs no visible head. */
  headHidden?: boolean;
  /** The cell names its row, as the row's header. */
  rowHead?: boolean;
  /** The cell's classes besides the table's padding. */
  className?: string;
  cell: (row: Row) => ReactNode;
}

/** Rows as a table, one column each. */
export interface TableView<Row> {
  /** The table's caption, read out but not shown. */
  caption: string;
  columns: readonly Column<Row>[];
}

/** Rows as a list: cards apart, or rows together in one box. */
export interface ItemView<Row> {
  /** The list's name, as a screen reader reads it. */
  label: string;
  look: "cards" | "rows";
  /** The order is the point (a log): an ordered list. */
  ordered?: boolean;
  /** Names each row: on the row, or on its link when the row opens. */
  rowLabel?: (row: Row) => string;
  /** The whole row is one link that opens it. */
  opens?: boolean;
  item: (row: Row) => ReactNode;
}

export type ListView<Row> = TableView<Row> | ItemView<Row>;

interface RowsProps<Row> {
  rows: readonly Row[];
  openId: string | null;
  openLink: (id: string | number) => string;
}

const isOpen = (row: { id: string | number }, openId: string | null) =>
  String(row.id) === openId ? "true" : undefined;

export function RowsTable<Row extends { id: string | number }>({
  view,
  rows,
  openId,
}: { view: TableView<Row> } & RowsProps<Row>) {
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-300 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{view.caption}</caption>
        <ColumnHeads
          look="boxed"
          names={view.columns.map((column) => (column.headHidden ? { name: column.head, hidden: true } : column.head))}
        />
        <tbody className="divide-y divide-stone-200">
          {rows.map((row) => (
            <tr key={row.id} aria-current={isOpen(row, openId)}>
              {view.columns.map((column) => {
                const Cell = column.rowHead ? "th" : "td";
                return (
                  <Cell
                    key={column.head}
                    scope={column.rowHead ? "row" : undefined}
                    className={`px-4 py-2 ${column.className ?? ""}`}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const listLooks = {
  cards: { list: "space-y-3", row: panel },
  rows: {
    list: "divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-300 bg-white",
    row: "px-4 py-3",
  },
};

export function RowsList<Row extends { id: string | number }>({
  view,
  rows,
  openId,
  openLink,
}: { view: ItemView<Row> } & RowsProps<Row>) {
  const List = view.ordered ? "ol" : "ul";
  const look = listLooks[view.look];
  return (
    <List aria-label={view.label} className={look.list}>
      {rows.map((row) =>
        view.opens ? (
          <li key={row.id}>
            <Link
              to={openLink(row.id)}
              aria-current={isOpen(row, openId)}
              aria-label={view.rowLabel?.(row)}
              className={`block ${look.row} hover:bg-stone-50 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-river-500 aria-[current=true]:bg-river-50`}
            >
              {view.item(row)}
            </Link>
          </li>
        ) : (
          <li key={row.id} aria-label={view.rowLabel?.(row)} className={look.row}>
            {view.item(row)}
          </li>
        ),
      )}
    </List>
  );
}
