// The export's columns, for a person to choose from: all are ticked; what is
// unticked is left out (the server keeps its own order, the declared one).
import { useEffect, useState } from "react";
import { type AnswerOf, call } from "../lib/api";
import { whileLive } from "../lib/live";

type Column = AnswerOf<"GET /leads/export-columns">["columns"][number];

/** `onChange` gets the keys to ask for, or undefined for all of them. */
export function ExportColumns({ form, onChange }: { form: string | undefined; onChange: (keys: string[] | undefined) => void }) {
  const [columns, setColumns] = useState<Column[]>([]);
  const [off, setOff] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    setOff(new Set());
    onChange(undefined);
    return whileLive(call("GET /leads/export-columns", { query: { form } }), (r) => setColumns(r.columns));
  }, [form, onChange]);

  const toggle = (key: string, on: boolean) => {
    const next = new Set(off);
    if (on) next.delete(key);
    else next.add(key);
    setOff(next);
    onChange(next.size ? columns.filter((c) => !next.has(c.key)).map((c) => c.key) : undefined);
  };

  return (
    <details className="basis-full">
      <summary className="cursor-pointer text-sm font-medium">
        Columns of the export ({columns.length - off.size} of {columns.length})
      </summary>
      <fieldset className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-3">
        <legend className="sr-only">Columns of the export</legend>
        {columns.map((c) => (
          <label key={c.key} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" checked={!off.has(c.key)} onChange={(e) => toggle(c.key, e.target.checked)} />
            {c.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
