// The three answers to a confirmed "Your data" request (privacy-routes.ts): a copy (a one-time link emailed to the
// person), a correction of named fields, an erasure. Each marks the request done and queues the person's email in
// its own transaction, with its audit row.
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { checkField } from "#forms/declare";
import { PRIVACY_COPY_DAYS } from "#forms/privacy-request";
import type { Database } from "../db/schema";
import type { Channel } from "../delivery/outbox";
import type { LinkKeys } from "../keys/link-keys";
import { appendAudit } from "../audit/audit-trail";
import { forgetDeleted } from "../db/forget";
import { commonCopy, formByName } from "../form-registry/registry";
import { eraseByEmail } from "../privacy/erase";
import { type HeldBy, fieldNamed, heldBy } from "../privacy/held-data";
import { PERSON_ERASED_EVENT, crmShouldHear } from "../privacy/erasure-event";
import { privacyTokenHash } from "../privacy/privacy-tokens";
import { queueMessage, queueVisitorEmail, requestEmail } from "../privacy/requests";
import type { Outcome } from "../privacy/visitor-email";
import { findSubmission } from "../submissions/queries";
import { searchColumns } from "../submissions/search-columns";
import { type InputOf, type StaffContext, StaffError, sessionOf } from "./staff-route";

type Db = Kysely<Database>;

/** The key of emailed links (a copy's) and the outbox channels this server sends. */
export type PrivacyStaffOptions = { keys: LinkKeys; channels: readonly Channel[] };

export const NO_SUCH_REQUEST = "There is no privacy request with that reference.";

/** An open request and its submission (the person's address and words); 404 / 409 otherwise. */
async function openRequest(tx: Db, reference: string, action: "copy" | "correct" | "erase", asked: string) {
  const request = await tx.selectFrom("privacyRequests").selectAll().where("reference", "=", reference).executeTakeFirst();
  if (!request) throw new StaffError(404, NO_SUCH_REQUEST);
  if (request.status !== "open")
    throw new StaffError(409, `This request is ${request.status}, not open: there is nothing more to do on it.`);
  if (request.action !== action) throw new StaffError(409, `This request asks to ${request.action}, not ${asked}.`);
  const submission = (await findSubmission(tx, reference))!;
  const by: HeldBy = { email: requestEmail(submission.fields), mobile: request.mobile ?? null };
  return { submission, email: by.email, by };
}

/** Marks the request done with its outcome and queues the person's email, in the action's transaction. */
async function finish(
  tx: Db,
  options: PrivacyStaffOptions,
  reference: string,
  submissionId: string,
  outcome: Outcome,
  now: Date,
  extra: { copyTokenHash?: string; copyExpiresAt?: string } = {},
) {
  await tx
    .updateTable("privacyRequests")
    .set({ status: "done", doneAt: now.toISOString(), outcome: JSON.stringify(outcome), ...extra })
    .where("reference", "=", reference)
    .execute();
  await queueVisitorEmail(tx, options.channels, submissionId, "privacy.done", now);
}

export async function sendCopy(
  ctx: StaffContext,
  options: PrivacyStaffOptions,
  { params: { reference } }: InputOf<"POST /privacy-requests/:reference/copy">,
  req: FastifyRequest,
) {
  const session = sessionOf(req);
  const now = ctx.now();
  return ctx.db.transaction().execute(async (tx) => {
    const { submission } = await openRequest(tx, reference, "copy", "for a copy");
    const copyExpiresAt = new Date(now.getTime() + PRIVACY_COPY_DAYS * 86_400_000).toISOString();
    const copyTokenHash = privacyTokenHash(options.keys, "copy", reference);
    await finish(tx, options, reference, submission.id, { copy: true }, now, { copyTokenHash, copyExpiresAt });
    const entry = {
      actor: session.user.email,
      action: "privacy.copy-sent",
      subject: reference,
      detail: { expiresAt: copyExpiresAt },
    } as const;
    await appendAudit(tx, ctx.kind, entry, now);
    return { status: "done" as const, copyExpiresAt };
  });
}

export async function correctRequest(
  ctx: StaffContext,
  options: PrivacyStaffOptions,
  { params: { reference }, body: { changes } }: InputOf<"POST /privacy-requests/:reference/correct">,
  req: FastifyRequest,
) {
  const session = sessionOf(req);
  const now = ctx.now();
  return ctx.db.transaction().execute(async (tx) => {
    const { submission, by } = await openRequest(tx, reference, "correct", "for a correction");
    const edited = new Map<string, { id: string; reference: string; form: string; fields: Record<string, string | number> }>();
    for (const c of changes) {
      let target = edited.get(c.submission);
      if (!target) {
        const row = await tx
          .selectFrom("submissions")
          .select(["id", "reference", "form", "fields"])
          .where("reference", "=", c.submission)
          .where(heldBy(by))
          .executeTakeFirst();
        if (!row)
          throw new StaffError(404, `${c.submission} is not among the submissions held with this request's address or mobile number.`);
        target = {
          id: row.id,
          reference: row.reference,
          form: row.form,
          fields: JSON.parse(row.fields) as Record<string, string | number>,
        };
        edited.set(c.submission, target);
      }
      const entry = formByName(target.form);
      // By its key or its label: the console offers labels ("Company name"), scripts may send keys.
      const name = entry && fieldNamed(entry, c.field);
      const spec = entry && name ? entry.form.fields[name] : undefined;
      if (!entry || !name || !spec || spec.kind === "hidden")
        throw new StaffError(422, `${c.field} is not a field of the ${target.form} form that can be corrected.`);
      c.field = name;
      const allMessages = entry.copy.en.messages as Record<string, Record<string, string>>;
      const messages = Object.hasOwn(allMessages, name) ? allMessages[name]! : {};
      const problem = checkField(spec, messages, commonCopy.en.badCharacters, c.value);
      if (problem) throw new StaffError(422, `${c.submission} ${name}: ${problem}`);
      target.fields[name] = spec.kind === "amount" ? Number(c.value.replace(/[\s,]/g, "")) : c.value.trim();
    }
    for (const t of edited.values()) {
      await tx
        .updateTable("submissions")
        .set({ fields: JSON.stringify(t.fields), ...searchColumns(formByName(t.form)?.form, t.fields, t.reference) })
        .where("id", "=", t.id)
        .execute();
    }
    await finish(tx, options, reference, submission.id, {}, now);
    // Which fields of which submissions, never their old or new values.
    const detail = { changes: changes.map((c) => ({ submission: c.submission, field: c.field })) };
    await appendAudit(tx, ctx.kind, { actor: session.user.email, action: "privacy.corrected", subject: reference, detail }, now);
    return { status: "done" as const, corrected: changes.length };
  });
}

export async function eraseRequest(
  ctx: StaffContext,
  options: PrivacyStaffOptions,
  { params: { reference } }: InputOf<"POST /privacy-requests/:reference/erase">,
  req: FastifyRequest,
) {
  const session = sessionOf(req);
  const now = ctx.now();
  const result = await ctx.db.transaction().execute(async (tx) => {
    const { submission, by } = await openRequest(tx, reference, "erase", "for erasure");
    const erased = await eraseByEmail(tx, by.email, by.mobile);
    await finish(tx, options, reference, submission.id, erased, now);
    // The CRM's copies of the leads: one signed webhook naming them by reference, through the outbox.
    if (crmShouldHear(erased)) await queueMessage(tx, options.channels, "webhook", submission.id, PERSON_ERASED_EVENT, now);
    const detail = { erased: erased.erased, restricted: erased.restricted.map((r) => r.reference) };
    await appendAudit(tx, ctx.kind, { actor: session.user.email, action: "privacy.erased", subject: reference, detail }, now);
    return erased;
  });
  // The bytes too, as `leads purge` does (server/db/forget.ts): after the commit, outside any transaction.
  const forgot = await forgetDeleted({ kind: ctx.kind, kysely: ctx.db }, ["submissions", "stored_files", "outbox", "lead_notes"]);
  return { status: "done" as const, ...result, bytesForgotten: forgot.complete };
}
