import { investorsLibrary as copy } from "#copy/pages/investors";
import { pathLabel } from "./folder-name";
import type { TextHit } from "./use-text-search";

/** Documents whose text holds the query, each with the passage around the match. */
export function InsideResults({ hits }: { hits: readonly TextHit[] }) {
  if (hits.length === 0) return null;
  return (
    <section aria-labelledby="inside-results-title" className="mt-6">
      <h3 id="inside-results-title" className="text-sm font-semibold text-navy-900">
        {copy.search.inside}
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {hits.map((h) => (
          <li key={h.url} className="rounded-lg border border-navy-100 p-3">
            <a href={h.url} target="_blank" rel="noopener" lang="en" className="font-medium text-navy-800 underline underline-offset-2">
              {h.title}
              <span className="sr-only">{copy.newTab}</span>
            </a>
            <span className="block text-xs text-muted">{pathLabel(h.folder)}</span>
            <p lang="en" className="mt-1 text-sm text-ink">
              {h.snippet}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
