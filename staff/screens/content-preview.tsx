// The draft's preview: the real pages rendered with it, at addresses only
// signed-in staff open, shown in a frame at phone or desktop width, in
// either language, or opened in a tab of their own.
import { useEffect, useState } from "react";
import type { ContentProblem } from "#shared/site-content";
import { Button, ErrorMessage } from "../components/ui";
import { ApiError, call, messageOf } from "../lib/api";
import type { PreviewPages } from "../lib/content-types";
import { formatDateTime, LANGUAGE_NAMES } from "../lib/format";

const WIDTHS = { phone: 390, desktop: 1280 } as const;

type Props = { section: string; onProblems: (p: ContentProblem[]) => void; onClose: () => void };

export function ContentPreview({ section, onProblems, onClose }: Props) {
  const [preview, setPreview] = useState<PreviewPages>();
  const [error, setError] = useState<string>();
  const [page, setPage] = useState(0);
  const [width, setWidth] = useState<keyof typeof WIDTHS>("phone");
  useEffect(() => {
    call("POST /content/sections/:section/draft/preview", { params: { section } }).then(setPreview, (e: unknown) => {
      setError(messageOf(e));
      if (e instanceof ApiError && Array.isArray(e.body.problems)) onProblems(e.body.problems as ContentProblem[]);
    });
  }, [section, onProblems]);
  if (error) return <ErrorMessage message={error} />;
  if (!preview) return <p className="mt-3">Making the preview…</p>;
  const shown = preview.pages[page]!;
  const name = (p: PreviewPages["pages"][number]) => `${p.path} (${LANGUAGE_NAMES[p.lang] ?? p.lang})`;
  return (
    <section aria-label="Preview" className="mt-4">
      <h2 className="text-lg font-semibold">Preview</h2>
      <p className="text-sm text-slate-700">
        Only signed-in staff can open these pages, until {formatDateTime(preview.expiresAt)} (India time).
      </p>
      <ul className="my-2 flex flex-wrap gap-x-4 gap-y-1">
        {preview.pages.map((p, i) => (
          <li key={p.url} className="flex flex-wrap gap-2">
            <Button variant="secondary" className="text-sm" aria-pressed={i === page} onClick={() => setPage(i)}>
              Show {name(p)}
            </Button>
            <a href={p.url} target="_blank" rel="noopener" className="self-center text-sm text-blue-800 underline">
              Open {name(p)} in a new tab
            </a>
          </li>
        ))}
      </ul>
      <div className="mb-2 flex flex-wrap gap-2">
        {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((w) => (
          <Button key={w} variant="secondary" className="text-sm" aria-pressed={w === width} onClick={() => setWidth(w)}>
            {w === "phone" ? "Phone width" : "Desktop width"}
          </Button>
        ))}
        <Button variant="secondary" className="text-sm" onClick={onClose}>
          Close the preview
        </Button>
      </div>
      {/* A wide frame scrolls inside its box; the console itself never scrolls sideways. */}
      <div
        tabIndex={0}
        role="group"
        aria-label="Preview frame (scrolls sideways at desktop width)"
        className="max-w-full overflow-x-auto rounded border border-slate-400"
      >
        <iframe
          title={`Preview of ${name(shown)} at ${width} width`}
          src={shown.url}
          style={{ width: WIDTHS[width], height: 700 }}
          className="block bg-white"
        />
      </div>
    </section>
  );
}
