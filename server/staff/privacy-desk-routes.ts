// The privacy officer's further answers (issue 31): cover what is held under
// a mobile number once the person's control of it is checked (decision 112),
// and close a request without acting, with a reason from a list that the
// person is emailed in their language. Both are audited without values.
import { appendAudit } from "../audit/audit-trail";
import { CLOSE_REASON_LABELS } from "../privacy/close-reasons";
import { queueVisitorEmail } from "../privacy/requests";
import { findSubmission } from "../submissions/queries";
import { phoneDigits } from "../submissions/search-columns";
import type { PrivacyStaffOptions } from "./privacy-answers";
import { type StaffContext, type StaffRoute, StaffError, sessionOf, staffRoute } from "./staff-route";

/** A request's internal notes as stored. */
export type PrivacyNote = { by: string; at: string; text: string };

export function privacyDeskRoutes(ctx: StaffContext, options: PrivacyStaffOptions): StaffRoute[] {
  const { db, kind } = ctx;

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
    staffRoute("GET /privacy-officers", { access: ["privacy"], handler: async () => ({ officers: await privacyOfficers() }) }),
    staffRoute("POST /privacy-requests/:reference/notes", {
      access: ["privacy"],
      handler: async ({ params: { reference }, body: { text } }, req) => {
        const session = sessionOf(req);
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
    }),
    staffRoute("POST /privacy-requests/:reference/assign", {
      access: ["privacy"],
      handler: async ({ params: { reference }, body: { assigneeId } }, req) => {
        const session = sessionOf(req);
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
    }),
    staffRoute("POST /privacy-requests/:reference/mobile", {
      access: ["privacy"],
      handler: async ({ params: { reference }, body }, req) => {
        const session = sessionOf(req);
        const mobile = phoneDigits(body.mobile);
        if (!/^[6-9]\d{9}$/.test(mobile))
          throw new StaffError(422, "Give an Indian mobile number of 10 digits, starting with 6, 7, 8 or 9.");
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
    }),
    staffRoute("POST /privacy-requests/:reference/close", {
      access: ["privacy"],
      handler: async ({ params: { reference }, body: { reason, note } }, req) => {
        const session = sessionOf(req);
        if (reason === "other" && !note) throw new StaffError(422, "Say why the request is closed (the person is told).");
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
          return { status: "done" as const, closed: reason };
        });
      },
    }),
  ];
}
