// Checkpoints anchor the audit chain outside the database
// (docs/decisions/104-keys-outside-the-database.md). The chain shows any row
// altered or removed, but not a rewrite that re-chains every later row and
// moves the head. A checkpoint is the row count and the head hash at a
// moment, signed with an Ed25519 key kept in a file outside the database, and
// copied elsewhere (printed, emailed to compliance daily). Later, the trail
// must still hold that row with that hash: whoever rewrites it cannot sign a
// new checkpoint without the key, and cannot reach the copies.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseKind } from "../db/database";
import type { Database } from "../db/schema";
import { type AuditKey, signText, verifyText } from "../keys/audit-key";
import { appendAudit, lockAuditChain, verifyAuditChain } from "./audit-trail";
import { canonicalJson } from "./canonical-json";
import { writeTransaction } from "../db/write-transaction";

type Checkpoint = { rows: number; head: string; at: string; key: string };
type SignedCheckpoint = { checkpoint: Checkpoint; signature: string };
type CheckpointVerdict = { ok: true; rows: number } | { ok: false; reason: string };

const GENESIS = "0".repeat(64);

export const signedText = (signed: SignedCheckpoint) => `${JSON.stringify(signed, null, 2)}\n`;

/** A signed checkpoint from its file's text, or undefined when it is not one. */
export function parseCheckpoint(text: string): SignedCheckpoint | undefined {
  try {
    const v = JSON.parse(text) as SignedCheckpoint;
    const c = v.checkpoint;
    const ok =
      Number.isSafeInteger(c.rows) &&
      c.rows >= 0 &&
      /^[0-9a-f]{64}$/.test(c.head) &&
      !Number.isNaN(Date.parse(c.at)) &&
      typeof c.key === "string" &&
      typeof v.signature === "string";
    return ok ? { checkpoint: { rows: c.rows, head: c.head, at: c.at, key: c.key }, signature: v.signature } : undefined;
  } catch {
    return undefined;
  }
}

export type MadeCheckpoint = { made: SignedCheckpoint; id: string } | { broken: string } | { taken: true };

/**
 * Signs the trail as it stands, after checking its chain (a broken trail is
 * never signed), keeps the checkpoint and audits it. `day`: the daily job's
 * claim, so that of processes racing, one makes it (`taken` for the others).
 * `also` runs in the same transaction (the job queues its email there).
 */
export async function makeCheckpoint(
  db: Kysely<Database>,
  kind: DatabaseKind,
  key: AuditKey,
  o: { actor: string; now: Date; day?: string; also?: (tx: Kysely<Database>, id: string) => Promise<unknown> },
): Promise<MadeCheckpoint> {
  const chain = await verifyAuditChain(db);
  if (!chain.ok) return { broken: `The audit trail is broken at row ${chain.firstBad}: that row was altered or removed.` };
  const extends_ = await extendsLatest(db, key);
  if (!extends_.ok) return { broken: extends_.reason };
  return writeTransaction(db, kind, async (tx) => {
    await lockAuditChain(tx, kind);
    const head = await tx.selectFrom("staffAuditHead").select(["seq", "hash"]).where("id", "=", 1).executeTakeFirst();
    const checkpoint: Checkpoint = { rows: Number(head?.seq ?? 0), head: head?.hash ?? GENESIS, at: o.now.toISOString(), key: key.id };
    const signed = { checkpoint, signature: signText(key, canonicalJson(checkpoint)) };
    const id = randomUUID();
    const inserted = await tx
      .insertInto("auditCheckpoints")
      .values({
        id,
        day: o.day ?? null,
        rows: checkpoint.rows,
        head: checkpoint.head,
        at: checkpoint.at,
        keyId: key.id,
        signature: signed.signature,
        madeBy: o.day ? "daily" : o.actor,
      })
      .onConflict((oc) => oc.column("day").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 1) === 0) return { taken: true as const };
    await appendAudit(
      tx,
      kind,
      { actor: o.actor, action: "audit.checkpoint", detail: { rows: checkpoint.rows, head: checkpoint.head } },
      o.now,
    );
    await o.also?.(tx, id);
    return { made: signed, id };
  });
}

/** Does the trail still extend this checkpoint: signed by our key, the chain intact, its row still there with its hash? */
export async function checkAgainst(db: Kysely<Database>, key: AuditKey, signed: SignedCheckpoint): Promise<CheckpointVerdict> {
  const c = signed.checkpoint;
  if (c.key !== key.id || !verifyText(key, canonicalJson(c), signed.signature))
    return { ok: false, reason: `The checkpoint of ${c.at} is not signed by this server's audit key (${key.id}).` };
  const chain = await verifyAuditChain(db);
  if (!chain.ok) return { ok: false, reason: `The audit trail is broken at row ${chain.firstBad}: that row was altered or removed.` };
  const moment = `the checkpoint of ${c.at} (${c.rows} rows)`;
  if (chain.rows < c.rows)
    return { ok: false, reason: `The trail no longer extends ${moment}: it has ${chain.rows} rows, the checkpoint counted ${c.rows}.` };
  if (c.rows > 0) {
    const row = await db.selectFrom("staffAudit").select("hash").where("seq", "=", c.rows).executeTakeFirst();
    if (row?.hash !== c.head)
      return { ok: false, reason: `The trail no longer extends ${moment}: row ${c.rows} is not the row the checkpoint of ${c.at} signed.` };
  }
  return { ok: true, rows: chain.rows };
}

const signedFrom = (r: { rows: number; head: string; at: string; keyId: string; signature: string }): SignedCheckpoint => ({
  checkpoint: { rows: Number(r.rows), head: r.head, at: r.at, key: r.keyId },
  signature: r.signature,
});

/** One kept checkpoint, as signed (the daily email's content). */
export async function checkpointById(db: Kysely<Database>, id: string): Promise<SignedCheckpoint | undefined> {
  const r = await db.selectFrom("auditCheckpoints").selectAll().where("id", "=", id).executeTakeFirst();
  return r ? signedFrom(r) : undefined;
}

/** The newest checkpoint kept in the database, as signed (by the key with that id, when one is named). */
export async function latestCheckpoint(db: Kysely<Database>, keyId?: string): Promise<(SignedCheckpoint & { madeBy: string }) | undefined> {
  const r = await db
    .selectFrom("auditCheckpoints")
    .selectAll()
    .$if(keyId !== undefined, (q) => q.where("keyId", "=", keyId!))
    .orderBy("at", "desc")
    .orderBy("rows", "desc")
    .limit(1)
    .executeTakeFirst();
  return r ? { ...signedFrom(r), madeBy: r.madeBy } : undefined;
}

/**
 * The trail against the newest checkpoint kept that this key signed (none:
 * nothing to hold it to; those of a key since replaced were copied out when made).
 */
export async function extendsLatest(db: Kysely<Database>, key: AuditKey): Promise<CheckpointVerdict & { checkpoint?: Checkpoint }> {
  const latest = await latestCheckpoint(db, key.id);
  if (!latest) {
    const chain = await verifyAuditChain(db);
    return chain.ok ? { ok: true, rows: chain.rows } : { ok: false, reason: `The audit trail is broken at row ${chain.firstBad}.` };
  }
  return { ...(await checkAgainst(db, key, latest)), checkpoint: latest.checkpoint };
}
