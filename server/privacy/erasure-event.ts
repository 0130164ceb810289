// Erasure reaches the CRM too: the leads it received by webhook are copies
// that the erasure in our database does not touch. When the privacy team
// erases an address, the request's submission (kept as the record of the
// request, so its outbox row survives the erasure) gets one webhook row,
// delivered through the outbox with the leads' signing and retries. The
// event names what to erase by reference only: sending the address or name
// again to say "forget this" would spread it once more
// (docs/decisions/110-privacy-rights.md).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { SubmissionRecord } from "../db/submission-records";
import type { ErasureResult } from "./erase";
import type { Outcome } from "./visitor-email";

export const PERSON_ERASED_EVENT = "person.erased";

/** Whether the CRM may hold anything the erasure touched (then it is told). */
export const crmShouldHear = (result: ErasureResult) => result.erasedReferences.length > 0 || result.restricted.length > 0;

/**
 * The event's body, built when it is sent from the request's stored outcome
 * (references, forms and dates; the request's own fields hold the address and
 * are left out). Undefined when the request is no longer stored.
 */
export async function personErasedBody(db: Kysely<Database>, deliveryId: string, request: SubmissionRecord): Promise<string | undefined> {
  const row = await db
    .selectFrom("privacyRequests")
    .select(["outcome", "doneAt"])
    .where("reference", "=", request.reference)
    .executeTakeFirst();
  if (!row?.outcome) return undefined;
  const outcome = JSON.parse(row.outcome) as Outcome;
  return JSON.stringify({
    id: deliveryId,
    type: PERSON_ERASED_EVENT,
    request: request.reference,
    erasedAt: row.doneAt,
    // Erase these leads wherever they were copied.
    erased: outcome.erasedReferences ?? [],
    // Kept because the law requires it: use them for nothing else until then.
    restricted: (outcome.restricted ?? []).map((r) => ({ reference: r.reference, form: r.form, until: r.until })),
  });
}
