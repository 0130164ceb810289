// The "Your data" page's requests (docs/decisions/110-privacy-rights.md): the form's endpoint, which stores only the
// request's own state row and queues its confirmation email (no lead email, no CRM copy), the links the visitor
// follows, the visitor's emails as the email channel's kind "privacy", and the daily retention purge.
import type { FastifyInstance } from "fastify";
import type { LinkedFeatureOptions } from "../form-registry/form-route-options";
import { forms } from "../form-registry/registry";
import type { AlertRetentionDays } from "../investor-alerts/alert-retention";
import { PERSON_ERASED_EVENT, personErasedBody } from "./erasure-event";
import { registerPrivacyRoutes } from "./public-routes";
import { privacyRequestHook } from "./requests";
import { scheduleRetention } from "./retention";
import { privacyEmailKind } from "./visitor-email-kind";

export function registerPrivacy(
  app: FastifyInstance,
  f: LinkedFeatureOptions & {
    /** The retention periods, where the server's configuration names them (the entry always does; tests run the purge themselves). */
    retentionMonths: Record<string, number> | undefined;
    alertRetentionDays: AlertRetentionDays | undefined;
  },
) {
  const privacy = { db: f.db.kysely, kind: f.db.kind, keys: f.keys, channels: f.delivery.channels };
  f.delivery.emailKind("privacy", privacyEmailKind({ keys: f.keys, origin: f.publicOrigin }));
  // An erasure tells the CRM which of its copies to delete (erasure-event.ts).
  f.delivery.webhookEvent(PERSON_ERASED_EVENT, personErasedBody);
  f.registerForm(forms.privacyRequest, { hooks: [privacyRequestHook(privacy)] });
  registerPrivacyRoutes(app, privacy, f.now);
  if (f.retentionMonths) {
    const stop = scheduleRetention(f.db, f.retentionMonths, app.log, f.alertRetentionDays);
    app.addHook("preClose", async () => stop());
  }
}
