// The investor alerts list (docs/decisions/111-published-documents.md, email alerts): a sign-up is stored as
// a form (so it is validated and rate limited like the others) and, in its
// transaction, puts the address on the list as pending and queues the
// confirmation email. Nothing is sent to the address until it confirms.
// Tokens are HMACs of the link key (as the privacy links are; server/keys/):
// the email is built from them when the outbox sends it, and the database
// keeps only their sha256.
import type { Kysely } from "kysely";
import { investorAlertsForm } from "#forms/investor-alerts";
import type { Database } from "../db/schema";
import type { Channel } from "../delivery/outbox";
import { queueMessage } from "../privacy/requests";
import { type LinkKeys, linkToken, tokenFor, tokenHash } from "../keys/link-keys";
import type { StoreHook } from "../submissions/store";

type Db = Kysely<Database>;

export type AlertsContext = {
  db: Db;
  /** The keys the emailed links are signed with (server/keys/link-keys.ts). */
  keys: LinkKeys;
  /** The outbox channels this server sends: no email row is queued where none would go. */
  channels: readonly Channel[];
};

export const ALERT_MESSAGES = { confirm: "investor-alerts.confirm" } as const;
/** An alert's outbox message names the document: "investor-alerts.document:<id>". */
export const ALERT_DOCUMENT_PREFIX = "investor-alerts.document:";
/** A new version's alert names the document and the version: "investor-alerts.updated:<id>:<version>". */
export const ALERT_UPDATE_PREFIX = "investor-alerts.updated:";

const CONFIRM = "investor-alerts:confirm";
const UNSUBSCRIBE = "investor-alerts:unsubscribe";

/** The confirmation link's token: one per sign-up (its submission's reference), made with the current key. */
export const confirmToken = (keys: LinkKeys, reference: string) => linkToken(keys.current, CONFIRM, reference);

/** The unsubscribe token: one per address, so every alert's link works until it is used. */
export const unsubscribeToken = (keys: LinkKeys, email: string) => linkToken(keys.current, UNSUBSCRIBE, email);

/**
 * The tokens an email carries, made again by the key that made the stored
 * hashes (server/keys/link-keys.ts). An unsubscribe token whose key has left
 * the ring is made anew and its hash stored in its place: older emails' links
 * stop working, the new one works. (A confirmation is sent seconds after the
 * sign-up, and a newer sign-up's link replaces it anyway: it is never re-made.)
 */
export async function emailTokens(db: Db, keys: LinkKeys, signUpReference: string, email: string) {
  const row = await db
    .selectFrom("investorAlertSubscribers")
    .select(["confirmTokenHash", "unsubscribeTokenHash"])
    .where("email", "=", email)
    .executeTakeFirst();
  const confirm = tokenFor(keys, CONFIRM, signUpReference, row?.confirmTokenHash ?? null);
  const leave = tokenFor(keys, UNSUBSCRIBE, email, row?.unsubscribeTokenHash ?? null);
  if (row && leave.reissued)
    await db.updateTable("investorAlertSubscribers").set({ unsubscribeTokenHash: leave.hash }).where("email", "=", email).execute();
  return { confirm: confirm.token, unsubscribe: leave.token };
}

export const subscriberEmail = (fields: Record<string, string | number>) => String(fields.email).trim().toLowerCase();

/** Store hook of the sign-up form: the address on the list as pending, and the confirmation email. */
export function investorAlertsHook(ctx: Pick<AlertsContext, "keys" | "channels">): StoreHook {
  return async (tx, submission) => {
    if (submission.form !== investorAlertsForm.name) return;
    const email = subscriberEmail(submission.fields);
    const at = submission.createdAt;
    const existing = await tx.selectFrom("investorAlertSubscribers").select("status").where("email", "=", email).executeTakeFirst();
    // Already confirmed: nothing to send (the form answers the same, so it tells nobody who is on the list).
    if (existing?.status === "confirmed") return;
    const confirmTokenHash = tokenHash(confirmToken(ctx.keys, submission.reference));
    const unsubscribeTokenHash = tokenHash(unsubscribeToken(ctx.keys, email));
    if (existing) {
      await tx
        .updateTable("investorAlertSubscribers")
        .set({
          status: "pending",
          lang: submission.lang,
          confirmTokenHash,
          updatedAt: at,
          unsubscribedAt: null,
          submissionId: submission.id,
        })
        .where("email", "=", email)
        .execute();
    } else {
      await tx
        .insertInto("investorAlertSubscribers")
        .values({
          email,
          lang: submission.lang,
          status: "pending",
          confirmTokenHash,
          unsubscribeTokenHash,
          createdAt: at,
          updatedAt: at,
          confirmedAt: null,
          unsubscribedAt: null,
          submissionId: submission.id,
        })
        .execute();
    }
    await queueMessage(tx, ctx.channels, "email", submission.id, ALERT_MESSAGES.confirm, new Date(at));
  };
}

/** The address's language, for the page a link opens; undefined when the token matches nothing. */
export async function langForConfirm(db: Db, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("investorAlertSubscribers")
    .select("lang")
    .where("confirmTokenHash", "=", tokenHash(token))
    .executeTakeFirst();
  return row?.lang;
}

export async function langForUnsubscribe(db: Db, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("investorAlertSubscribers")
    .select("lang")
    .where("unsubscribeTokenHash", "=", tokenHash(token))
    .where("status", "!=", "unsubscribed")
    .executeTakeFirst();
  return row?.lang;
}

/** The button of the confirmation page: one conditional UPDATE, so a second press finds nothing to confirm. */
export async function confirmSubscriber(db: Db, token: string, now: Date): Promise<string | undefined> {
  const at = now.toISOString();
  const row = await db
    .updateTable("investorAlertSubscribers")
    .set({ status: "confirmed", confirmTokenHash: null, confirmedAt: at, updatedAt: at })
    .where("confirmTokenHash", "=", tokenHash(token))
    .where("status", "=", "pending")
    .returning("lang")
    .executeTakeFirst();
  return row?.lang;
}

/** One-click unsubscribe (RFC 8058): takes effect at once, from whatever state. */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<string | undefined> {
  const at = now.toISOString();
  const row = await db
    .updateTable("investorAlertSubscribers")
    .set({ status: "unsubscribed", confirmTokenHash: null, unsubscribedAt: at, updatedAt: at })
    .where("unsubscribeTokenHash", "=", tokenHash(token))
    .where("status", "!=", "unsubscribed")
    .returning("lang")
    .executeTakeFirst();
  return row?.lang;
}
