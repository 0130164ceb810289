// The delivery worker inside each server process: claims due outbox rows,
// sends them through their channel, records the outcome. It wakes as soon as
// a submission is committed (wake()), when the next retry falls due, and at
// least every idlePollMs (for other processes' rows, requeues, expired leases).
// A send in progress renews its lease, so no other process takes it over; if
// this process dies, the lease runs out and another (or the restarted) one
// sends it again: at-least-once, with the same delivery id.
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DatabaseKind } from "../db/database";
import type { Database } from "../db/schema";
import { findSubmissionById } from "../submissions/queries";
import { type Channel, type OutboxRow, claimDue, markDelivered, markFailed, nextDueAt, releaseLeases, renewLeases } from "./outbox";
import type { SendOutcome, Sender } from "./sender";
import type { DeliverySettings } from "./settings";

export type WorkerOptions = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  senders: Partial<Record<Channel, Sender>>;
  settings: Pick<DeliverySettings, "retry" | "leaseMs" | "concurrency" | "idlePollMs">;
  log: FastifyBaseLogger;
  /** How long stop() lets sends in progress finish before it aborts them and gives their rows back. */
  stopGraceMs?: number;
};

export type DeliveryWorker = {
  /** This process's name on the rows it leases. */
  owner: string;
  start(): void;
  /** A submission was committed: look for work now rather than at the next poll. */
  wake(): void;
  stop(): Promise<void>;
};

export function createDeliveryWorker(o: WorkerOptions): DeliveryWorker {
  const owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const channels = Object.keys(o.senders) as Channel[];
  const { retry, leaseMs, concurrency, idlePollMs } = o.settings;
  const inFlight = new Map<string, Promise<void>>();
  const stopping = new AbortController();
  let running = false;
  let loopDone: Promise<void> = Promise.resolve();
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

  let heartbeat: NodeJS.Timeout | undefined;
  // Renews every lease this process holds, a third of the way into it.
  const renew = () => {
    if (inFlight.size === 0) return;
    renewLeases(o.db, [...inFlight.keys()], owner, new Date(Date.now() + leaseMs)).catch((error: Error) =>
      o.log.warn({ err: error.message }, "delivery: could not renew leases"),
    );
  };

  async function deliver(row: OutboxRow) {
    const channel = row.channel as Channel;
    const sender = o.senders[channel]!;
    let reference: string | undefined;
    let outcome: SendOutcome;
    try {
      const submission = await findSubmissionById(o.db, row.submissionId);
      reference = submission?.reference;
      outcome = submission
        ? await sender.send({ id: row.id, submission }, stopping.signal)
        : { ok: false, permanent: true, error: "the submission is no longer stored" };
    } catch (error) {
      // A fault of ours (database, message building): not the receiver's answer, so try again.
      outcome = { ok: false, permanent: false, error: `could not send: ${(error as Error).message}` };
    }
    if (stopping.signal.aborted && !outcome.ok) return; // given back in stop()
    const log = { delivery: row.id, reference, channel, attempt: row.attempts };
    const now = new Date();
    if (outcome.ok) {
      const ours = await markDelivered(o.db, row.id, owner, now);
      if (ours) o.log.info({ ...log, status: "delivered" }, "delivery: delivered");
      else o.log.warn({ ...log, status: "delivered" }, "delivery: delivered after its lease had passed to another worker (it may arrive twice)");
      return;
    }
    const result = await markFailed(o.db, row, owner, outcome, retry, now);
    if (!result) o.log.warn({ ...log, status: "failed" }, "delivery: failed after its lease had passed to another worker");
    else if (result.status === "dead") o.log.error({ ...log, status: "dead", error: outcome.error }, "delivery: dead (run npm run leads -- outbox)");
    else o.log.warn({ ...log, status: "retrying", next: result.nextAttemptAt, error: outcome.error }, "delivery: failed, will retry");
  }

  function launch(row: OutboxRow) {
    const task = deliver(row)
      .catch((error: Error) => o.log.error({ delivery: row.id, err: error.message }, "delivery: could not record the outcome (the lease will run out and it is tried again)"))
      .finally(() => {
        inFlight.delete(row.id);
        wake();
      });
    inFlight.set(row.id, task);
  }

  async function loop() {
    while (running) {
      woken = false;
      const free = concurrency - inFlight.size;
      let claimed: OutboxRow[] = [];
      try {
        claimed = await claimDue(o.db, o.kind, { owner, channels, limit: free, leaseMs, now: new Date() });
      } catch (error) {
        o.log.error({ err: (error as Error).message }, "delivery: cannot read the outbox; trying again shortly");
        await sleep(idlePollMs);
        continue;
      }
      if (!running) {
        // Stopped while claiming: hand the rows straight back.
        await releaseLeases(o.db, claimed.map((r) => r.id), owner, new Date()).catch(() => undefined);
        break;
      }
      for (const row of claimed) launch(row);
      if (free > 0 && claimed.length === free) continue; // there may be more due
      let wait = idlePollMs;
      if (inFlight.size < concurrency) {
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
      await Promise.race([Promise.all(inFlight.values()), grace]);
      if (inFlight.size > 0) {
        const left = [...inFlight.keys()];
        stopping.abort();
        await Promise.all(inFlight.values());
        await releaseLeases(o.db, left, owner, new Date()).catch(() => undefined);
      }
      clearInterval(heartbeat);
      await Promise.all(Object.values(o.senders).map((s) => s.close()));
    },
  };
}
