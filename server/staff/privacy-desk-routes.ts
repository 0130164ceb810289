// The privacy officer's further answers (issue 31): cover what is held under
// a mobile number once the person's control of it is checked (decision 112),
// and close a request without acting, with a reason from a list that the
// person is emailed in their language. Both are audited without values.
import { z } from "zod";
import { appendAudit } from "../audit/audit-trail";
import { CLOSE_REASONS, CLOSE_REASON_LABELS } from "../privacy/close-reasons";
import { queueVisitorEmail } from "../privacy/requests";
import { findSubmission } from "../submissions/queries";
import { phoneDigits } from "../submissions/search-columns";
import type { PrivacyStaffOptions } from "./privacy-routes";
import { type StaffContext, type StaffRoute, StaffError, parse, sessionOf } from "./staff-route";

const mobileBody = z.object({
  mobile: z
    .string({ error: "Give the mobile number (10 digits)." })
    .transform((m) => phoneDigits(m))
    .refine((d) => /^[6-9]\d{9}$/.test(d), "Give an Indian mobile number of 10 digits, starting with 6, 7, 8 or 9."),
  check: z.literal("called-back", {
    error: "Confirm that you called the number from the company's phone and the person read back this request's reference.",
  }),
});
const noteBody = z.object({
  text: z.string({ error: "Write the note." }).trim().min(1, "Write the note.").max(2000, "A note is at most 2,000 characters."),
});
const assignBody = z.object({ assigneeId: z.string({ error: "assigneeId is a person's id, or null for nobody" }).max(64).nullable() });

/** A request's internal notes as stored. */
export type PrivacyNote = { by: string; at: string; text: string };

const closeBody = z
  .object({
    reason: z.enum(CLOSE_REASONS, { error: `reason is one of: ${CLOSE_REASONS.join(", ")}` }),
    note: z.string().trim().max(1000, "The note is at most 1,000 characters.").optional(),
  })
  .refine((b) => b.reason !== "other" || !!b.note, { message: "Say why the request is closed (the person is told)." });

export function privacyDeskRoutes(ctx: StaffContext, options: PrivacyStaffOptions): StaffRoute[] {
  const { db, kind } = ctx;
  const referenceOf = (req: Parameters<StaffRoute["handler"]>[0]) => (req.params as { reference: string }).reference;

  async function openRequest(tx: typeof db, reference: string) {
    const request = await tx.selectFrom("privacyRequests").selectAll().where("reference", "=", reference).executeTakeFirst();
    if (!request) throw new StaffError(404, "There is no privacy request with that reference.");
    if (request.status !== "open")
      throw new StaffError(409, `This request is ${request.status}, not open: there is nothing more to do on it.`);
    return request;
  }

  const privacyOfficers = () =>
    db
      .selectFrom("staffUsers")
      .select(["id", "name", "roles"])
      .where("disabled", "=", 0)
      .orderBy("name")
      .execute()
      .then((us) => us.filter((u) => (JSON.parse(u.roles) as string[]).includes("privacy")).map(({ id, name }) => ({ id, name })));

  return [
    { method: "GET", url: "/privacy-officers", access: ["privacy"], handler: async () => ({ officers: await privacyOfficers() }) },
    {
      method: "POST",
      url: "/privacy-requests/:reference/notes",
      access: ["privacy"],
      handler: async (req) => {
        const session = sessionOf(req);
        const reference = referenceOf(req);
        const { text } = parse(noteBody, req.body);
        const now = ctx.now();
        return db.transaction().execute(async (tx) => {
          const request = await tx.selectFrom("privacyRequests").select(["notes"]).where("reference", "=", reference).executeTakeFirst();
          if (!request) throw new StaffError(404, "There is no privacy request with that reference.");
          const notes = [
            ...((request.notes ? JSON.parse(request.notes) : []) as PrivacyNote[]),
            { by: session.user.email, at: now.toISOString(), text },
          ];
          await tx
            .updateTable("privacyRequests")
            .set({ notes: JSON.stringify(notes) })
            .where("reference", "=", reference)
            .execute();
          // That a note was written, never its words (they may hold the person's data).
          await appendAudit(
            tx,
            kind,
            { actor: session.user.email, action: "privacy.note", subject: reference, detail: { note: notes.length } },
            now,
          );
          return { notes: notes.length };
        });
      },
    },
    {
      method: "POST",
      url: "/privacy-requests/:reference/assign",
      access: ["privacy"],
      handler: async (req) => {
        const session = sessionOf(req);
        const reference = referenceOf(req);
        const { assigneeId } = parse(assignBody, req.body);
        const officer = assigneeId ? (await privacyOfficers()).find((o) => o.id === assigneeId) : null;
        if (assigneeId && !officer) throw new StaffError(422, "Assign the request to someone with the privacy role.");
        const now = ctx.now();
        return db.transaction().execute(async (tx) => {
          const done = await tx.updateTable("privacyRequests").set({ assigneeId }).where("reference", "=", reference).executeTakeFirst();
          if (Number(done.numUpdatedRows) !== 1) throw new StaffError(404, "There is no privacy request with that reference.");
          await appendAudit(
            tx,
            kind,
            {
              actor: session.user.email,
              action: "privacy.assigned",
              subject: reference,
              detail: { to: assigneeId, toName: officer?.name ?? null },
            },
            now,
          );
          return { assigneeId };
        });
      },
    },
    {
      method: "POST",
      url: "/privacy-requests/:reference/mobile",
      access: ["privacy"],
      handler: async (req) => {
        const session = sessionOf(req);
        const reference = referenceOf(req);
        const { mobile } = parse(mobileBody, req.body);
        const now = ctx.now();
        return db.transaction().execute(async (tx) => {
          await openRequest(tx, reference);
          await tx
            .updateTable("privacyRequests")
            .set({ mobile, mobileCheckedBy: session.user.email, mobileCheckedAt: now.toISOString() })
            .where("reference", "=", reference)
            .execute();
          const found = await tx
            .selectFrom("submissions")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("searchPhone", "=", mobile)
            .where("reference", "!=", reference)
            .executeTakeFirstOrThrow();
          // The check, never the number: the trail keeps no personal data.
          await appendAudit(
            tx,
            kind,
            {
              actor: session.user.email,
              action: "privacy.mobile-matched",
              subject: reference,
              detail: { check: "called-back", found: Number(found.n) },
            },
            now,
          );
          return { found: Number(found.n) };
        });
      },
    },
    {
      method: "POST",
      url: "/privacy-requests/:reference/close",
      access: ["privacy"],
      handler: async (req) => {
        const session = sessionOf(req);
        const reference = referenceOf(req);
        const { reason, note } = parse(closeBody, req.body);
        const now = ctx.now();
        return db.transaction().execute(async (tx) => {
          await openRequest(tx, reference);
          const submission = (await findSubmission(tx, reference))!;
          await tx
            .updateTable("privacyRequests")
            .set({
              status: "done",
              doneAt: now.toISOString(),
              outcome: JSON.stringify({ closed: reason, ...(reason === "other" ? { note } : {}) }),
              closedReason: reason,
              closedNote: reason === "other" ? (note ?? null) : null,
            })
            .where("reference", "=", reference)
            .execute();
          await queueVisitorEmail(tx, options.channels, submission.id, "privacy.done", now);
          await appendAudit(
            tx,
            kind,
            {
              actor: session.user.email,
              action: "privacy.closed",
              subject: reference,
              detail: { reason, reasonLabel: CLOSE_REASON_LABELS[reason] },
            },
            now,
          );
          return { status: "done", closed: reason };
        });
      },
    },
  ];
}
