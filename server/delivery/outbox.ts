// The outbox table: one row per submission and channel, written in the
// submission's transaction; workers claim due rows with a lease, and record
// how each try went. On PostgreSQL many processes claim side by side: the
// claim skips rows another transaction has locked (FOR UPDATE SKIP LOCKED),
// and a row whose worker died comes back once its lease has run out. SQLite
// serialises writers, so the same single UPDATE is exclusive there too.
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { DatabaseKind } from "../db/database";
import type { Database, OutboxTable } from "../db/schema";
import { retryDelayMs } from "./backoff";
import type { RetrySettings } from "./settings";

// "complaint-email": messages to a complainant or the nodal officer about a complaint (server/complaints/complaint-mail.ts).
// "staff-email": invitations, recovery links and audit checkpoints, which belong to no submission (server/staff-mail/).
export const CHANNELS = ["email", "webhook", "complaint-email", "staff-email"] as const;
export type Channel = (typeof CHANNELS)[number];
export type OutboxRow = OutboxTable;

type Db = Kysely<Database>;

/** Where a delivery stands, as staff see it: a pending row that has failed before is "retrying". */
export type DeliveryState = "pending" | "retrying" | "sending" | "delivered" | "dead";

export function deliveryState(row: Pick<OutboxRow, "status" | "attempts">): DeliveryState {
  if (row.status === "pending") return row.attempts > 0 ? "retrying" : "pending";
  return row.status as DeliveryState;
}

/**
 * A new row waiting for its first try: due at `dueAt` (by default when it is
 * made), carrying its own `message` or none (the submission's lead email or
 * webhook is built from the submission when it is sent).
 */
export function pendingRow(o: {
  submissionId: string | null;
  channel: Channel;
  createdAt: string;
  dueAt?: string;
  message?: string;
  id?: string;
}): OutboxRow {
  return {
    id: o.id ?? randomUUID(),
    submissionId: o.submissionId,
    channel: o.channel,
    status: "pending",
    attempts: 0,
    nextAttemptAt: o.dueAt ?? o.createdAt,
    leaseOwner: null,
    leaseUntil: null,
    lastError: null,
    createdAt: o.createdAt,
    deliveredAt: null,
    ...(o.message === undefined ? {} : { message: o.message }),
  };
}

/** The store hook: one pending row per configured channel, in the submission's transaction. */
export function outboxHook(
  channels: readonly Channel[],
): (tx: Transaction<Database>, submission: { id: string; createdAt: string }) => Promise<void> {
  return async (tx, submission) => {
    if (channels.length === 0) return;
    await tx
      .insertInto("outbox")
      .values(channels.map((channel) => pendingRow({ submissionId: submission.id, channel, createdAt: submission.createdAt })))
      .execute();
  };
}

type ClaimOptions = { owner: string; channels: readonly Channel[]; limit: number; leaseMs: number; now: Date };

/**
 * Takes up to `limit` due rows (pending and due, or sending with a lease run
 * out) for `owner`: marks them sending with a fresh lease and counts the try.
 */
export async function claimDue(db: Db, kind: DatabaseKind, o: ClaimOptions): Promise<OutboxRow[]> {
  if (o.limit <= 0 || o.channels.length === 0) return [];
  const now = o.now.toISOString();
  const due = db
    .selectFrom("outbox")
    .select("id")
    .where("channel", "in", o.channels)
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("nextAttemptAt", "<=", now)]),
        eb.and([eb("status", "=", "sending"), eb("leaseUntil", "<=", now)]),
      ]),
    )
    .orderBy("nextAttemptAt")
    .limit(o.limit)
    .$if(kind === "postgres", (q) => q.forUpdate().skipLocked());
  return db
    .updateTable("outbox")
    .set((eb) => ({
      status: "sending",
      leaseOwner: o.owner,
      leaseUntil: new Date(o.now.getTime() + o.leaseMs).toISOString(),
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", due)
    .returningAll()
    .execute();
}

/** Extends the lease of rows `owner` is still sending (a long send must not be taken over). */
export async function renewLeases(db: Db, ids: readonly string[], owner: string, until: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("outbox")
    .set({ leaseUntil: until.toISOString() })
    .where("id", "in", ids)
    .where("leaseOwner", "=", owner)
    .where("status", "=", "sending")
    .execute();
}

/**
 * Records deliveries made (many in one statement: one commit for a batch);
 * returns the ids that were still ours (a row whose lease ran out and that
 * another worker took is not).
 */
export async function markDelivered(db: Db, ids: readonly string[], owner: string, now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .updateTable("outbox")
    .set({ status: "delivered", deliveredAt: now.toISOString(), leaseUntil: null })
    .where("id", "in", ids)
    .where("leaseOwner", "=", owner)
    .where("status", "=", "sending")
    .returning("id")
    .execute();
  return new Set(rows.map((r) => r.id));
}

type Failure = { permanent: boolean; error: string };

/**
 * Records a failed try: dead after a permanent error or the last allowed try,
 * otherwise pending again after the backoff. Returns what became of it, or
 * undefined when the row was no longer ours.
 */
export async function markFailed(
  db: Db,
  row: Pick<OutboxRow, "id" | "attempts">,
  owner: string,
  failure: Failure,
  retry: RetrySettings,
  now: Date,
): Promise<{ status: "dead" | "pending"; nextAttemptAt: string } | undefined> {
  const dead = failure.permanent || row.attempts >= retry.maxAttempts;
  const nextAttemptAt = new Date(now.getTime() + (dead ? 0 : retryDelayMs(row.attempts, retry))).toISOString();
  const status = dead ? "dead" : "pending";
  const result = await db
    .updateTable("outbox")
    .set({ status, nextAttemptAt, leaseUntil: null, lastError: failure.error.slice(0, 500) })
    .where("id", "=", row.id)
    .where("leaseOwner", "=", owner)
    .where("status", "=", "sending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? { status, nextAttemptAt } : undefined;
}

/** Gives rows back untried (the server is stopping mid-send): due now, the try not counted. */
export async function releaseLeases(db: Db, ids: readonly string[], owner: string, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("outbox")
    .set((eb) => ({ status: "pending", nextAttemptAt: now.toISOString(), leaseUntil: null, attempts: eb("attempts", "-", 1) }))
    .where("id", "in", ids)
    .where("leaseOwner", "=", owner)
    .where("status", "=", "sending")
    .execute();
}

/** When the next row of these channels falls due (a pending row's time, or a lease running out), if any. */
export async function nextDueAt(db: Db, channels: readonly Channel[]): Promise<string | undefined> {
  if (channels.length === 0) return undefined;
  const row = await db
    .selectFrom("outbox")
    .select((eb) =>
      eb.fn.min(eb.case().when("status", "=", "pending").then(eb.ref("nextAttemptAt")).else(eb.ref("leaseUntil")).end()).as("due"),
    )
    .where("status", "in", ["pending", "sending"])
    .where("channel", "in", channels)
    .executeTakeFirst();
  return row?.due ?? undefined;
}

/** When the oldest delivery not yet made was created (for /api/health), if any. */
export async function oldestUndelivered(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.min("createdAt").as("oldest"))
    .where("status", "in", ["pending", "sending"])
    .executeTakeFirst();
  return row?.oldest ?? undefined;
}

/** Dead deliveries (for /api/health: each needs a person). */
export async function deadCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("status", "=", "dead")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countByState(db: Db): Promise<Record<DeliveryState, number>> {
  const rows = await db
    .selectFrom("outbox")
    .select((eb) => [
      "status",
      eb.case().when("attempts", ">", 0).then(1).else(0).end().as("tried"),
      eb.fn.countAll<string | number>().as("n"),
    ])
    .groupBy(["status", "tried"])
    .execute();
  const counts: Record<DeliveryState, number> = { pending: 0, retrying: 0, sending: 0, delivered: 0, dead: 0 };
  for (const r of rows) counts[deliveryState({ status: r.status, attempts: Number(r.tried) })] += Number(r.n);
  return counts;
}

type UndeliveredRow = OutboxRow & { reference: string | null; form: string | null };

/** Every delivery not made yet (pending, retrying, sending, dead), oldest first, with its submission's reference and form (none: a staff email). */
export async function listUndelivered(db: Db): Promise<UndeliveredRow[]> {
  return db
    .selectFrom("outbox")
    .leftJoin("submissions", "submissions.id", "outbox.submissionId")
    .selectAll("outbox")
    .select(["submissions.reference", "submissions.form"])
    .where("outbox.status", "!=", "delivered")
    .orderBy("outbox.createdAt")
    .orderBy("outbox.id")
    .execute();
}

type RequeueTarget = { id: string } | { reference: string } | { dead: true };

/**
 * Makes deliveries due now with a fresh count of tries: one by id, all of a
 * submission by its reference, or every dead one. A row being sent is left
 * alone. Returns how many were requeued.
 */
export async function requeue(db: Db, target: RequeueTarget, now: Date): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, nextAttemptAt: now.toISOString(), leaseOwner: null, leaseUntil: null })
    .where("status", "!=", "sending")
    .$if("id" in target, (q) => q.where("id", "=", (target as { id: string }).id))
    .$if("reference" in target, (q) =>
      q.where(
        "submissionId",
        "in",
        db
          .selectFrom("submissions")
          .select("id")
          .where("reference", "=", (target as { reference: string }).reference),
      ),
    )
    .$if("dead" in target, (q) => q.where("status", "=", "dead"))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
