import { useId } from "react";
import { folderLabel, folderLang, pathLabel } from "./folder-name";
import { investorsLibrary as copy } from "#copy/pages/investors";
import { DocumentLinks } from "./document-card";
import { FileIcon, FolderIcon } from "./icons";
import type { SearchEntry } from "#shared/documents/tree";

export const SEARCH_LIMIT = 50;

type Props = {
  query: string;
  onQuery: (q: string) => void;
};

/** The search box; results render separately so the box keeps its place. */
export function SearchBox({ query, onQuery }: Props) {
  const id = useId();
  return (
    <div role="search" className="mb-6">
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {copy.search.label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="search"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          placeholder={copy.search.placeholder}
          autoComplete="off"
          className="w-full rounded-lg border border-navy-100 px-3 py-2 text-ink placeholder:text-muted focus:border-navy-700"
        />
        {query ? (
          <button
            type="button"
            onClick={() => onQuery("")}
            className="shrink-0 rounded-lg border border-navy-100 px-3 text-sm text-navy-800 hover:bg-navy-50"
          >
            {copy.search.clear}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** Matches with the folder path they live in; a folder opens in place. */
export function SearchResults({ query, hits, onOpen }: { query: string; hits: SearchEntry[]; onOpen: (path: string[]) => void }) {
  return (
    <div>
      <p className="text-sm font-medium text-navy-900" aria-live="polite">
        {copy.search.results(hits.length, query.trim())}
      </p>
      {hits.length >= SEARCH_LIMIT ? <p className="mt-1 text-sm text-muted">{copy.search.more}</p> : null}
      <ul className="mt-4 flex flex-col gap-2">
        {hits.map((h) => (
          <li
            key={`${h.kind}:${h.path.join("\u0000")}:${h.name}`}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-navy-100 p-3"
          >
            {h.kind === "folder" ? (
              <FolderIcon className="size-5 shrink-0 text-saffron-600" />
            ) : (
              <FileIcon className="size-5 shrink-0 text-navy-700" />
            )}
            <span className="min-w-0 flex-1">
              <span lang={h.kind === "folder" ? folderLang(h.name) : "en"} className="block font-medium break-words text-ink">
                {h.kind === "folder" ? folderLabel(h.name) : h.name}
              </span>
              <span className="block text-xs text-muted">
                {h.kind === "folder"
                  ? `${pathLabel(h.path.slice(0, -1)) || copy.search.top} · ${copy.counts(h.folder.folders.length, h.folder.documentCount)}`
                  : pathLabel(h.path)}
              </span>
            </span>
            {h.kind === "folder" ? (
              <button
                type="button"
                onClick={() => onOpen(h.path)}
                className="rounded-md bg-navy-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-navy-800"
              >
                {copy.search.openFolder} <span className="sr-only">{folderLabel(h.name)}</span>
              </button>
            ) : (
              <span className="flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  onClick={() => onOpen(h.path)}
                  className="rounded-md px-3 py-1.5 text-sm text-navy-800 underline hover:bg-navy-50"
                >
                  {copy.search.openFolder} <span className="sr-only">{pathLabel(h.path)}</span>
                </button>
                <DocumentLinks file={h.file} />
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
