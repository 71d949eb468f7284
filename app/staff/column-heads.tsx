/** A console table's header row: one column heading for each name. */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr className="border-b border-stone-300">
        {names.map((name) => (
          <th key={name} scope="col" className="py-2 pr-3">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
