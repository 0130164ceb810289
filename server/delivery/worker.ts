// The delivery worker inside each server process: claims due outbox rows,
// sends them through their channel, records the outcome. It wakes as soon as
// a submission is committed (wake()), when the next retry falls due, and at
// least every idlePollMs (for other processes' rows, requeues, expired leases).
// A send in progress renews its lease, so no other process takes it over; if
// this process dies, the lease runs out and another (or the restarted) one
// sends it again: at-least-once, with the same delivery id.
//
// Outcomes are recorded in batches, in the same transaction as the next
// claim: on SQLite every commit is an fsync that also holds up the form
// requests, so one commit per round rather than two per message keeps up
// with a burst of submissions.
import { randomUUID } from "node:crypto";
import { setMaxListeners } from "node:events";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DatabaseKind } from "../db/database";
import type { Database } from "../db/schema";
import { type SubmissionRecord, findSubmissionsByIds } from "../db/submission-records";
import { type Channel, type OutboxRow, claimDue, markDelivered, markFailed, nextDueAt, releaseLeases, renewLeases } from "./outbox";
import { NO_SUBMISSION, type SendOutcome, type Sender } from "./sender";
import type { DeliverySettings } from "./settings";

type WorkerOptions = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  senders: Partial<Record<Channel, Sender>>;
  settings: Pick<DeliverySettings, "retry" | "leaseMs" | "concurrency" | "idlePollMs">;
  log: FastifyBaseLogger;
  /** How long stop() lets sends in progress finish before it aborts them and gives their rows back. */
  stopGraceMs?: number;
};

type DeliveryWorker = {
  /** This process's name on the rows it leases. */
  owner: string;
  start(): void;
  /** A submission was committed: look for work now rather than at the next poll. */
  wake(): void;
  stop(): Promise<void>;
};

/**
 * The least time between two rounds while sends are in flight. Each round is
 * a commit (on SQLite an fsync that stalls the whole process), so outcomes
 * that arrive meanwhile are recorded together; the wait delays only the
 * recording and the next claim, never a message already on its way.
 */
const ROUND_GAP_MS = 50;

type Finished = { row: OutboxRow; reference: string | undefined; outcome: SendOutcome };

export function createDeliveryWorker(o: WorkerOptions): DeliveryWorker {
  const owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const channels = Object.keys(o.senders) as Channel[];
  const { retry, leaseMs, concurrency, idlePollMs } = o.settings;
  /** Rows this process holds: being sent, or sent and not yet recorded. */
  const held = new Set<string>();
  const sending = new Map<string, Promise<void>>();
  const finished: Finished[] = [];
  const stopping = new AbortController();
  // Every send in flight listens for the stop.
  setMaxListeners(o.settings.concurrency + 10, stopping.signal);
  let running = false;
  let loopDone: Promise<void> = Promise.resolve();
  let heartbeat: NodeJS.Timeout | undefined;
  let woken = false;
  let wakeSleeper: (() => void) | undefined;

  const wake = () => {
    woken = true;
    wakeSleeper?.();
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || !running) return resolve();
      const timer = setTimeout(done, Math.max(0, ms));
      function done() {
        clearTimeout(timer);
        wakeSleeper = undefined;
        resolve();
      }
      wakeSleeper = done;
    });

  // Renews every lease this process holds, a third of the way into it.
  const renew = () => {
    if (held.size === 0) return;
    renewLeases(o.db, [...held], owner, new Date(Date.now() + leaseMs)).catch((error: Error) =>
      o.log.warn({ err: error.message }, "delivery: could not renew leases"),
    );
  };

  async function send(row: OutboxRow, submission: SubmissionRecord | undefined): Promise<Finished> {
    // A row of a submission that was purged or erased meanwhile; a staff email has none to begin with.
    if (!submission && row.submissionId !== null) return { row, reference: undefined, outcome: NO_SUBMISSION };
    try {
      return {
        row,
        reference: submission?.reference,
        outcome: await o.senders[row.channel as Channel]!.send(
          { id: row.id, submission, message: row.message ?? undefined },
          stopping.signal,
        ),
      };
    } catch (error) {
      // A fault of ours (database, message building): not the receiver's answer, so try again.
      return { row, reference: undefined, outcome: { ok: false, permanent: false, error: `could not send: ${(error as Error).message}` } };
    }
  }

  function launch(row: OutboxRow, submission: SubmissionRecord | undefined) {
    held.add(row.id);
    const task = send(row, submission).then((f) => {
      sending.delete(row.id);
      // Aborted by stop(): stop() gives the row back rather than count a failure.
      if (!(stopping.signal.aborted && !f.outcome.ok)) finished.push(f);
      wake();
    });
    sending.set(row.id, task);
  }

  /**
   * Records the finished sends and claims what the freed slots can take, with
   * the claimed rows' submissions, in one transaction: one wait for the
   * database per round, however busy the forms keep it.
   */
  async function recordAndClaim(claim: boolean): Promise<{ claimed: OutboxRow[]; submissions: Map<string, SubmissionRecord> }> {
    const batch = finished.splice(0);
    const free = claim ? concurrency - held.size + batch.length : 0;
    if (batch.length === 0 && free <= 0) return { claimed: [], submissions: new Map() };
    const now = new Date();
    try {
      const { claimed, submissions, delivered, failed } = await o.db.transaction().execute(async (tx) => {
        const delivered = await markDelivered(
          tx,
          batch.filter((b) => b.outcome.ok).map((b) => b.row.id),
          owner,
          now,
        );
        const failed = new Map<string, Awaited<ReturnType<typeof markFailed>>>();
        for (const b of batch) if (!b.outcome.ok) failed.set(b.row.id, await markFailed(tx, b.row, owner, b.outcome, retry, now));
        const claimed = free > 0 ? await claimDue(tx, o.kind, { owner, channels, limit: free, leaseMs, now }) : [];
        const ids = claimed.flatMap((r) => (r.submissionId === null ? [] : [r.submissionId]));
        const submissions = await findSubmissionsByIds(tx, [...new Set(ids)]);
        return { claimed, submissions, delivered, failed };
      });
      for (const b of batch) {
        held.delete(b.row.id);
        logOutcome(b, delivered.has(b.row.id), failed.get(b.row.id));
      }
      return { claimed, submissions };
    } catch (error) {
      // Nothing was recorded: keep the outcomes (and the leases) and try again shortly.
      finished.unshift(...batch);
      throw error;
    }
  }

  function logOutcome(b: Finished, ours: boolean, failed: Awaited<ReturnType<typeof markFailed>>) {
    const log = { delivery: b.row.id, reference: b.reference, channel: b.row.channel, attempt: b.row.attempts };
    if (b.outcome.ok) {
      if (ours) o.log.info({ ...log, status: "delivered" }, "delivery: delivered");
      else
        o.log.warn(
          { ...log, status: "delivered" },
          "delivery: delivered after its lease had passed to another worker (it may arrive twice)",
        );
      return;
    }
    const error = b.outcome.error;
    if (!failed) o.log.warn({ ...log, status: "failed" }, "delivery: failed after its lease had passed to another worker");
    else if (failed.status === "dead") o.log.error({ ...log, status: "dead", error }, "delivery: dead (see npm run leads -- outbox)");
    else o.log.warn({ ...log, status: "retrying", next: failed.nextAttemptAt, error }, "delivery: failed, will retry");
  }

  let lastRound = 0;
  async function loop() {
    while (running) {
      // Sends finishing one by one would each cost a commit: let a few gather first.
      const since = Date.now() - lastRound;
      if (held.size > 0 && since < ROUND_GAP_MS) await new Promise((r) => setTimeout(r, ROUND_GAP_MS - since));
      lastRound = Date.now();
      woken = false;
      let claimed: OutboxRow[];
      let submissions: Map<string, SubmissionRecord>;
      try {
        ({ claimed, submissions } = await recordAndClaim(true));
      } catch (error) {
        o.log.error({ err: (error as Error).message }, "delivery: cannot reach the outbox; trying again shortly");
        await sleep(Math.min(idlePollMs, 1000));
        continue;
      }
      if (!running) {
        // Stopped while claiming: hand the rows straight back.
        await releaseLeases(
          o.db,
          claimed.map((r) => r.id),
          owner,
          new Date(),
        ).catch(() => undefined);
        for (const r of claimed) held.delete(r.id);
        break;
      }
      for (const row of claimed) launch(row, row.submissionId === null ? undefined : submissions.get(row.submissionId));
      if (finished.length > 0) continue;
      let wait = idlePollMs;
      if (held.size < concurrency) {
        const due = await nextDueAt(o.db, channels).catch(() => undefined);
        // A row due now that the claim did not get is another process's for the moment: do not spin on it.
        if (due) wait = Math.min(wait, Math.max(claimed.length === 0 ? 50 : 0, Date.parse(due) - Date.now() + 5));
      }
      await sleep(wait);
    }
  }

  return {
    owner,
    start() {
      if (running || channels.length === 0) return;
      running = true;
      heartbeat = setInterval(renew, Math.max(50, Math.floor(leaseMs / 3)));
      heartbeat.unref();
      loopDone = loop();
    },
    wake,
    async stop() {
      if (!running) return;
      running = false;
      wake();
      await loopDone;
      // Let sends in progress finish; abort what is left and give it back, due now.
      const grace = new Promise((r) => setTimeout(r, o.stopGraceMs ?? 5_000).unref());
      await Promise.race([Promise.all(sending.values()), grace]);
      stopping.abort();
      await Promise.all(sending.values());
      await recordAndClaim(false).catch((error: Error) =>
        o.log.error({ err: error.message }, "delivery: could not record the last outcomes (their leases run out and they are sent again)"),
      );
      await releaseLeases(o.db, [...held], owner, new Date()).catch(() => undefined);
      held.clear();
      clearInterval(heartbeat);
      await Promise.all(Object.values(o.senders).map((s) => s.close()));
    },
  };
}
