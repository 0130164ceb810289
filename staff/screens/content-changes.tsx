// A difference between two versions of a section, in words
// (shared/content-diff.ts): each change's sentence, and for a text its words
// struck out and added (struck out and underlined, and said as "removed" and "added" to screen readers, not only in colour).
import type { ContentChange } from "#shared/content-diff";

export function ChangeList({ changes, empty }: { changes: readonly ContentChange[]; empty: string }) {
  if (!changes.length) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="space-y-2">
      {changes.map((c, i) => (
        <li key={i} className="break-words">
          {c.words ? <Words change={c} /> : c.summary}
        </li>
      ))}
    </ul>
  );
}

function Words({ change }: { change: ContentChange }) {
  // The summary reads "<where>: “before” became “after”"; the words replace the quoted part.
  const where = change.summary.slice(0, change.summary.indexOf(": “"));
  return (
    <>
      {where}:{" "}
      {change.words!.map((w, i) =>
        w.kind === "same" ? (
          <span key={i}>{w.text}</span>
        ) : w.kind === "removed" ? (
          <del key={i} className="bg-red-100 text-red-900">
            <span className="sr-only">removed: </span>
            {w.text}
          </del>
        ) : (
          <ins key={i} className="bg-green-100 text-green-900">
            <span className="sr-only">added: </span>
            {w.text}
          </ins>
        ),
      )}
    </>
  );
}
