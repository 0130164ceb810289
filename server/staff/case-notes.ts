// A colleague's note on a lead or a complaint: stored with its author in its kind's note table, in one transaction
// with its audit row. The trail names the note by id only: its words may repeat what the visitor wrote.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { appendAudit } from "../audit/audit-trail";
import type { StaffSession } from "../auth/sessions";
import type { Database } from "../db/schema";
import type { StaffContext } from "./staff-route";

type Note = { id: string; authorId: string; text: string; createdAt: string };

type CaseNote = {
  action: "lead.note" | "complaint.note";
  /** The case's reference, the audit row's subject. */
  subject: string;
  text: string;
  /** Stores the note in its kind's table, tied to the case. */
  insert: (tx: Kysely<Database>, note: Note) => Promise<unknown>;
};

export async function addCaseNote(ctx: StaffContext, session: StaffSession, c: CaseNote) {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (tx) => {
    const note = { id: randomUUID(), authorId: session.user.id, text: c.text, createdAt: now.toISOString() };
    await c.insert(tx, note);
    await appendAudit(tx, ctx.kind, { actor: session.user.email, action: c.action, subject: c.subject, detail: { note: note.id } }, now);
  });
}
