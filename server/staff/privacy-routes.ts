// The privacy team's work on people's requests (docs/decisions/110-privacy-rights.md):
// the list, one request with what is held under its address, and the three
// answers (a copy, a correction, an erasure). Each step is in the audit trail
// (references, counts and field names; never the values), and the person is
// emailed when their request is done. Erasure needs a fresh passkey check.
import { z } from "zod";
import { checkField } from "#forms/declare";
import { PRIVACY_COPY_DAYS } from "#forms/privacy-request";
import { appendAudit } from "../audit/audit-trail";
import type { Channel } from "../delivery/outbox";
import { forgetDeleted } from "../db/forget";
import { commonCopy, formByName } from "../form-registry/registry";
import { eraseByEmail } from "../privacy/erase";
import { PERSON_ERASED_EVENT, crmShouldHear } from "../privacy/erasure-event";
import type { LinkKeys } from "../keys/link-keys";
import { privacyTokenHash } from "../privacy/privacy-tokens";
import { queueMessage, queueVisitorEmail, requestEmail } from "../privacy/requests";
import type { Outcome } from "../privacy/visitor-email";
import { findSubmission } from "../submissions/queries";
import { searchColumns } from "../submissions/search-columns";
import { type StaffContext, type StaffRoute, StaffError, parse, sessionOf } from "./staff-route";

export type PrivacyStaffOptions = { keys: LinkKeys; channels: readonly Channel[] };

const NO_SUCH_REQUEST = "There is no privacy request with that reference.";
const listQuery = z.object({
  status: z.enum(["unconfirmed", "open", "done", "expired"], { error: "status is unconfirmed, open, done or expired" }).optional(),
});
const correctBody = z.object({
  changes: z
    .array(
      z.object({
        submission: z.string({ error: "changes: name the submission's reference" }).max(20, "changes: a reference is like UF-7K3Q9D"),
        field: z.string({ error: "changes: name the field" }).max(40, "changes: unknown field"),
        value: z.string({ error: "changes: give the new value" }).max(4000, "changes: a value is at most 4,000 characters"),
      }),
      { error: "changes is a list of { submission, field, value }" },
    )
    .min(1, "changes is empty: name at least one field to correct")
    .max(50, "at most 50 changes at once"),
});

export function privacyRoutes(ctx: StaffContext, options: PrivacyStaffOptions): StaffRoute[] {
  const { db, kind } = ctx;

  /** An open request and its submission (the person's address and words); 404 / 409 otherwise. */
  async function openRequest(reference: string, tx = db) {
    const request = await tx.selectFrom("privacyRequests").selectAll().where("reference", "=", reference).executeTakeFirst();
    if (!request) throw new StaffError(404, NO_SUCH_REQUEST);
    if (request.status !== "open")
      throw new StaffError(409, `This request is ${request.status}, not open: there is nothing more to do on it.`);
    const submission = (await findSubmission(tx, reference))!;
    return { request, submission, email: requestEmail(submission.fields) };
  }

  const referenceOf = (req: Parameters<StaffRoute["handler"]>[0]) => (req.params as { reference: string }).reference;

  /** Marks the request done with its outcome and queues the person's email, in the action's transaction. */
  async function finish(
    tx: typeof db,
    reference: string,
    submissionId: string,
    outcome: Outcome,
    now: Date,
    extra: { copyTokenHash?: string; copyExpiresAt?: string } = {},
  ) {
    const at = now.toISOString();
    await tx
      .updateTable("privacyRequests")
      .set({ status: "done", doneAt: at, outcome: JSON.stringify(outcome), ...extra })
      .where("reference", "=", reference)
      .execute();
    await queueVisitorEmail(tx, options.channels, submissionId, "privacy.done", now);
  }

  return [
    {
      method: "GET",
      url: "/privacy-requests",
      access: ["privacy"],
      handler: async (req) => {
        const { status } = parse(listQuery, req.query);
        const rows = await db
          .selectFrom("privacyRequests")
          .innerJoin("submissions", "submissions.reference", "privacyRequests.reference")
          .select([
            "privacyRequests.reference",
            "privacyRequests.action",
            "privacyRequests.status",
            "privacyRequests.answerBy",
            "privacyRequests.createdAt",
            "submissions.lang",
          ])
          .$if(status !== undefined, (q) => q.where("privacyRequests.status", "=", status!))
          .orderBy("privacyRequests.createdAt", "desc")
          .limit(500)
          .execute();
        return { requests: rows };
      },
    },
    {
      method: "GET",
      url: "/privacy-requests/:reference",
      access: ["privacy"],
      handler: async (req) => {
        const session = sessionOf(req);
        const reference = referenceOf(req);
        const request = await db.selectFrom("privacyRequests").selectAll().where("reference", "=", reference).executeTakeFirst();
        if (!request) throw new StaffError(404, NO_SUCH_REQUEST);
        const submission = (await findSubmission(db, reference))!;
        const email = requestEmail(submission.fields);
        const held = await db
          .selectFrom("submissions")
          .select(["reference", "form", "createdAt", "fields", "restrictedUntil", "withdrawnAt"])
          .where("searchEmail", "=", email)
          .where("reference", "!=", reference)
          .orderBy("createdAt")
          .execute();
        await db
          .transaction()
          .execute((tx) => appendAudit(tx, kind, { actor: session.user.email, action: "privacy.opened", subject: reference }, ctx.now()));
        return {
          reference,
          action: request.action,
          status: request.status,
          answerBy: request.answerBy,
          createdAt: request.createdAt,
          confirmedAt: request.confirmedAt,
          doneAt: request.doneAt,
          outcome: request.outcome ? (JSON.parse(request.outcome) as Outcome) : null,
          lang: submission.lang,
          email,
          change: submission.fields.change ?? null,
          submissions: held.map((h) => ({
            reference: h.reference,
            form: h.form,
            createdAt: h.createdAt,
            fields: JSON.parse(h.fields) as Record<string, string | number>,
            restrictedUntil: h.restrictedUntil ?? null,
            withdrawnAt: h.withdrawnAt ?? null,
          })),
        };
      },
    },
    {
      method: "POST",
      url: "/privacy-requests/:reference/copy",
      access: ["privacy"],
      handler: async (req) => {
        const session = sessionOf(req);
        const reference = referenceOf(req);
        const now = ctx.now();
        return db.transaction().execute(async (tx) => {
          const { request, submission } = await openRequest(reference, tx);
          if (request.action !== "copy") throw new StaffError(409, `This request asks to ${request.action}, not for a copy.`);
          const copyExpiresAt = new Date(now.getTime() + PRIVACY_COPY_DAYS * 86_400_000).toISOString();
          await finish(tx, reference, submission.id, { copy: true }, now, {
            copyTokenHash: privacyTokenHash(options.keys, "copy", reference),
            copyExpiresAt,
          });
          await appendAudit(
            tx,
            kind,
            { actor: session.user.email, action: "privacy.copy-sent", subject: reference, detail: { expiresAt: copyExpiresAt } },
            now,
          );
          return { status: "done", copyExpiresAt };
        });
      },
    },
    {
      method: "POST",
      url: "/privacy-requests/:reference/correct",
      access: ["privacy"],
      handler: async (req) => {
        const session = sessionOf(req);
        const reference = referenceOf(req);
        const { changes } = parse(correctBody, req.body);
        const now = ctx.now();
        return db.transaction().execute(async (tx) => {
          const { request, submission, email } = await openRequest(reference, tx);
          if (request.action !== "correct") throw new StaffError(409, `This request asks to ${request.action}, not for a correction.`);
          const edited = new Map<string, { id: string; reference: string; form: string; fields: Record<string, string | number> }>();
          for (const c of changes) {
            let target = edited.get(c.submission);
            if (!target) {
              const row = await tx
                .selectFrom("submissions")
                .select(["id", "reference", "form", "fields"])
                .where("reference", "=", c.submission)
                .where("searchEmail", "=", email)
                .executeTakeFirst();
              if (!row) throw new StaffError(404, `${c.submission} is not among the submissions held with this request's address.`);
              target = {
                id: row.id,
                reference: row.reference,
                form: row.form,
                fields: JSON.parse(row.fields) as Record<string, string | number>,
              };
              edited.set(c.submission, target);
            }
            const entry = formByName(target.form);
            // Own fields only: "__proto__", "constructor" or "toString" would otherwise find what every object inherits.
            const spec = entry && Object.hasOwn(entry.form.fields, c.field) ? entry.form.fields[c.field] : undefined;
            if (!entry || !spec || spec.kind === "hidden")
              throw new StaffError(422, `${c.field} is not a field of the ${target.form} form that can be corrected.`);
            const allMessages = entry.copy.en.messages as Record<string, Record<string, string>>;
            const messages = Object.hasOwn(allMessages, c.field) ? allMessages[c.field]! : {};
            const problem = checkField(spec, messages, commonCopy.en.badCharacters, c.value);
            if (problem) throw new StaffError(422, `${c.submission} ${c.field}: ${problem}`);
            target.fields[c.field] = spec.kind === "amount" ? Number(c.value.replace(/[\s,]/g, "")) : c.value.trim();
          }
          for (const t of edited.values()) {
            await tx
              .updateTable("submissions")
              .set({ fields: JSON.stringify(t.fields), ...searchColumns(formByName(t.form)?.form, t.fields, t.reference) })
              .where("id", "=", t.id)
              .execute();
          }
          await finish(tx, reference, submission.id, {}, now);
          // Which fields of which submissions, never their old or new values.
          await appendAudit(
            tx,
            kind,
            {
              actor: session.user.email,
              action: "privacy.corrected",
              subject: reference,
              detail: { changes: changes.map((c) => ({ submission: c.submission, field: c.field })) },
            },
            now,
          );
          return { status: "done", corrected: changes.length };
        });
      },
    },
    {
      method: "POST",
      url: "/privacy-requests/:reference/erase",
      access: ["privacy"],
      reauth: true,
      handler: async (req) => {
        const session = sessionOf(req);
        const reference = referenceOf(req);
        const now = ctx.now();
        const result = await db.transaction().execute(async (tx) => {
          const { request, submission, email } = await openRequest(reference, tx);
          if (request.action !== "erase") throw new StaffError(409, `This request asks to ${request.action}, not for erasure.`);
          const erased = await eraseByEmail(tx, email);
          await finish(tx, reference, submission.id, erased, now);
          // The CRM's copies of the leads: one signed webhook naming them by reference, through the outbox.
          if (crmShouldHear(erased)) await queueMessage(tx, options.channels, "webhook", submission.id, PERSON_ERASED_EVENT, now);
          await appendAudit(
            tx,
            kind,
            {
              actor: session.user.email,
              action: "privacy.erased",
              subject: reference,
              detail: { erased: erased.erased, restricted: erased.restricted.map((r) => r.reference) },
            },
            now,
          );
          return erased;
        });
        // The bytes too, as `leads purge` does (server/db/forget.ts): after the commit, outside any transaction.
        const forgot = await forgetDeleted({ kind, kysely: db }, ["submissions", "stored_files", "outbox", "lead_notes"]);
        return { status: "done", ...result, bytesForgotten: forgot.complete };
      },
    },
  ];
}
