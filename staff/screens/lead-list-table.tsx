// The lead list itself: a table on wide screens, cards at phone width, with
// the chosen form's declared columns, the search's matches marked, and a box
// per lead to select it for a bulk change.
import { Link } from "../components/link";
import type { AnswerOf } from "../lib/api";
import { formatDateTime, formName, LANGUAGE_NAMES } from "../lib/format";
import { matchParts } from "../lib/highlight";
import { leadHref } from "../lib/paths";

type LeadRow = AnswerOf<"GET /leads">["items"][number];
type LeadLayout = NonNullable<AnswerOf<"GET /leads">["layout"]>;

function Assignee({ lead }: { lead: LeadRow }) {
  return <>{lead.assignee ? lead.assignee.name : "Unassigned"}</>;
}

const cell = "px-2 py-2";

/**
 * A table on wide screens; at phone width the same leads as a list of cards.
 * With one form chosen, its declared columns (company, amount, opening...)
 * replace the email and language.
 */
/** A value with the part the search matched marked. */
function Marked({ text, q }: { text: string; q: string | undefined }) {
  return (
    <>
      {matchParts(text, q).map((p, i) =>
        p.hit ? (
          <mark key={i} className="bg-yellow-200 text-slate-900">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

export type Selection = { selected: ReadonlySet<string>; toggle: (references: string[], on: boolean) => void };

function Pick({ lead, selection }: { lead: LeadRow; selection: Selection }) {
  return (
    <input
      type="checkbox"
      aria-label={`Select ${lead.reference}`}
      className="size-5"
      checked={selection.selected.has(lead.reference)}
      onChange={(e) => selection.toggle([lead.reference], e.target.checked)}
    />
  );
}

export function LeadList({
  items,
  layout,
  selection,
  q,
}: {
  items: LeadRow[];
  layout: LeadLayout | null;
  selection: Selection;
  q?: string;
}) {
  const all = items.length > 0 && items.every((l) => selection.selected.has(l.reference));
  const columns = layout?.columns ?? [];
  const headings = ["Reference", "Received", ...(layout ? [] : ["Form"]), "Name", ...(layout ? [] : ["Email"]), "Phone"];
  return (
    <>
      <table className="hidden w-full border-collapse bg-white text-left text-sm md:table">
        <caption className="sr-only">Leads</caption>
        <thead>
          <tr className="border-b border-slate-400">
            <th scope="col" className="px-2 py-2">
              <input
                type="checkbox"
                aria-label="Select all shown"
                className="size-5"
                checked={all}
                onChange={(e) =>
                  selection.toggle(
                    items.map((l) => l.reference),
                    e.target.checked,
                  )
                }
              />
            </th>
            {[...headings, ...columns.map((c) => c.label), ...(layout ? [] : ["Language"]), "Status", "Assigned to"].map((h) => (
              <th key={h} scope="col" className="px-2 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((l) => (
            <tr key={l.reference} className="border-b border-slate-200">
              <td className={cell}>
                <Pick lead={l} selection={selection} />
              </td>
              <td className={cell}>
                <Link href={leadHref(l.reference)} className="font-mono text-blue-800 underline">
                  {l.reference}
                </Link>
              </td>
              <td className={cell}>{formatDateTime(l.createdAt)}</td>
              {!layout && <td className={cell}>{formName(l.form)}</td>}
              <td className={cell}>
                <Marked text={l.name} q={q} />
              </td>
              {!layout && (
                <td className={`${cell} break-all`}>
                  <Marked text={l.email} q={q} />
                </td>
              )}
              <td className={cell}>{l.phone}</td>
              {columns.map((c) => (
                <td key={c.name} className={`${cell} ${/^₹/.test(l.values[c.name] ?? "") ? "text-right tabular-nums" : ""}`}>
                  <Marked text={l.values[c.name] ?? "—"} q={q} />
                </td>
              ))}
              {!layout && <td className={cell}>{LANGUAGE_NAMES[l.lang] ?? l.lang}</td>}
              <td className={cell}>
                {l.status}
                {l.followUpOn && <span className="block text-xs text-slate-700">follow up {l.followUpOn}</span>}
              </td>
              <td className={cell}>
                <Assignee lead={l} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label="Leads">
        {items.map((l) => (
          <li key={l.reference} className="rounded border border-slate-300 bg-white p-3">
            <span className="float-right">
              <Pick lead={l} selection={selection} />
            </span>
            <Link href={leadHref(l.reference)} className="font-mono text-blue-800 underline">
              {l.reference}
            </Link>
            <p className="font-medium">
              <Marked text={l.name} q={q} />
            </p>
            <p className="text-sm break-all">
              {l.email} · {l.phone}
            </p>
            {columns.length > 0 && (
              <p className="text-sm break-words">{columns.map((c) => `${c.label}: ${l.values[c.name] ?? "—"}`).join(" · ")}</p>
            )}
            <p className="text-sm text-slate-700">
              {formName(l.form)} · {formatDateTime(l.createdAt)} · {l.status} · <Assignee lead={l} />
              {l.followUpOn ? ` · follow up ${l.followUpOn}` : ""}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
