/** A column's heading; a hidden one is read out but not shown (a column of buttons needs no visible head). */
export type ColumnHead = string | { name: string; hidden: true };

const looks = {
  /** Lines between rows, on a panel. */
  plain: { head: "", row: "border-b border-stone-300", cell: "py-2 pr-3" },
  /** A list screen's table, boxed on its own. */
  boxed: { head: "border-b border-stone-300 bg-stone-50", row: "", cell: "px-4 py-2" },
};

/** A console table's header row: one column heading for each name. */
export function ColumnHeads({ names, look = "plain" }: { names: readonly ColumnHead[]; look?: keyof typeof looks }) {
  const { head, row, cell } = looks[look];
  return (
    <thead className={head || undefined}>
      <tr className={row || undefined}>
        {names.map((name) =>
          typeof name === "string" ? (
            <th key={name} scope="col" className={cell}>
              {name}
            </th>
          ) : (
            <th key={name.name} scope="col" className={cell}>
              <span className="sr-only">{name.name}</span>
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
