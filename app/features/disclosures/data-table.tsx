import { ColumnHeads } from "../../components/ui/column-heads";
import { tableClass } from "./styles";

/**
 * A captioned two-or-more-column table whose first column names each row.
 * Wide tables scroll on narrow screens inside a focusable region, so a
 * keyboard user can scroll them too.
 */
export function DataTable({
  id,
  caption,
  columns,
  rows,
}: {
  id: string;
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
      <table className={tableClass}>
        <caption id={`${id}-caption`} className="pb-2 text-left font-semibold text-navy-900">
          {caption}
        </caption>
        <ColumnHeads columns={columns} padLast />
        <tbody>
          {rows.map(([head, ...cells]) => (
            <tr key={head} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-4 font-medium">
                {head}
              </th>
              {cells.map((cell, i) => (
                <td key={i} className="py-2 pr-4">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
