// The daily audit checkpoint (docs/decisions/104-keys-outside-the-database.md):
// every server process checks hourly; the first to make the India day's
// checkpoint claims the day (a unique column), so it is made once across
// processes, and its email to the compliance address is queued in the same
// transaction. A broken trail is never signed: the job logs it, and the day's
// email does not come, which is itself the alarm.
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { indiaDate } from "#shared/india-dates";
import type { DatabaseKind } from "../db/database";
import type { Database } from "../db/schema";
import type { AuditKey } from "../keys/audit-key";
import { queueStaffMail } from "../staff-mail/staff-mail";
import { type MadeCheckpoint, makeCheckpoint } from "./checkpoints";
import { repeatEvery } from "../repeat";

const CHECKPOINT_ACTOR = "daily-checkpoint";

type CheckpointJob = { db: Kysely<Database>; kind: DatabaseKind; key: AuditKey; mail: boolean };

/** Makes the day's checkpoint unless it exists; `taken` when another process made it meanwhile. */
export async function runDailyCheckpoint(job: CheckpointJob, now: Date): Promise<MadeCheckpoint | { exists: true }> {
  const day = indiaDate(now.toISOString());
  if (await job.db.selectFrom("auditCheckpoints").select("id").where("day", "=", day).executeTakeFirst()) return { exists: true };
  return makeCheckpoint(job.db, job.kind, job.key, {
    actor: CHECKPOINT_ACTOR,
    now,
    day,
    also: job.mail ? (tx, id) => queueStaffMail(tx, "checkpoint", id, now) : undefined,
  });
}

/** Starts the hourly check in this process; returns its stop. */
export function scheduleCheckpoints(job: CheckpointJob, log: FastifyBaseLogger, onWork: () => void, everyMs = 60 * 60_000): () => void {
  const tick = () => {
    runDailyCheckpoint(job, new Date())
      .then((result) => {
        if ("broken" in result) log.error({ reason: result.broken }, "audit: no checkpoint signed today, the trail does not verify");
        if ("made" in result) {
          log.info({ rows: result.made.checkpoint.rows }, "audit: the day's checkpoint is signed");
          onWork();
        }
      })
      .catch((error: Error) => log.error({ err: error.message }, "audit: the daily checkpoint failed; it is tried again within the hour"));
  };
  return repeatEvery(everyMs, tick);
}
