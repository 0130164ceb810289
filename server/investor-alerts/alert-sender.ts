// What the email channel sends for an investor-alerts outbox row, built from
// stored data when it is sent. Undefined means there is nothing to send any
// more (the address unsubscribed, or the document was withdrawn, after the
// row was queued, or a newer version superseded an update): the row is then
// done, not failed.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { SubmissionRecord } from "../db/submission-records";
import { type AlertEmail, buildConfirmEmail, buildDocumentAlert } from "./alert-email";
import type { LinkKeys } from "../keys/link-keys";
import { DEFAULT_LANG } from "#shared/locales";
import { ALERT_DOCUMENT_PREFIX, ALERT_MESSAGES, ALERT_UPDATE_PREFIX, emailTokens, subscriberEmail } from "./subscribers";

export async function buildInvestorAlert(
  db: Kysely<Database>,
  message: string,
  signUp: SubmissionRecord,
  links: { keys: LinkKeys; origin: string },
): Promise<AlertEmail | undefined> {
  const email = subscriberEmail(signUp.fields);
  if (message === ALERT_MESSAGES.confirm)
    return buildConfirmEmail(signUp, await emailTokens(db, links.keys, signUp.reference, email), links.origin);
  const updated = message.startsWith(ALERT_UPDATE_PREFIX);
  if (!updated && !message.startsWith(ALERT_DOCUMENT_PREFIX)) return undefined;
  // "<prefix><id>" or, for a new version, "<prefix><id>:<version>" (the version keeps each row's message its own).
  const [documentId = "", version] = message.slice((updated ? ALERT_UPDATE_PREFIX : ALERT_DOCUMENT_PREFIX).length).split(":");
  const subscriber = await db
    .selectFrom("investorAlertSubscribers")
    .select(["status", "lang"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (subscriber?.status !== "confirmed") return undefined;
  const document = await db
    .selectFrom("publishedDocuments")
    .select(["id", "title", "titleHi", "disclosureDate", "url", "withdrawnAt", "currentVersion"])
    .where("id", "=", documentId)
    .executeTakeFirst();
  if (!document || document.withdrawnAt) return undefined;
  // Replaced again before this one went: the newer version's own alert says it, once.
  if (updated && Number(version) < Number(document.currentVersion)) return undefined;
  const { disclosureDate, url } = document;
  // The Hindi list reads the Hindi title where the secretary gave one.
  const title = (subscriber.lang !== DEFAULT_LANG && document.titleHi) || document.title;
  const note = updated
    ? ((
        await db
          .selectFrom("publishedDocumentVersions")
          .select("note")
          .where("documentId", "=", document.id)
          .where("version", "=", Number(version))
          .executeTakeFirst()
      )?.note ?? null)
    : null;
  const tokens = await emailTokens(db, links.keys, signUp.reference, email);
  return buildDocumentAlert(signUp, subscriber.lang, { title, disclosureDate, url, updated, note }, tokens, links.origin);
}
