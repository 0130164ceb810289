// The secretary's list of published documents: search, category and status
// filters and pages (lib/document-filter.ts); a title opens the document's
// panel with its versions and actions.
import { useState } from "react";
import { Button, SelectField, TextField } from "../components/ui";
import type { AnswerOf } from "../lib/api";

type PublishedDocument = AnswerOf<"GET /documents">["documents"][number];
import { type DocumentFilter, filterDocuments, statusOf } from "../lib/document-filter";
import { Options } from "../components/options";
import { ColumnHeads } from "../components/column-heads";

type Props = {
  documents: readonly PublishedDocument[];
  categories: readonly string[];
  selected: string | undefined;
  onSelect: (id: string) => void;
  now: number;
};

const STATUS_WORDS = { live: "Live", scheduled: "Scheduled", withdrawn: "Withdrawn" } as const;

export function DocumentTable({ documents, categories, selected, onSelect, now }: Props) {
  const [filter, setFilter] = useState<DocumentFilter>({ query: "", category: "", status: "", page: 1 });
  const set = (change: Partial<DocumentFilter>) => setFilter((f) => ({ ...f, page: 1, ...change }));
  const shown = filterDocuments(documents, filter, now);
  return (
    <div>
      <div role="search" aria-label="Find a document" className="mb-3 grid gap-3 sm:grid-cols-3">
        <TextField
          label="Search titles and file names"
          type="search"
          value={filter.query}
          onChange={(e) => set({ query: e.target.value })}
        />
        <SelectField label="Show category" value={filter.category} onChange={(e) => set({ category: e.target.value })}>
          <option value="">Every category</option>
          <Options items={categories} />
        </SelectField>
        <SelectField
          label="Show status"
          value={filter.status}
          onChange={(e) => set({ status: e.target.value as DocumentFilter["status"] })}
        >
          <option value="">Any status</option>
          <option value="live">Live</option>
          <option value="scheduled">Scheduled</option>
          <option value="withdrawn">Withdrawn</option>
        </SelectField>
      </div>
      <p className="mb-2 text-sm" aria-live="polite">
        {shown.total} {shown.total === 1 ? "document" : "documents"}
        {shown.pages > 1 ? `, page ${shown.page} of ${shown.pages}` : ""}
      </p>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Published documents</caption>
        <ColumnHeads names={["Title", "Status"]} row="border-b border-slate-400" cell="py-1 pr-2" />
        <tbody>
          {shown.items.map((d) => (
            <tr key={d.id} className="border-b border-slate-200 align-top">
              <td className="py-1 pr-2">
                <button
                  type="button"
                  className="text-left text-blue-800 underline"
                  aria-expanded={d.id === selected}
                  onClick={() => onSelect(d.id)}
                >
                  {d.title}
                </button>
                <span className="block break-words text-slate-700">{[...d.folder, d.fileName].join(" / ")}</span>
              </td>
              <td className="py-1 pr-2">{STATUS_WORDS[statusOf(d, now)]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown.pages > 1 && (
        <nav aria-label="Pages of documents" className="mt-3 flex gap-3">
          <Button variant="secondary" disabled={shown.page <= 1} onClick={() => setFilter((f) => ({ ...f, page: shown.page - 1 }))}>
            Previous page
          </Button>
          <Button
            variant="secondary"
            disabled={shown.page >= shown.pages}
            onClick={() => setFilter((f) => ({ ...f, page: shown.page + 1 }))}
          >
            Next page
          </Button>
        </nav>
      )}
    </div>
  );
}
