// A complaint's history as one conversation, oldest first: what the
// complainant was shown (with the status change it made, "status
// in-progress → resolved"), internal notes (marked, never shown to the
// complainant), the emails and the decisions staff took.
import type { AnswerOf } from "../lib/api";
import { formatDateTime } from "../lib/format";

type ComplaintDetail = AnswerOf<"GET /complaints/:reference">;
type ConversationEntry = ComplaintDetail["conversation"][number];

const MAILS: Record<string, string> = {
  acknowledgement: "Acknowledgement emailed to the complainant",
  update: "Email to the complainant",
  escalation: "Escalation emailed to the Principal Nodal Officer",
  "rejection-proposed": "Proposed rejection emailed to the other officers",
};

function eventText(e: Extract<ConversationEntry, { type: "event" }>): string {
  const d = e.detail;
  switch (e.action) {
    case "complaint.assigned":
      return typeof d.toName === "string" ? `assigned it to ${d.toName}` : "unassigned it";
    case "complaint.rejection-proposed":
      return `proposed rejecting it ${d.extent === "partial" ? "in part" : "in full"}`;
    case "complaint.rejection-approved":
      return "approved the rejection";
    case "complaint.rejection-declined":
      return "declined the rejection";
    default:
      return e.action.replace(/^complaints?\./, "").replace(/-/g, " ");
  }
}

function Entry({ e }: { e: ConversationEntry }) {
  const when = <span className="text-sm text-slate-700">{formatDateTime(e.at)}</span>;
  if (e.type === "published")
    return (
      <li className="rounded border-l-4 border-blue-800 bg-blue-50 p-3">
        <p className="text-sm">
          <strong>{e.text ? "Reply to the complainant" : "Status change"}</strong>
          {e.actor ? ` by ${e.actor}` : ""} · {when}
        </p>
        {e.status && (
          <p className="text-sm font-medium">
            status {e.status.from} → {e.status.to}
          </p>
        )}
        {e.accepted && <p className="mt-1 whitespace-pre-wrap">Accepted: {e.accepted}</p>}
        {e.text && <p className="mt-1 whitespace-pre-wrap">{e.text}</p>}
      </li>
    );
  if (e.type === "note")
    return (
      <li className="rounded border-l-4 border-amber-700 bg-amber-50 p-3">
        <p className="text-sm">
          <strong>Internal note</strong> by {e.actor} · {when}
        </p>
        <p className="mt-1 whitespace-pre-wrap">{e.text}</p>
      </li>
    );
  if (e.type === "email")
    return (
      <li className="px-3 text-sm">
        {MAILS[e.mail] ?? `Email (${e.mail})`}: {e.state}
        {e.deliveredAt ? ` on ${formatDateTime(e.deliveredAt)}` : ""} · {when}
      </li>
    );
  return (
    <li className="px-3 text-sm">
      {e.actor} {eventText(e)} · {when}
    </li>
  );
}

export function Conversation({ c }: { c: ComplaintDetail }) {
  if (c.conversation.length === 0) return <p>Nothing has happened on this complaint yet.</p>;
  return (
    <ol className="space-y-3">
      {c.conversation.map((e, i) => (
        <Entry key={i} e={e} />
      ))}
    </ol>
  );
}
