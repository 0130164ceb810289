// A complaint's history as one conversation, oldest first, as a help desk
// shows a ticket: what the complainant was shown (a reply, a status change
// with its values, or both in one), internal notes, the emails and the
// decisions staff took (assignment, the four-eyes rejection, escalation).
// Opening a complaint is audited but is no part of the conversation.

type HistoryRow = { at: string; status: string; publicNote: string | null; accepted: string | null; actor: string | null };
type NoteRow = { id: string; author: string; at: string; text: string };
type EventRow = { at: string; actor: string; action: string; detail: Record<string, unknown> };
type MailRow = { kind: string; status: string; createdAt: string; deliveredAt: string | null };

type ConversationEntry =
  | {
      type: "published";
      at: string;
      actor: string | null;
      /** "status in-progress → resolved": set when this row moved the status. */
      status: { from: string; to: string } | null;
      text: string | null;
      accepted: string | null;
    }
  | { type: "note"; at: string; actor: string; text: string }
  | { type: "email"; at: string; mail: string; state: string; deliveredAt: string | null }
  | { type: "event"; at: string; actor: string; action: string; detail: Record<string, unknown> };

/** Audit actions already told by a published row or a note, or that change nothing (opening it). */
const TOLD_ELSEWHERE = new Set(["complaint.opened", "complaint.status", "complaint.note", "complaint.update-published"]);

export function conversationOf(history: HistoryRow[], notes: NoteRow[], events: EventRow[], mails: MailRow[]): ConversationEntry[] {
  const entries: ConversationEntry[] = [];
  // The first row is the filing itself ("received"), which the complaint's own card shows.
  history.forEach((h, i) => {
    if (i === 0) return;
    const from = history[i - 1]!.status;
    entries.push({
      type: "published",
      at: h.at,
      actor: h.actor,
      status: from === h.status ? null : { from, to: h.status },
      text: h.publicNote,
      accepted: h.accepted,
    });
  });
  for (const n of notes) entries.push({ type: "note", at: n.at, actor: n.author, text: n.text });
  for (const m of mails) entries.push({ type: "email", at: m.createdAt, mail: m.kind, state: m.status, deliveredAt: m.deliveredAt });
  for (const e of events) if (!TOLD_ELSEWHERE.has(e.action)) entries.push({ type: "event", ...e });
  // Stable: at the same instant, the order pushed (a status change before the email it caused).
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.at.localeCompare(b.e.at) || a.i - b.i)
    .map(({ e }) => e);
}
