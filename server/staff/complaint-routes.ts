// Complaint case work for grievance officers (docs/decisions/090-grievance-and-disclosures.md):
// the queue, a complaint's detail, assignment, internal notes, published
// updates (the tracker shows them and the complainant is emailed), statuses,
// and the four-eyes rejection: proposed by one officer, effective only when
// a second approves. Every action writes its audit row in its own transaction.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { STAFF_STATUSES } from "#forms/complaint";
import { appendAudit, recordAudit } from "../audit/audit-trail";
import { parseRoles } from "../auth/roles";
import { changeComplaintStatus, mailComplainant } from "../complaints/complaints";
import { complaintDetail, findComplaintRow } from "./complaint-detail";
import { complaintQueue, OPEN_STATUSES, queueFilterSchema } from "./complaint-queue";
import { type StaffContext, type StaffRoute, StaffError, parse, sessionOf } from "./staff-route";

const GRIEVANCE = ["grievance"] as const;
export const NO_SUCH_COMPLAINT = "There is no complaint with that reference.";
export const STALE_COMPLAINT = "Someone else changed this complaint while you were working. Reload to see it.";
export const OWN_REJECTION = "You proposed this rejection; a second grievance officer must approve it.";
export const NO_REJECTION = "No rejection is waiting for approval on this complaint.";
export const NOT_OPEN = "This complaint is no longer open: only an open complaint can be rejected.";

// Tab and line breaks are fine in text; other control characters are not.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\v\f\u000e-\u001f\u007f]/;
const text = (what: string, max: number) =>
  z
    .string({ error: `the ${what} is empty` })
    .trim()
    .min(1, `the ${what} is empty`)
    .max(max, `the ${what} is at most ${max.toLocaleString("en-IN")} characters`)
    .refine((t) => !CONTROL.test(t), `the ${what} holds control characters; type it as plain text`);
const version = z.number({ error: "version is missing: reload the complaint" }).int();
/** A published update is read on the tracking page and in an email: a short paragraph. */
export const MAX_UPDATE_LENGTH = 1000;

const patchBody = z.object({
  version,
  status: z
    .enum(STAFF_STATUSES, { error: `status must be one of ${STAFF_STATUSES.join(", ")} (a rejection is proposed, then approved)` })
    .optional(),
  note: text("note for the complainant", MAX_UPDATE_LENGTH).optional(),
  assigneeId: z.string().max(60, "assigneeId is a colleague's id").nullable().optional(),
});
const noteBody = z.object({ text: text("note", 4000) });
const updateBody = z.object({ text: text("update", MAX_UPDATE_LENGTH) });
const proposeBody = z.object({
  version,
  extent: z.enum(["full", "partial"], { error: "extent is full or partial" }),
  note: text("reason given to the complainant", MAX_UPDATE_LENGTH),
});
const decideBody = z.object({ version });

export function complaintRoutes(ctx: StaffContext): StaffRoute[] {
  const { db, kind } = ctx;
  const mail = ctx.complaintMail ?? false;

  async function complaintFor(req: Parameters<StaffRoute["handler"]>[0]) {
    const session = sessionOf(req);
    const { reference } = req.params as { reference: string };
    const complaint = await findComplaintRow(db, reference);
    if (!complaint) throw new StaffError(404, NO_SUCH_COMPLAINT);
    return { session, complaint };
  }
  const fresh = async (reference: string) => complaintDetail(db, (await findComplaintRow(db, reference))!, ctx.now());
  const checkVersion = (current: number | string, given: number) => {
    if (Number(current) !== given) throw new StaffError(409, STALE_COMPLAINT);
  };

  return [
    {
      method: "GET",
      url: "/complaints",
      access: GRIEVANCE,
      handler: async (req) => complaintQueue(db, parse(queueFilterSchema, req.query), sessionOf(req).user.id, ctx.now()),
    },
    {
      method: "GET",
      url: "/complaints/:reference",
      access: GRIEVANCE,
      handler: async (req) => {
        const { session, complaint } = await complaintFor(req);
        await recordAudit(db, kind, { actor: session.user.email, action: "complaint.opened", subject: complaint.reference }, ctx.now());
        return complaintDetail(db, complaint, ctx.now());
      },
    },
    {
      method: "PATCH",
      url: "/complaints/:reference",
      access: GRIEVANCE,
      handler: async (req) => {
        const { session, complaint } = await complaintFor(req);
        const input = parse(patchBody, req.body);
        if (input.note !== undefined && input.status === undefined)
          throw new StaffError(400, "note goes with status: publish an update to write without changing the status");
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
            if (!colleague || !parseRoles(colleague.roles).includes("grievance"))
              throw new StaffError(400, "That colleague is not a grievance officer (or their account is disabled).");
            toName = colleague.name;
          }
          const ok = await db.transaction().execute(async (tx) => {
            const result = await tx
              .updateTable("complaints")
              .set((eb) => ({ assigneeId: input.assigneeId ?? null, version: eb("version", "+", 1) }))
              .where("reference", "=", complaint.reference)
              .where("version", "=", input.version)
              .executeTakeFirst();
            if (Number(result.numUpdatedRows) !== 1) return false;
            await appendAudit(
              tx,
              kind,
              {
                actor,
                action: "complaint.assigned",
                subject: complaint.reference,
                detail: { from: complaint.assigneeId, to: input.assigneeId ?? null, toName },
              },
              now,
            );
            return true;
          });
          if (!ok) throw new StaffError(409, STALE_COMPLAINT);
          input.version += 1;
        }
        if (input.status !== undefined && (input.status !== complaint.status || input.note !== undefined)) {
          const change = await changeComplaintStatus(db, complaint.reference, input.status, input.note ?? null, {
            kind,
            actor,
            now,
            version: input.version,
            mail,
          });
          if (change === "stale") throw new StaffError(409, STALE_COMPLAINT);
        }
        return fresh(complaint.reference);
      },
    },
    {
      method: "POST",
      url: "/complaints/:reference/notes",
      access: GRIEVANCE,
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
      access: GRIEVANCE,
      handler: async (req, reply) => {
        const { session, complaint } = await complaintFor(req);
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
      access: GRIEVANCE,
      handler: async (req, reply) => {
        const { session, complaint } = await complaintFor(req);
        const input = parse(proposeBody, req.body);
        checkVersion(complaint.version, input.version);
        if (!(OPEN_STATUSES as readonly string[]).includes(complaint.status)) throw new StaffError(400, NOT_OPEN);
        if (complaint.rejectionProposedBy) throw new StaffError(409, "A rejection is already waiting for approval on this complaint.");
        const now = ctx.now();
        const at = now.toISOString();
        const ok = await db.transaction().execute(async (tx) => {
          // The tracker keeps showing "in-progress" until a second officer approves.
          const result = await tx
            .updateTable("complaints")
            .set((eb) => ({
              rejectionProposedBy: session.user.id,
              rejectionProposedAt: at,
              rejectionNote: input.note,
              status: "in-progress",
              updatedAt: at,
              version: eb("version", "+", 1),
            }))
            .where("reference", "=", complaint.reference)
            .where("version", "=", input.version)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) !== 1) return false;
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
              detail: { extent: input.extent },
            },
            now,
          );
          return true;
        });
        if (!ok) throw new StaffError(409, STALE_COMPLAINT);
        return reply.code(201).send(await fresh(complaint.reference));
      },
    },
    {
      method: "POST",
      url: "/complaints/:reference/rejection/approve",
      access: GRIEVANCE,
      handler: async (req) => {
        const { session, complaint } = await complaintFor(req);
        const input = parse(decideBody, req.body);
        if (!complaint.rejectionProposedBy) throw new StaffError(400, NO_REJECTION);
        if (complaint.rejectionProposedBy === session.user.id) throw new StaffError(403, OWN_REJECTION);
        checkVersion(complaint.version, input.version);
        const now = ctx.now();
        const proposer = await db
          .selectFrom("staffUsers")
          .select("email")
          .where("id", "=", complaint.rejectionProposedBy)
          .executeTakeFirst();
        const alsoAudit = {
          action: "complaint.rejection-approved",
          detail: { proposedBy: proposer?.email ?? complaint.rejectionProposedBy },
        };
        const change = await changeComplaintStatus(db, complaint.reference, "rejected", complaint.rejectionNote, {
          kind,
          actor: session.user.email,
          now,
          version: input.version,
          mail,
          alsoAudit,
        });
        if (change === "stale") throw new StaffError(409, STALE_COMPLAINT);
        return fresh(complaint.reference);
      },
    },
    {
      method: "POST",
      url: "/complaints/:reference/rejection/decline",
      access: GRIEVANCE,
      handler: async (req) => {
        const { session, complaint } = await complaintFor(req);
        const input = parse(decideBody, req.body);
        if (!complaint.rejectionProposedBy) throw new StaffError(400, NO_REJECTION);
        checkVersion(complaint.version, input.version);
        const now = ctx.now();
        // The proposer may withdraw their own proposal; a second officer may decline it.
        const ok = await db.transaction().execute(async (tx) => {
          const result = await tx
            .updateTable("complaints")
            .set((eb) => ({ rejectionProposedBy: null, rejectionProposedAt: null, rejectionNote: null, version: eb("version", "+", 1) }))
            .where("reference", "=", complaint.reference)
            .where("version", "=", input.version)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) !== 1) return false;
          await appendAudit(
            tx,
            kind,
            { actor: session.user.email, action: "complaint.rejection-declined", subject: complaint.reference },
            now,
          );
          return true;
        });
        if (!ok) throw new StaffError(409, STALE_COMPLAINT);
        return fresh(complaint.reference);
      },
    },
  ];
}
