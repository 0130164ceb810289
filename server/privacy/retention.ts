// Retention that runs by itself (Digital Personal Data Protection Act 2023,
// section 8(7): erase once the purpose is served). Once a day (India's date)
// one process erases what has outlived its form's period
// (RETENTION_DEFAULT_MONTHS in server/config.ts, stated in the privacy notice)
// and the investor alerts list's sign-ups that are not (or no longer) on it
// (ALERT_RETENTION_DEFAULT_DAYS),
// the bytes too (forget.ts), logs the counts only and records the run in the
// audit trail. Several processes on one PostgreSQL: each tries to insert the
// day's row in retention_runs; the primary key lets exactly one succeed (the
// others wait for its commit, then find the row), so the purge runs once.
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { complaintForm } from "#forms/complaint";
import { newsletterForm } from "#forms/newsletter";
import { indiaDate } from "#shared/india-dates";
import { appendAudit } from "../audit/audit-trail";
import { type Db } from "../db/database";
import { forgetDeleted } from "../db/forget";
import { deleteSubmissions } from "./erase";
import { ALERT_RETENTION_DEFAULT_DAYS } from "../config";
import { type AlertRetentionDays, purgeAlertSignUps } from "../investor-alerts/alert-retention";
import { repeatEvery } from "../repeat";

/** The tables a purge deletes from (PostgreSQL rewrites only these). */
const PURGED_TABLES = [
  "submissions",
  "stored_files",
  "outbox",
  "lead_notes",
  "complaints",
  "complaint_history",
  "complaint_notes",
  "complaint_tracking_tokens",
  "complaint_mail",
  "privacy_requests",
  "idempotency_keys",
  "investor_alert_subscribers",
];

/** The audit actor of the daily run. */
const RETENTION_ACTOR = "retention";

/** `months` before `now`, as an ISO time (calendar months, UTC). */
function monthsBefore(now: Date, months: number): string {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString();
}

type RetentionRun = { ran: false } | { ran: true; counts: Record<string, number> };

/** Runs today's purge unless a process has already claimed today; `alertDays`: the investor alerts list's periods. */
export async function runRetention(
  db: Pick<Db, "kind" | "kysely">,
  retentionMonths: Record<string, number>,
  now = new Date(),
  owner = `${process.pid}-${randomUUID().slice(0, 8)}`,
  alertDays: AlertRetentionDays = ALERT_RETENTION_DEFAULT_DAYS,
): Promise<RetentionRun> {
  const day = indiaDate(now.toISOString());
  const at = now.toISOString();
  const counts = await db.kysely.transaction().execute(async (tx) => {
    const claimed = await tx
      .insertInto("retentionRuns")
      .values({ day, owner, startedAt: at, finishedAt: null, counts: null })
      .onConflict((oc) => oc.column("day").doNothing())
      .returning("day")
      .executeTakeFirst();
    if (!claimed) return undefined;
    const counts: Record<string, number> = {};
    for (const [form, months] of Object.entries(retentionMonths)) {
      const before = monthsBefore(now, months);
      const rows = await tx
        .selectFrom("submissions")
        .select(["id", "reference"])
        .where("form", "=", form)
        // A newsletter sign-up is kept while its consent stands; the period runs from the withdrawal.
        .$if(form === newsletterForm.name, (q) => q.where("withdrawnAt", "<", before))
        .$if(form !== newsletterForm.name, (q) => q.where("createdAt", "<", before))
        // A complaint restricted beyond its period (an erasure request) stays until then.
        .$if(form === complaintForm.name, (q) =>
          q.where((eb) => eb.or([eb("restrictedUntil", "is", null), eb("restrictedUntil", "<", day)])),
        )
        .execute();
      await deleteSubmissions(tx, rows);
      counts[form] = rows.length;
    }
    const alerts = await purgeAlertSignUps(tx, alertDays, now);
    counts["investor-alerts"] = alerts.signUps;
    counts["investor-alerts-addresses"] = alerts.addresses;
    await tx
      .updateTable("retentionRuns")
      .set({ finishedAt: at, counts: JSON.stringify(counts) })
      .where("day", "=", day)
      .execute();
    await appendAudit(tx, db.kind, { actor: RETENTION_ACTOR, action: "retention.run", subject: day, detail: { counts } }, now);
    return counts;
  });
  if (!counts) return { ran: false };
  if (Object.values(counts).some((n) => n > 0)) await forgetDeleted(db, PURGED_TABLES);
  return { ran: true, counts };
}

/** Starts the daily check in this process; returns its stop. */
export function scheduleRetention(
  db: Pick<Db, "kind" | "kysely">,
  retentionMonths: Record<string, number>,
  log: FastifyBaseLogger,
  alertDays: AlertRetentionDays = ALERT_RETENTION_DEFAULT_DAYS,
  everyMs = 60 * 60_000,
): () => void {
  const tick = () => {
    runRetention(db, retentionMonths, new Date(), undefined, alertDays)
      .then((run) => {
        // Counts only: never a reference, an address or a field.
        if (run.ran) log.info({ counts: run.counts }, "retention: purged what outlived its period");
      })
      .catch((error: Error) => log.error({ err: error.message }, "retention: the daily purge failed; it is tried again within the hour"));
  };
  return repeatEvery(everyMs, tick);
}
