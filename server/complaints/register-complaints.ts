// Complaints (docs/decisions/092-complaint-clocks.md): the form's endpoint, whose submission opens the complaint's
// status row and whose answer says by when we reply; the tracking link; the emails about complaints, their own
// channel on the lead emails' SMTP server; escalations and the daily digest.
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database";
import type { DeliveryHandle } from "../delivery/delivery";
import type { RegisterForm } from "../form-registry/form-route-options";
import { forms } from "../form-registry/registry";
import { complaintAnswer, fakeComplaintAnswer } from "./complaint-clock";
import { repeatWhileServing } from "../repeat";
import { runComplaintJobs } from "./complaint-jobs";
import { openComplaintHook } from "./complaints";
import { registerTrackingLinkRoute } from "./tracking-link-route";

export function registerComplaints(
  app: FastifyInstance,
  f: { db: Db; registerForm: RegisterForm; delivery: DeliveryHandle; now: () => Date; jobsIntervalMs: number | undefined },
) {
  const { db, delivery } = f;
  f.registerForm(forms.complaint, {
    hooks: [...delivery.storeHooks, openComplaintHook({ mail: delivery.complaintMail })],
    answer: (reference) => complaintAnswer(db.kysely, reference),
    fakeAnswer: (body) => fakeComplaintAnswer(body, delivery.complaintMail),
  });
  registerTrackingLinkRoute(app, db.kysely);
  if (!delivery.complaintMail) return;
  // Escalations and the daily digest: every process runs them; the database lets one do each (complaint-jobs.ts).
  repeatWhileServing(
    app,
    f.jobsIntervalMs ?? 5 * 60_000,
    async () => {
      if (await runComplaintJobs(db.kysely, db.kind, f.now)) delivery.wake();
    },
    (error) => app.log.error({ err: error.message }, "complaints: the escalation or digest job failed; it runs again at the next interval"),
  );
}
