// Complaint case work (docs/decisions/090-grievance-and-disclosures.md) for whoever works the complaint's kind
// (decision 092; another kind is a 404): the queue, a complaint's detail, assignment and status, internal notes and
// published updates (the tracker shows them and the complainant is emailed). The four-eyes rejection is in
// complaint-rejection.ts. Every action writes its audit row in its own transaction.
import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { storedKind } from "#forms/complaint";
import { COMPLAINT_ROLES, COMPLAINT_WORKERS, kindsFor } from "#shared/staff-api/roles";
import { appendAudit, recordAudit } from "../audit/audit-trail";
import { parseRoles } from "../auth/roles";
import { changeComplaintStatus, FINAL_ANSWER_NEEDED, mailComplainant } from "../complaints/complaints";
import { addCaseNote } from "./case-notes";
import { complaintDetail, complaintFor, freshComplaint, staleComplaint } from "./complaint-detail";
import { complaintQueue } from "./complaint-queue";
import { refuseIfRestricted } from "./complaint-restriction";
import { proposeRejection, approveRejection, declineRejection } from "./complaint-rejection";
import { type InputOf, type StaffContext, type StaffRoute, StaffError, sessionOf, staffRoute } from "./staff-route";
import { refuseStale, staleEdit, updateAtVersion } from "./versioned-update";

export function complaintRoutes(ctx: StaffContext): StaffRoute[] {
  const access = COMPLAINT_WORKERS;
  return [
    staffRoute("GET /complaints", { access, handler: (input, req) => listComplaints(ctx, input, req) }),
    staffRoute("GET /complaints/:reference", { access, handler: (input, req) => openComplaint(ctx, input, req) }),
    staffRoute("PATCH /complaints/:reference", { access, handler: (input, req) => workOnComplaint(ctx, input, req) }),
    staffRoute("POST /complaints/:reference/notes", { access, handler: (input, req, reply) => addComplaintNote(ctx, input, req, reply) }),
    staffRoute("POST /complaints/:reference/updates", { access, handler: (input, req, reply) => publishUpdate(ctx, input, req, reply) }),
    staffRoute("POST /complaints/:reference/rejection", {
      access,
      handler: (input, req, reply) => proposeRejection(ctx, input, req, reply),
    }),
    staffRoute("POST /complaints/:reference/rejection/approve", { access, handler: (input, req) => approveRejection(ctx, input, req) }),
    staffRoute("POST /complaints/:reference/rejection/decline", { access, handler: (input, req) => declineRejection(ctx, input, req) }),
  ];
}

async function listComplaints(ctx: StaffContext, { query }: InputOf<"GET /complaints">, req: FastifyRequest) {
  const { user } = sessionOf(req);
  return complaintQueue(ctx.db, query, user.id, ctx.now(), kindsFor(user.roles));
}

async function openComplaint(ctx: StaffContext, { params }: InputOf<"GET /complaints/:reference">, req: FastifyRequest) {
  const { session, complaint } = await complaintFor(ctx, req, params.reference);
  await recordAudit(ctx.db, ctx.kind, { actor: session.user.email, action: "complaint.opened", subject: complaint.reference }, ctx.now());
  return complaintDetail(ctx.db, complaint, ctx.now());
}

/** Assignment, then status (with a note the complainant reads), each a version of its own. */
async function workOnComplaint(ctx: StaffContext, { params, body }: InputOf<"PATCH /complaints/:reference">, req: FastifyRequest) {
  const { session, complaint } = await complaintFor(ctx, req, params.reference);
  if (body.note !== undefined && body.status === undefined)
    throw new StaffError(400, "note goes with status: publish an update to write without changing the status");
  refuseIfRestricted(complaint, body.status === "closed" && body.note === undefined && body.assigneeId === undefined);
  // The final answer is what resolves a complaint: it is published and emailed with the status (decision 094).
  if (body.status === "resolved" && body.note === undefined) throw new StaffError(400, FINAL_ANSWER_NEEDED);
  const stale = staleComplaint(ctx, complaint.reference);
  await refuseStale(ctx.db, complaint.version, body.version, stale);
  const now = ctx.now();
  const actor = session.user.email;
  let version = body.version;
  if (body.assigneeId !== undefined && body.assigneeId !== complaint.assigneeId) {
    const toName = body.assigneeId ? await assignableName(ctx, body.assigneeId, complaint.kind) : null;
    version = await updateAtVersion(
      ctx.db,
      {
        table: "complaints",
        key: complaint.reference,
        version,
        set: { assigneeId: body.assigneeId },
        also: (tx, next) =>
          appendAudit(
            tx,
            ctx.kind,
            {
              actor,
              action: "complaint.assigned",
              subject: complaint.reference,
              detail: { from: complaint.assigneeId, to: body.assigneeId ?? null, toName, version: next },
            },
            now,
          ),
      },
      stale,
    );
  }
  if (body.status !== undefined && (body.status !== complaint.status || body.note !== undefined)) {
    const change = await changeComplaintStatus(ctx.db, complaint.reference, body.status, body.note ?? null, {
      kind: ctx.kind,
      actor,
      now,
      version,
      // A restricted complaint's complainant is sent nothing more.
      mail: (ctx.complaintMail ?? false) && !complaint.restrictedUntil,
    });
    if (change === "stale") throw await staleEdit(ctx.db, stale, version);
  }
  return freshComplaint(ctx, complaint.reference);
}

/** The name of an active colleague who works this kind of complaint; 400 for anyone else. */
async function assignableName(ctx: StaffContext, id: string, kind: string): Promise<string> {
  const colleague = await ctx.db
    .selectFrom("staffUsers")
    .select(["name", "roles"])
    .where("id", "=", id)
    .where("disabled", "=", 0)
    .executeTakeFirst();
  const works = COMPLAINT_ROLES[storedKind(kind)];
  if (!colleague || !parseRoles(colleague.roles).some((role) => works.includes(role)))
    throw new StaffError(400, "That colleague does not work this kind of complaint (or their account is disabled).");
  return colleague.name;
}

async function addComplaintNote(
  ctx: StaffContext,
  { params, body }: InputOf<"POST /complaints/:reference/notes">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const { session, complaint } = await complaintFor(ctx, req, params.reference);
  await addCaseNote(ctx, session, {
    action: "complaint.note",
    subject: complaint.reference,
    text: body.text,
    insert: (tx, note) =>
      tx
        .insertInto("complaintNotes")
        .values({ ...note, reference: complaint.reference })
        .execute(),
  });
  reply.code(201);
  return freshComplaint(ctx, complaint.reference);
}

/** An update keeps the status the tracker shows and adds the words to it; the complainant is emailed it. */
async function publishUpdate(
  ctx: StaffContext,
  { params, body }: InputOf<"POST /complaints/:reference/updates">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const { session, complaint } = await complaintFor(ctx, req, params.reference);
  refuseIfRestricted(complaint);
  const now = ctx.now();
  const at = now.toISOString();
  await ctx.db.transaction().execute(async (tx) => {
    const history = randomUUID();
    await tx
      .insertInto("complaintHistory")
      .values({
        id: history,
        reference: complaint.reference,
        status: complaint.status,
        publicNote: body.text,
        createdAt: at,
        actor: session.user.email,
      })
      .execute();
    await tx.updateTable("complaints").set({ updatedAt: at }).where("reference", "=", complaint.reference).execute();
    const entry = {
      actor: session.user.email,
      action: "complaint.update-published",
      subject: complaint.reference,
      detail: { history },
    } as const;
    await appendAudit(tx, ctx.kind, entry, now);
    if (ctx.complaintMail) await mailComplainant(tx, complaint.reference, history, at);
  });
  reply.code(201);
  return freshComplaint(ctx, complaint.reference);
}
