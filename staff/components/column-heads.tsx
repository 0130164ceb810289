// A table's head: one row of column headers, named, so screen readers announce each cell's column.

/** `row` and `cell` are the classes of the head row and of each header (none when not given). */
export function ColumnHeads({ names, row, cell }: { names: readonly string[]; row?: string; cell?: string }) {
  return (
    <thead>
      <tr className={row}>
        {names.map((name) => (
          <th key={name} scope="col" className={cell}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
