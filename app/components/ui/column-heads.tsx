/**
 * A table's head row: one column header per name, each padded from the next.
 * The last one keeps its right padding only where the caller asks (tables
 * whose columns are built from a list pad every cell alike).
 */
export function ColumnHeads({ columns, padLast = false }: { columns: readonly string[]; padLast?: boolean }) {
  return (
    <thead>
      <tr className="border-b-2 border-navy-900">
        {columns.map((c, i) => (
          <th key={c} scope="col" className={padLast || i < columns.length - 1 ? "py-2 pr-4" : "py-2"}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}
