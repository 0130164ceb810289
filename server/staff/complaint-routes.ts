// Complaint case work (docs/decisions/090-grievance-and-disclosures.md) for
// whoever works the complaint's kind (decision 092; another kind is a 404):
// the queue, a complaint's detail, assignment, internal notes, published
// updates (the tracker shows them and the complainant is emailed), statuses,
// and the four-eyes rejection: proposed by one officer, effective only when
// a second approves. Every action writes its audit row in its own transaction.
import { randomUUID } from "node:crypto";
import type { Transaction, Updateable } from "kysely";
import { appendAudit, recordAudit } from "../audit/audit-trail";
import { COMPLAINT_ROLES, COMPLAINT_WORKERS, kindsFor, parseRoles } from "../auth/roles";
import { storedKind } from "#forms/complaint";
import type { Database } from "../db/schema";
import { changeComplaintStatus, FINAL_ANSWER_NEEDED, mailComplainant } from "../complaints/complaints";
import { enqueueComplaintMail } from "../complaints/complaint-mail";
import { decideBody, noteBody, patchBody, proposeBody, updateBody } from "./complaint-bodies";
import { complaintDetail, findComplaintRow } from "./complaint-detail";
import { complaintQueue, OPEN_STATUSES, queueFilterSchema } from "./complaint-queue";
import { ownPasskey } from "./own-passkey";
import { refuseIfRestricted } from "./complaint-restriction";
import { type StaffContext, type StaffRoute, StaffError, parse, sessionOf } from "./staff-route";

const NO_SUCH_COMPLAINT = "There is no complaint with that reference.";
export const STALE_COMPLAINT = "Someone else changed this complaint while you were working. Reload to see it.";
export const OWN_REJECTION = "You proposed this rejection; a second officer must approve it.";
const NO_REJECTION = "No rejection is waiting for approval on this complaint.";
const NOT_OPEN = "This complaint is no longer open: only an open complaint can be rejected.";

export function complaintRoutes(ctx: StaffContext): StaffRoute[] {
  const { db, kind } = ctx;
  const mail = ctx.complaintMail ?? false;

  async function complaintFor(req: Parameters<StaffRoute["handler"]>[0]) {
    const session = sessionOf(req);
    const { reference } = req.params as { reference: string };
    const complaint = await findComplaintRow(db, reference);
    // A kind the caller's roles do not work answers as a reference that does not exist.
    if (!complaint || !kindsFor(session.user.roles).includes(storedKind(complaint.kind))) throw new StaffError(404, NO_SUCH_COMPLAINT);
    return { session, complaint };
  }
  const fresh = async (reference: string) => complaintDetail(db, (await findComplaintRow(db, reference))!, ctx.now());
  const checkVersion = (current: number | string, given: number) => {
    if (Number(current) !== given) throw new StaffError(409, STALE_COMPLAINT);
  };
  /**
   * In one transaction: `changes` and a version bump, only while the complaint
   * is still at `version` (409 otherwise), then what goes with them (history, audit).
   */
  async function updateAtVersion(
    reference: string,
    version: number,
    changes: Omit<Updateable<Database["complaints"]>, "version">,
    also: (tx: Transaction<Database>) => Promise<unknown>,
  ) {
    const ok = await db.transaction().execute(async (tx) => {
      const result = await tx
        .updateTable("complaints")
        .set((eb) => ({ ...changes, version: eb("version", "+", 1) }))
        .where("reference", "=", reference)
        .where("version", "=", version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await also(tx);
      return true;
    });
    if (!ok) throw new StaffError(409, STALE_COMPLAINT);
  }

  return [
    {
      method: "GET",
      url: "/complaints",
      access: COMPLAINT_WORKERS,
      handler: async (req) => {
        const { user } = sessionOf(req);
        return complaintQueue(db, parse(queueFilterSchema, req.query), user.id, ctx.now(), kindsFor(user.roles));
      },
    },
    {
      method: "GET",
      url: "/complaints/:reference",
      access: COMPLAINT_WORKERS,
      handler: async (req) => {
        const { session, complaint } = await complaintFor(req);
        await recordAudit(db, kind, { actor: session.user.email, action: "complaint.opened", subject: complaint.reference }, ctx.now());
        return complaintDetail(db, complaint, ctx.now());
      },
    },
    {
      method: "PATCH",
      url: "/complaints/:reference",
      access: COMPLAINT_WORKERS,
      handler: async (req) => {
        const { session, complaint } = await complaintFor(req);
        const input = parse(patchBody, req.body);
        if (input.note !== undefined && input.status === undefined)
          throw new StaffError(400, "note goes with status: publish an update to write without changing the status");
        refuseIfRestricted(complaint, input.status === "closed" && input.note === undefined && input.assigneeId === undefined);
        if (input.status === "resolved" && input.note === undefined) throw new StaffError(400, FINAL_ANSWER_NEEDED);
        checkVersion(complaint.version, input.version);
        const now = ctx.now();
        const actor = session.user.email;
        if (input.assigneeId !== undefined && input.assigneeId !== complaint.assigneeId) {
          let toName: string | null = null;
          if (input.assigneeId) {
            const colleague = await db
              .selectFrom("staffUsers")
              .select(["name", "roles"])
              .where("id", "=", input.assigneeId)
              .where("disabled", "=", 0)
              .executeTakeFirst();
            const works = COMPLAINT_ROLES[storedKind(complaint.kind)];
            if (!colleague || !parseRoles(colleague.roles).some((role) => works.includes(role)))
              throw new StaffError(400, "That colleague does not work this kind of complaint (or their account is disabled).");
            toName = colleague.name;
          }
          await updateAtVersion(complaint.reference, input.version, { assigneeId: input.assigneeId ?? null }, (tx) =>
            appendAudit(
              tx,
              kind,
              {
                actor,
                action: "complaint.assigned",
                subject: complaint.reference,
                detail: { from: complaint.assigneeId, to: input.assigneeId ?? null, toName },
              },
              now,
            ),
          );
          input.version += 1;
        }
        if (input.status !== undefined && (input.status !== complaint.status || input.note !== undefined)) {
          const change = await changeComplaintStatus(db, complaint.reference, input.status, input.note ?? null, {
            kind,
            actor,
            now,
            version: input.version,
            mail: mail && !complaint.restrictedUntil, // a restricted complaint's complainant is sent nothing more
          });
          if (change === "stale") throw new StaffError(409, STALE_COMPLAINT);
        }
        return fresh(complaint.reference);
      },
    },
    {
      method: "POST",
      url: "/complaints/:reference/notes",
      access: COMPLAINT_WORKERS,
      handler: async (req, reply) => {
        const { session, complaint } = await complaintFor(req);
        const input = parse(noteBody, req.body);
        const now = ctx.now();
        await db.transaction().execute(async (tx) => {
          const id = randomUUID();
          await tx
            .insertInto("complaintNotes")
            .values({ id, reference: complaint.reference, authorId: session.user.id, text: input.text, createdAt: now.toISOString() })
            .execute();
          // The note's words stay out of the trail: they may repeat what the complainant wrote.
          await appendAudit(
            tx,
            kind,
            { actor: session.user.email, action: "complaint.note", subject: complaint.reference, detail: { note: id } },
            now,
          );
        });
        return reply.code(201).send(await fresh(complaint.reference));
      },
    },
    {
      method: "POST",
      url: "/complaints/:reference/updates",
      access: COMPLAINT_WORKERS,
      handler: async (req, reply) => {
        const { session, complaint } = await complaintFor(req);
        refuseIfRestricted(complaint);
        const input = parse(updateBody, req.body);
        const now = ctx.now();
        const at = now.toISOString();
        await db.transaction().execute(async (tx) => {
          // An update keeps the status the tracker shows and adds the words to it.
          const historyId = randomUUID();
          await tx
            .insertInto("complaintHistory")
            .values({
              id: historyId,
              reference: complaint.reference,
              status: complaint.status,
              publicNote: input.text,
              createdAt: at,
              actor: session.user.email,
            })
            .execute();
          await tx.updateTable("complaints").set({ updatedAt: at }).where("reference", "=", complaint.reference).execute();
          await appendAudit(
            tx,
            kind,
            {
              actor: session.user.email,
              action: "complaint.update-published",
              subject: complaint.reference,
              detail: { history: historyId },
            },
            now,
          );
          if (mail) await mailComplainant(tx, complaint.reference, historyId, at);
        });
        return reply.code(201).send(await fresh(complaint.reference));
      },
    },
    {
      method: "POST",
      url: "/complaints/:reference/rejection",
      access: COMPLAINT_WORKERS,
      handler: async (req, reply) => {
        const { session, complaint } = await complaintFor(req);
        const input = parse(proposeBody, req.body);
        refuseIfRestricted(complaint);
        checkVersion(complaint.version, input.version);
        if (!(OPEN_STATUSES as readonly string[]).includes(complaint.status)) throw new StaffError(400, NOT_OPEN);
        if (complaint.rejectionProposedBy) throw new StaffError(409, "A rejection is already waiting for approval on this complaint.");
        const passkey = await ownPasskey(db, session, "propose");
        const now = ctx.now();
        const at = now.toISOString();
        // The tracker keeps showing "in-progress" until a second officer approves.
        const proposal = {
          rejectionProposedBy: session.user.id,
          rejectionProposedAt: at,
          rejectionNote: input.note,
          rejectionExtent: input.extent,
          rejectionAccepted: input.accepted ?? null,
        };
        await updateAtVersion(complaint.reference, input.version, { ...proposal, status: "in-progress", updatedAt: at }, async (tx) => {
          if (complaint.status !== "in-progress") {
            await tx
              .insertInto("complaintHistory")
              .values({
                id: randomUUID(),
                reference: complaint.reference,
                status: "in-progress",
                publicNote: null,
                createdAt: at,
                actor: session.user.email,
              })
              .execute();
          }
          await appendAudit(
            tx,
            kind,
            {
              actor: session.user.email,
              action: "complaint.rejection-proposed",
              subject: complaint.reference,
              detail: { extent: input.extent, passkey },
            },
            now,
          );
          // Every other officer of this kind is told it awaits them (rejection-proposal-mail.ts).
          if (mail) await enqueueComplaintMail(tx, { kind: "rejection-proposed", reference: complaint.reference }, at);
        });
        return reply.code(201).send(await fresh(complaint.reference));
      },
    },
    {
      method: "POST",
      url: "/complaints/:reference/rejection/approve",
      access: COMPLAINT_WORKERS,
      handler: async (req) => {
        const { session, complaint } = await complaintFor(req);
        const input = parse(decideBody, req.body);
        refuseIfRestricted(complaint);
        if (!complaint.rejectionProposedBy) throw new StaffError(400, NO_REJECTION);
        if (complaint.rejectionProposedBy === session.user.id) throw new StaffError(403, OWN_REJECTION);
        checkVersion(complaint.version, input.version);
        const passkey = await ownPasskey(db, session, "approve");
        const now = ctx.now();
        const proposer = await db
          .selectFrom("staffUsers")
          .select("email")
          .where("id", "=", complaint.rejectionProposedBy)
          .executeTakeFirst();
        const alsoAudit = {
          action: "complaint.rejection-approved",
          detail: { proposedBy: proposer?.email ?? complaint.rejectionProposedBy, passkey },
        };
        const change = await changeComplaintStatus(db, complaint.reference, "rejected", complaint.rejectionNote, {
          kind,
          actor: session.user.email,
          now,
          version: input.version,
          mail,
          accepted: complaint.rejectionExtent === "partial" ? complaint.rejectionAccepted : null,
          alsoAudit,
        });
        if (change === "stale") throw new StaffError(409, STALE_COMPLAINT);
        return fresh(complaint.reference);
      },
    },
    {
      method: "POST",
      url: "/complaints/:reference/rejection/decline",
      access: COMPLAINT_WORKERS,
      handler: async (req) => {
        const { session, complaint } = await complaintFor(req);
        const input = parse(decideBody, req.body);
        if (!complaint.rejectionProposedBy) throw new StaffError(400, NO_REJECTION);
        checkVersion(complaint.version, input.version);
        const now = ctx.now();
        // The proposer may withdraw their own proposal; a second officer may decline it.
        const withdrawn = {
          rejectionProposedBy: null,
          rejectionProposedAt: null,
          rejectionNote: null,
          rejectionExtent: null,
          rejectionAccepted: null,
        };
        await updateAtVersion(complaint.reference, input.version, withdrawn, (tx) =>
          appendAudit(tx, kind, { actor: session.user.email, action: "complaint.rejection-declined", subject: complaint.reference }, now),
        );
        return fresh(complaint.reference);
      },
    },
  ];
}
