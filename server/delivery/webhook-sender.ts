// The CRM's copy of a lead: a JSON POST signed by the Standard Webhooks scheme
// (webhook-id, webhook-timestamp, webhook-signature), so the receiver can
// check it came from us and drop a repeat by its id. Any 2xx within 10 s is
// delivered; 408, 429 and 5xx are tried again later; other answers are not.
import type { Kysely } from "kysely";
import { Webhook } from "standardwebhooks";
import type { Database } from "../db/schema";
import { type Delivery, NO_SUBMISSION, type SendOutcome, type Sender } from "./sender";
import type { WebhookSettings } from "./settings";

const WEBHOOK_TIMEOUT_MS = 10_000;
const WEBHOOK_EVENT = "submission.created";
export const CONSENT_WITHDRAWN_EVENT = "consent.withdrawn";

/** The body the CRM receives: values as stored (option values, not their labels). */
type Submission = NonNullable<Delivery["submission"]>;

/**
 * An event a feature sends the CRM as an outbox row's message (the privacy team's "person.erased"), its body built
 * when sent; undefined: what it reports is no longer stored.
 */
export type WebhookEvent = (db: Kysely<Database>, deliveryId: string, submission: Submission) => Promise<string | undefined>;

function webhookBody(delivery: Delivery, s: Submission): string {
  // Withdrawal of consent (server/privacy/requests.ts): the CRM stops using the address for this sign-up.
  if (delivery.message === CONSENT_WITHDRAWN_EVENT) {
    return JSON.stringify({
      id: delivery.id,
      type: CONSENT_WITHDRAWN_EVENT,
      form: s.form,
      reference: s.reference,
      withdrawnAt: s.withdrawnAt ?? null,
      fields: s.fields,
    });
  }
  return JSON.stringify({
    id: delivery.id,
    type: WEBHOOK_EVENT,
    form: s.form,
    reference: s.reference,
    lang: s.lang,
    submittedAt: s.createdAt,
    fields: s.fields,
    // The file itself stays on the server (npm run leads -- resume <reference>).
    ...(s.file ? { file: { name: s.file.name, type: s.file.type, size: s.file.size, sha256: s.file.sha256 } } : {}),
  });
}

/** An answer's status as the outbox records it. */
function classifyWebhookStatus(status: number): SendOutcome {
  if (status >= 200 && status < 300) return { ok: true };
  const retry = status === 408 || status === 429 || status >= 500;
  // The body is not kept: a receiver may echo the lead back in it.
  return {
    ok: false,
    permanent: !retry,
    error: `webhook answered HTTP ${status}${status >= 300 && status < 400 ? " (redirects are not followed: set LEADS_WEBHOOK_URL to the final address)" : ""}`,
  };
}

type WebhookOptions = {
  /** For events built from more than the submission (person.erased reads the erasure's outcome). */
  db?: Kysely<Database> | undefined;
  /** The features' events by message, registered as they start (delivery.ts). */
  events?: Readonly<Record<string, WebhookEvent>>;
  timeoutMs?: number;
};

export function createWebhookSender(
  settings: WebhookSettings,
  { db, events = {}, timeoutMs = WEBHOOK_TIMEOUT_MS }: WebhookOptions = {},
): Sender {
  const signer = new Webhook(settings.secret);
  return {
    async send(delivery, signal): Promise<SendOutcome> {
      const s = delivery.submission;
      if (!s) return NO_SUBMISSION;
      const event = delivery.message === undefined ? undefined : events[delivery.message];
      const body = event ? db && (await event(db, delivery.id, s)) : webhookBody(delivery, s);
      if (body === undefined) return { ok: false, permanent: true, error: "the erasure's record is no longer stored" };
      const at = new Date();
      const headers = {
        "content-type": "application/json",
        "webhook-id": delivery.id,
        "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
        "webhook-signature": signer.sign(delivery.id, at, body),
      };
      try {
        const res = await fetch(settings.url, {
          method: "POST",
          headers,
          body,
          redirect: "manual",
          signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
        });
        // Read nothing of the answer but its status; free the connection.
        await res.body?.cancel().catch(() => undefined);
        return classifyWebhookStatus(res.status);
      } catch (error) {
        const e = error as Error & { cause?: { code?: string; message?: string } };
        if (e.name === "TimeoutError") return { ok: false, permanent: false, error: `webhook gave no answer within ${timeoutMs / 1000} s` };
        if (e.name === "AbortError") return { ok: false, permanent: false, error: "stopped while sending (the server was closing)" };
        return { ok: false, permanent: false, error: `webhook unreachable: ${e.cause?.code ?? e.cause?.message ?? e.message}` };
      }
    },
    async close() {},
  };
}
