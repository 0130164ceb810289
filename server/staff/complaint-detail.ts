// One complaint as a grievance officer works on it: what the complainant
// wrote (labelled as in the team's email), where it stands, the rejection
// awaiting a second officer, internal notes, the published history (what the
// tracker shows), the trail of who did what, and all of it as one conversation.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { formFieldLines } from "../submissions/lead-email";
import { deliveryState } from "../delivery/outbox";
import { formByName } from "../form-registry/registry";
import { complaintClock } from "./complaint-queue";
import { COMPLAINT_ROLES } from "#shared/staff-api/roles";
import { parseRoles } from "../auth/roles";
import { storedKind } from "#forms/complaint";
import { restrictionOf } from "./complaint-restriction";
import { conversationOf } from "./complaint-conversation";
import type { FastifyRequest } from "fastify";
import { kindsFor } from "#shared/staff-api/roles";
import { type StaffContext, StaffError, sessionOf } from "./staff-route";
import type { StaleContext } from "./versioned-update";

const NO_SUCH_COMPLAINT = "There is no complaint with that reference.";

type ComplaintRow = NonNullable<Awaited<ReturnType<typeof findComplaintRow>>>;

async function findComplaintRow(db: Kysely<Database>, reference: string) {
  if (!/^UF-[0-9A-Z]{6}$/.test(reference)) return undefined;
  return db
    .selectFrom("complaints")
    .innerJoin("submissions", "submissions.reference", "complaints.reference")
    .selectAll("complaints")
    .select([
      "submissions.id as submissionId",
      "submissions.fields",
      "submissions.form",
      "submissions.restrictedUntil",
      "submissions.restrictedReason",
    ])
    .where("complaints.reference", "=", reference)
    .executeTakeFirst();
}

export async function complaintDetail(db: Kysely<Database>, c: ComplaintRow, now: Date) {
  const entry = formByName(c.form);
  const fields = JSON.parse(c.fields) as Record<string, string | number>;
  const [notes, history, events, people, mails] = await Promise.all([
    db
      .selectFrom("complaintNotes")
      .innerJoin("staffUsers", "staffUsers.id", "complaintNotes.authorId")
      .select(["complaintNotes.id", "staffUsers.name as author", "complaintNotes.createdAt as at", "complaintNotes.text"])
      .where("complaintNotes.reference", "=", c.reference)
      .orderBy("complaintNotes.createdAt")
      .execute(),
    db
      .selectFrom("complaintHistory")
      .select(["id", "status", "publicNote", "accepted", "createdAt as at", "actor"])
      .where("reference", "=", c.reference)
      .orderBy("createdAt")
      .orderBy("id")
      .execute(),
    db.selectFrom("staffAudit").select(["at", "actor", "action", "detail"]).where("subject", "=", c.reference).orderBy("seq").execute(),
    db.selectFrom("staffUsers").select(["id", "name", "email", "roles", "disabled"]).orderBy("name").execute(),
    db
      .selectFrom("outbox")
      .innerJoin("complaintMail", "complaintMail.id", "outbox.id")
      .select(["complaintMail.kind", "outbox.status", "outbox.attempts", "outbox.createdAt", "outbox.deliveredAt"])
      .where("complaintMail.reference", "=", c.reference)
      .orderBy("outbox.createdAt")
      .execute(),
  ]);
  const byId = new Map(people.map((p) => [p.id, p.name]));
  const byEmail = new Map(people.map((p) => [p.email, p.name]));
  // Who may be assigned: active colleagues whose roles work this kind of complaint.
  const works = COMPLAINT_ROLES[storedKind(c.kind)];
  const assignable = people
    .filter((p) => Number(p.disabled) === 0 && parseRoles(p.roles).some((role) => works.includes(role)))
    .map((p) => ({ id: p.id, name: p.name }));
  const shown = history.map((h) => ({
    at: h.at,
    status: h.status,
    publicNote: h.publicNote,
    accepted: h.accepted,
    actor: h.actor ? (byEmail.get(h.actor) ?? h.actor) : null,
  }));
  const emails = mails.map((m) => ({ kind: m.kind, status: deliveryState(m), createdAt: m.createdAt, deliveredAt: m.deliveredAt }));
  const timeline = events.map((e) => ({
    at: e.at,
    actor: byEmail.get(e.actor) ?? e.actor,
    action: e.action,
    detail: JSON.parse(e.detail) as Record<string, unknown>,
  }));
  return {
    reference: c.reference,
    status: c.status,
    category: c.category,
    kind: c.kind,
    clockDays: Number(c.clockDays),
    lang: c.lang,
    filedAt: c.createdAt,
    answerBy: c.answerBy,
    ...complaintClock(c, now),
    escalateOn: c.escalateOn,
    escalatedAt: c.escalatedAt,
    disposedAt: c.disposedAt,
    version: Number(c.version),
    assignable,
    // Kept after an erasure, only because the law requires it: what may still be done (complaint-restriction.ts).
    restriction: restrictionOf(c),
    assignee: c.assigneeId ? { id: c.assigneeId, name: byId.get(c.assigneeId) ?? "" } : null,
    rejection: c.rejectionProposedBy
      ? {
          proposedBy: { id: c.rejectionProposedBy, name: byId.get(c.rejectionProposedBy) ?? "" },
          proposedAt: c.rejectionProposedAt,
          note: c.rejectionNote,
          extent: c.rejectionExtent === "partial" ? ("partial" as const) : ("full" as const),
          accepted: c.rejectionAccepted,
        }
      : null,
    fields: entry ? formFieldLines(entry, fields) : [],
    notes,
    history: shown,
    emails,
    timeline,
    conversation: conversationOf(shown, notes, timeline, emails),
  };
}

/** The complaint a route names, if the caller's roles work its kind; 404 otherwise, as for one that does not exist. */
export async function complaintFor(ctx: StaffContext, req: FastifyRequest, reference: string) {
  const session = sessionOf(req);
  const complaint = await findComplaintRow(ctx.db, reference);
  if (!complaint || !kindsFor(session.user.roles).includes(storedKind(complaint.kind))) throw new StaffError(404, NO_SUCH_COMPLAINT);
  return { session, complaint };
}

/** The complaint as the console shows it now. */
export const freshComplaint = async (ctx: StaffContext, reference: string) =>
  complaintDetail(ctx.db, (await findComplaintRow(ctx.db, reference))!, ctx.now());

/** The complaint as it is now, for the 409 of a change made on an older version. */
export const staleComplaint = (ctx: StaffContext, reference: string): StaleContext => ({
  record: "complaint",
  subject: reference,
  current: () => freshComplaint(ctx, reference),
});
