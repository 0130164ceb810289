// The four-eyes rejection of a complaint (docs/decisions/090-grievance-and-disclosures.md): proposed by one officer,
// effective only when a second approves; the proposer may withdraw it, a second officer may decline it. Each
// approval names the passkey of the person who gave it (own-passkey.ts).
import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { appendAudit } from "../audit/audit-trail";
import { changeComplaintStatus } from "../complaints/complaints";
import { OPEN_STATUSES } from "./complaint-queue";
import { refuseIfRestricted } from "./complaint-restriction";
import { complaintFor, freshComplaint, staleComplaint } from "./complaint-detail";
import { ownPasskey } from "./own-passkey";
import { type InputOf, type StaffContext, StaffError } from "./staff-route";
import { refuseStale, staleEdit, updateAtVersion } from "./versioned-update";

export const OWN_REJECTION = "You proposed this rejection; a second officer must approve it.";
const NO_REJECTION = "No rejection is waiting for approval on this complaint.";
const NOT_OPEN = "This complaint is no longer open: only an open complaint can be rejected.";

export async function proposeRejection(
  ctx: StaffContext,
  { params, body }: InputOf<"POST /complaints/:reference/rejection">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const { session, complaint } = await complaintFor(ctx, req, params.reference);
  refuseIfRestricted(complaint);
  const stale = staleComplaint(ctx, complaint.reference);
  await refuseStale(ctx.db, complaint.version, body.version, stale);
  if (!(OPEN_STATUSES as readonly string[]).includes(complaint.status)) throw new StaffError(400, NOT_OPEN);
  if (complaint.rejectionProposedBy) throw new StaffError(409, "A rejection is already waiting for approval on this complaint.");
  const passkey = await ownPasskey(ctx.db, session, "propose");
  const now = ctx.now();
  const at = now.toISOString();
  const actor = session.user.email;
  // The tracker keeps showing "in-progress" until a second officer approves.
  const set = {
    rejectionProposedBy: session.user.id,
    rejectionProposedAt: at,
    rejectionNote: body.note,
    status: "in-progress",
    updatedAt: at,
  };
  await updateAtVersion(
    ctx.db,
    {
      table: "complaints",
      key: complaint.reference,
      version: body.version,
      set,
      also: async (tx, version) => {
        if (complaint.status !== "in-progress") {
          await tx
            .insertInto("complaintHistory")
            .values({ id: randomUUID(), reference: complaint.reference, status: "in-progress", publicNote: null, createdAt: at, actor })
            .execute();
        }
        const detail = { extent: body.extent, passkey, version };
        await appendAudit(tx, ctx.kind, { actor, action: "complaint.rejection-proposed", subject: complaint.reference, detail }, now);
      },
    },
    stale,
  );
  reply.code(201);
  return freshComplaint(ctx, complaint.reference);
}

export async function approveRejection(
  ctx: StaffContext,
  { params, body }: InputOf<"POST /complaints/:reference/rejection/approve">,
  req: FastifyRequest,
) {
  const { session, complaint } = await complaintFor(ctx, req, params.reference);
  refuseIfRestricted(complaint);
  if (!complaint.rejectionProposedBy) throw new StaffError(400, NO_REJECTION);
  if (complaint.rejectionProposedBy === session.user.id) throw new StaffError(403, OWN_REJECTION);
  const stale = staleComplaint(ctx, complaint.reference);
  await refuseStale(ctx.db, complaint.version, body.version, stale);
  const passkey = await ownPasskey(ctx.db, session, "approve");
  const proposer = await ctx.db.selectFrom("staffUsers").select("email").where("id", "=", complaint.rejectionProposedBy).executeTakeFirst();
  const change = await changeComplaintStatus(ctx.db, complaint.reference, "rejected", complaint.rejectionNote, {
    kind: ctx.kind,
    actor: session.user.email,
    now: ctx.now(),
    version: body.version,
    mail: ctx.complaintMail ?? false,
    alsoAudit: {
      action: "complaint.rejection-approved",
      detail: { proposedBy: proposer?.email ?? complaint.rejectionProposedBy, passkey },
    },
  });
  if (change === "stale") throw await staleEdit(ctx.db, stale, body.version);
  return freshComplaint(ctx, complaint.reference);
}

/** The proposer may withdraw their own proposal; a second officer may decline it. */
export async function declineRejection(
  ctx: StaffContext,
  { params, body }: InputOf<"POST /complaints/:reference/rejection/decline">,
  req: FastifyRequest,
) {
  const { session, complaint } = await complaintFor(ctx, req, params.reference);
  if (!complaint.rejectionProposedBy) throw new StaffError(400, NO_REJECTION);
  const now = ctx.now();
  const withdrawn = { rejectionProposedBy: null, rejectionProposedAt: null, rejectionNote: null };
  await updateAtVersion(
    ctx.db,
    {
      table: "complaints",
      key: complaint.reference,
      version: body.version,
      set: withdrawn,
      also: (tx, version) =>
        appendAudit(
          tx,
          ctx.kind,
          { actor: session.user.email, action: "complaint.rejection-declined", subject: complaint.reference, detail: { version } },
          now,
        ),
    },
    staleComplaint(ctx, complaint.reference),
  );
  return freshComplaint(ctx, complaint.reference);
}
