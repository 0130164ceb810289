// The emails a "Your data" request's visitor gets ("privacy.confirm", "privacy.done"), as the email channel's
// kind "privacy" (server/delivery/email-kinds.ts), built when sent from the stored request.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { EmailKind } from "../delivery/email-kinds";
import type { LinkKeys } from "../keys/link-keys";
import { privacyTokenFor } from "./privacy-tokens";
import { type Outcome, buildVisitorEmail, isVisitorMessage } from "./visitor-email";

/**
 * A privacy request's link tokens, made again by the key that made the stored
 * hashes; a hash whose key has left the ring is replaced by the current key's
 * (server/keys/link-keys.ts), so the email's link works.
 */
async function privacyTokens(db: Kysely<Database>, keys: LinkKeys, reference: string) {
  const row = await db
    .selectFrom("privacyRequests")
    .select(["tokenHash", "copyTokenHash", "outcome"])
    .where("reference", "=", reference)
    .executeTakeFirst();
  const confirm = privacyTokenFor(keys, "confirm", reference, row?.tokenHash ?? null);
  const copy = row?.copyTokenHash ? privacyTokenFor(keys, "copy", reference, row.copyTokenHash) : undefined;
  if (row && (confirm.reissued || copy?.reissued))
    await db
      .updateTable("privacyRequests")
      .set({ tokenHash: confirm.hash, ...(copy ? { copyTokenHash: copy.hash } : {}) })
      .where("reference", "=", reference)
      .execute();
  return { outcome: row?.outcome ?? null, tokens: { confirm: confirm.token, copy: copy?.token } };
}

/** What a visitor's email needs: the keys its links are signed with, and the public site's origin. */
export function privacyEmailKind(visitor: { keys: LinkKeys; origin: string }): EmailKind {
  return async ({ db, delivery, message, messageDomain }) => {
    if (!isVisitorMessage(message)) return { ok: false, permanent: true, error: `unknown message "${message}"` };
    const request = await privacyTokens(db, visitor.keys, delivery.submission.reference);
    const email = buildVisitorEmail({
      message,
      deliveryId: delivery.id,
      request: delivery.submission,
      outcome: request.outcome ? (JSON.parse(request.outcome) as Outcome) : undefined,
      tokens: request.tokens,
      origin: visitor.origin,
      messageDomain,
    });
    return { ...email, to: [email.to], attachments: [] };
  };
}
