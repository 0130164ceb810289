// A privacy request's life: stored like a form (so it is validated and rate
// limited like the others) with an "unconfirmed" state row and the
// confirmation email in its transaction; nothing else happens until the
// emailed link is opened (docs/requirements.md "Your data"; Digital Personal
// Data Protection Rules 2025: withdrawal as easy as consent, requests answered
// within a stated time).
import type { Kysely, Transaction } from "kysely";
import { PRIVACY_ANSWER_DAYS, PRIVACY_CONFIRM_HOURS, type PrivacyAction, privacyRequestForm } from "#forms/privacy-request";
import { newsletterForm } from "#forms/newsletter";
import { addDays, indiaDate } from "#shared/india-dates";
import { DEFAULT_LANG } from "#shared/locales";
import { appendAudit } from "../audit/audit-trail";
import type { DatabaseKind } from "../db/database";
import type { Database } from "../db/schema";
import { type Channel, pendingRow } from "../delivery/outbox";
import { CONSENT_WITHDRAWN_EVENT } from "../delivery/webhook-sender";
import { type PurgeHook, findSubmission } from "../submissions/queries";
import type { StoreHook } from "../submissions/store";
import type { LinkKeys } from "../keys/link-keys";
import { privacyTokenHash, tokenHash } from "./privacy-tokens";
import type { Outcome, VisitorMessage } from "./visitor-email";

type Db = Kysely<Database>;

export type PrivacyContext = {
  db: Db;
  kind: DatabaseKind;
  /** The keys the emailed links are signed with (server/keys/link-keys.ts). */
  keys: LinkKeys;
  /** The outbox channels this server sends: no email row is queued where none would go. */
  channels: readonly Channel[];
};

/** The actor of audit rows for what a person does through an emailed link (not a staff member). */
export const VISITOR_ACTOR = "visitor";

/** Queues a message on one of the outbox's channels, for a submission, in the caller's transaction. */
export async function queueMessage(
  tx: Db,
  channels: readonly Channel[],
  channel: Channel,
  submissionId: string,
  message: string,
  now: Date,
) {
  if (!channels.includes(channel)) return;
  const at = now.toISOString();
  await tx
    .insertInto("outbox")
    .values(pendingRow({ submissionId, channel, createdAt: at, message }))
    .execute();
}

export const queueVisitorEmail = (tx: Db, channels: readonly Channel[], submissionId: string, message: VisitorMessage, now: Date) =>
  queueMessage(tx, channels, "email", submissionId, message, now);

/** Store hook of the privacy request form: its state row and the confirmation email. */
export function privacyRequestHook(ctx: Pick<PrivacyContext, "keys" | "channels">): StoreHook {
  return async (tx, submission) => {
    if (submission.form !== privacyRequestForm.name) return;
    const created = new Date(submission.createdAt);
    await tx
      .insertInto("privacyRequests")
      .values({
        reference: submission.reference,
        action: String(submission.fields.action),
        status: "unconfirmed",
        tokenHash: privacyTokenHash(ctx.keys, "confirm", submission.reference),
        expiresAt: new Date(created.getTime() + PRIVACY_CONFIRM_HOURS * 3_600_000).toISOString(),
        confirmedAt: null,
        answerBy: null,
        copyTokenHash: null,
        copyExpiresAt: null,
        copyUsedAt: null,
        outcome: null,
        doneAt: null,
        createdAt: submission.createdAt,
      })
      .execute();
    await queueVisitorEmail(tx, ctx.channels, submission.id, "privacy.confirm", created);
  };
}

type ConfirmResult =
  | { kind: "invalid"; lang: string }
  | { kind: "used"; lang: string }
  | { kind: "expired"; lang: string }
  | { kind: "withdrawn"; lang: string; reference: string; withdrawn: number }
  | { kind: "open"; lang: string; reference: string; answerBy: string };

/** The request's address as stored (lower-cased, as the search column keeps every form's). */
export const requestEmail = (fields: Record<string, string | number>) => String(fields.email).trim().toLowerCase();

type PeekResult =
  | { kind: "invalid"; lang: string }
  | { kind: "used"; lang: string }
  | { kind: "expired"; lang: string }
  | { kind: "ready"; lang: string; action: PrivacyAction };

/**
 * What the emailed link would do, for the page its GET shows: reads only.
 * Mail scanners open links, so opening one must change nothing (not even mark it expired).
 */
export async function peekRequest(db: Db, token: string, now: Date): Promise<PeekResult> {
  const request = await db.selectFrom("privacyRequests").selectAll().where("tokenHash", "=", tokenHash(token)).executeTakeFirst();
  if (!request) return { kind: "invalid", lang: DEFAULT_LANG };
  const { lang } = (await findSubmission(db, request.reference))!;
  if (request.status !== "unconfirmed") return { kind: "used", lang };
  if (request.expiresAt <= now.toISOString()) return { kind: "expired", lang };
  return { kind: "ready", lang, action: request.action as PrivacyAction };
}

/** The button of the emailed link's page: a withdrawal takes effect now; other requests open for the privacy team. */
export async function confirmRequest(ctx: PrivacyContext, token: string, now = new Date()): Promise<ConfirmResult> {
  return ctx.db.transaction().execute(async (tx) => {
    // A double click sends the button twice: on PostgreSQL the second waits here for the first and then reads it used.
    const request = await tx
      .selectFrom("privacyRequests")
      .selectAll()
      .where("tokenHash", "=", tokenHash(token))
      .$if(ctx.kind === "postgres", (q) => q.forUpdate())
      .executeTakeFirst();
    if (!request) return { kind: "invalid", lang: DEFAULT_LANG };
    const submission = (await findSubmission(tx, request.reference))!;
    const lang = submission.lang;
    if (request.status !== "unconfirmed") return { kind: "used", lang };
    if (request.expiresAt <= now.toISOString()) {
      await tx.updateTable("privacyRequests").set({ status: "expired" }).where("reference", "=", request.reference).execute();
      return { kind: "expired", lang };
    }
    const at = now.toISOString();
    const action = request.action as PrivacyAction;
    const answerBy = addDays(indiaDate(at), PRIVACY_ANSWER_DAYS);
    // Taken only while still unconfirmed: whatever reached it first acts, once.
    const claimed = await tx
      .updateTable("privacyRequests")
      .set(action === "withdraw" ? { status: "done", confirmedAt: at, doneAt: at } : { status: "open", confirmedAt: at, answerBy })
      .where("reference", "=", request.reference)
      .where("status", "=", "unconfirmed")
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { kind: "used", lang };
    if (action === "withdraw") {
      const withdrawn = await withdrawNewsletter(
        tx,
        ctx,
        requestEmail(submission.fields),
        `your-data page, request ${request.reference}`,
        now,
      );
      const outcome: Outcome = { withdrawn };
      await tx
        .updateTable("privacyRequests")
        .set({ outcome: JSON.stringify(outcome) })
        .where("reference", "=", request.reference)
        .execute();
      await appendAudit(
        tx,
        ctx.kind,
        { actor: VISITOR_ACTOR, action: "privacy.withdrawn", subject: request.reference, detail: { newsletter: withdrawn } },
        now,
      );
      await queueVisitorEmail(tx, ctx.channels, submission.id, "privacy.done", now);
      return { kind: "withdrawn", lang, reference: request.reference, withdrawn };
    }
    await appendAudit(
      tx,
      ctx.kind,
      { actor: VISITOR_ACTOR, action: "privacy.confirmed", subject: request.reference, detail: { action, answerBy } },
      now,
    );
    return { kind: "open", lang, reference: request.reference, answerBy };
  });
}

/**
 * Marks the address's newsletter sign-ups withdrawn (when and how), frees
 * their once-only key so that signing up again is stored as a new consent,
 * and tells the CRM with a signed consent.withdrawn webhook. Returns how many.
 */
async function withdrawNewsletter(
  tx: Transaction<Database> | Db,
  ctx: Pick<PrivacyContext, "channels">,
  email: string,
  how: string,
  now: Date,
): Promise<number> {
  const rows = await tx
    .updateTable("submissions")
    .set({ withdrawnAt: now.toISOString(), withdrawnHow: how, dedupeKey: null })
    .where("form", "=", newsletterForm.name)
    .where("searchEmail", "=", email)
    .where("withdrawnAt", "is", null)
    .returning("id")
    .execute();
  for (const r of rows) await queueMessage(tx, ctx.channels, "webhook", r.id, CONSENT_WITHDRAWN_EVENT, now);
  return rows.length;
}

/** Purge hook (`leads purge`): the state rows of privacy requests whose submissions the purge deletes go first. */
export const purgePrivacyRequests: PurgeHook = async (tx, before) => {
  await tx
    .deleteFrom("privacyRequests")
    .where("reference", "in", tx.selectFrom("submissions").select("reference").where("createdAt", "<", before))
    .execute();
};
