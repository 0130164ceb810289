// Investor document alerts: the sign-up form's endpoint, which queues only its confirmation email (no lead email),
// the confirm and unsubscribe links, the alerts as the email channel's kind "investor-alerts", and the job that
// queues an alert for each document that became live (published now or at its set time).
import type { FastifyInstance } from "fastify";
import type { LinkedFeatureOptions } from "../form-registry/form-route-options";
import { forms } from "../form-registry/registry";
import { investorAlertEmailKind } from "./alert-email-kind";
import { repeatWhileServing } from "../repeat";
import { queueDueAlerts } from "./alert-job";
import { registerInvestorAlertRoutes } from "./public-routes";
import { investorAlertsHook } from "./subscribers";

export function registerInvestorAlerts(app: FastifyInstance, f: LinkedFeatureOptions & { jobIntervalMs: number | undefined }) {
  const { db, delivery } = f;
  const alerts = { db: db.kysely, kind: db.kind, keys: f.keys, channels: delivery.channels };
  delivery.emailKind("investor-alerts", investorAlertEmailKind({ keys: f.keys, origin: f.publicOrigin }));
  f.registerForm(forms.investorAlerts, { hooks: [investorAlertsHook(alerts)] });
  registerInvestorAlertRoutes(app, alerts, f.now);
  if (!delivery.channels.includes("email")) return;
  // Every process runs the job; the database lets one take each document (alert-job.ts).
  const now = f.now ?? (() => new Date());
  repeatWhileServing(
    app,
    f.jobIntervalMs ?? 10_000,
    async () => {
      if ((await queueDueAlerts(db.kysely, delivery.channels, now())) > 0) delivery.wake();
    },
    (error) => app.log.error({ err: error.message }, "investor alerts: the job failed; it runs again at the next interval"),
  );
}
