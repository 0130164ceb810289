// Ready-made and saved views of a queue, each a link (the view lives in the
// URL, so it can be bookmarked, shared and opened in a new tab) with its
// count and, under it, how that count splits by status. The view being shown
// is marked aria-current, as a navigation's current page is.
import { Link } from "./link";

type ViewLink = {
  key: string;
  label: string;
  href: string;
  /** undefined while the counts load. */
  count: number | undefined;
  /** The count by status, in the order the workflow goes ("12 new · 3 contacted"). */
  split?: readonly { label: string; count: number }[];
  current: boolean;
};

export function ViewList({ label, views }: { label: string; views: readonly ViewLink[] }) {
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {views.map((view) => {
          const split = view.split?.filter((s) => s.count > 0) ?? [];
          return (
            <li key={view.key}>
              <Link
                href={view.href}
                aria-current={view.current ? "page" : undefined}
                className={`block rounded border px-3 py-1.5 text-sm no-underline ${
                  view.current ? "border-blue-800 bg-blue-800 text-white" : "border-slate-400 bg-white text-slate-900 hover:bg-slate-100"
                }`}
              >
                <span className="font-medium">{view.label}</span>{" "}
                <span className="tabular-nums">{view.count === undefined ? "…" : `(${view.count.toLocaleString("en-IN")})`}</span>
                {split.length > 0 && (
                  <span className={`block text-xs ${view.current ? "text-blue-100" : "text-slate-700"}`}>
                    {split.map((s) => `${s.count.toLocaleString("en-IN")} ${s.label}`).join(" · ")}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
