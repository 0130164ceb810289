// The staff audit trail: rows are only ever added, each in the transaction of
// the action it records, and each row's hash covers the previous row's hash
// and the row itself, so that changing or removing any row breaks the chain
// from there on (`npm run staff -- audit verify`). A head row keeps the last
// seq and hash, so removing the newest rows is seen too.
//
// The chain must be one line: on PostgreSQL, where several processes append,
// a transaction-level advisory lock serialises appends (released at commit);
// SQLite has a single writer, so its transactions are serial already.
import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { DatabaseKind } from "../db/database";
import type { Database } from "../db/schema";
import type { AuditAction } from "#shared/staff-api/audit-actions";
import { canonicalJson } from "./canonical-json";

/** Any number; it only has to be the same in every process and used for nothing else. */
const AUDIT_LOCK_KEY = 190_019;
const GENESIS = "0".repeat(64);

type AuditEntry = {
  /** Email of the staff person, "shell" for the CLI, "anonymous" when nobody is known. */
  actor: string;
  action: AuditAction;
  /** A submission reference, a staff user id, or "". */
  subject?: string;
  /** What else the row needs to say (never a visitor's name, email, phone or words). */
  detail?: Record<string, unknown>;
};

type AuditRow = { seq: number; at: string; actor: string; action: string; subject: string; detail: Record<string, unknown> };

export function rowHash(previous: string, row: AuditRow): string {
  return createHash("sha256").update(previous).update("\n").update(canonicalJson(row)).digest("hex");
}

/** Holds the chain until the transaction ends: no row is appended meanwhile (PostgreSQL; SQLite's writer is single). */
export async function lockAuditChain(tx: Kysely<Database>, kind: DatabaseKind) {
  if (kind === "postgres") await sql`select pg_advisory_xact_lock(${AUDIT_LOCK_KEY})`.execute(tx);
}

/** Appends one row; call it inside the transaction of the action it records. */
export async function appendAudit(tx: Kysely<Database>, kind: DatabaseKind, entry: AuditEntry, now = new Date()): Promise<AuditRow> {
  await lockAuditChain(tx, kind);
  const head = await tx.selectFrom("staffAuditHead").select(["seq", "hash"]).where("id", "=", 1).executeTakeFirst();
  const row: AuditRow = {
    seq: Number(head?.seq ?? 0) + 1,
    at: now.toISOString(),
    actor: entry.actor,
    action: entry.action,
    subject: entry.subject ?? "",
    detail: entry.detail ?? {},
  };
  const hash = rowHash(head?.hash ?? GENESIS, row);
  await tx
    .insertInto("staffAudit")
    .values({ ...row, detail: canonicalJson(row.detail), hash })
    .execute();
  if (head) await tx.updateTable("staffAuditHead").set({ seq: row.seq, hash }).where("id", "=", 1).execute();
  else await tx.insertInto("staffAuditHead").values({ id: 1, seq: row.seq, hash }).execute();
  return row;
}

/** Appends one row in a transaction of its own (an action that changes nothing else, such as opening a lead). */
export function recordAudit(db: Kysely<Database>, kind: DatabaseKind, entry: AuditEntry, now = new Date()): Promise<AuditRow> {
  return db.transaction().execute((tx) => appendAudit(tx, kind, entry, now));
}

type ChainVerdict = { ok: boolean; rows: number; firstBad?: number };

/** Walks the whole chain in seq order; firstBad is the first row altered, or missing. */
export async function verifyAuditChain(db: Kysely<Database>): Promise<ChainVerdict> {
  let previous = GENESIS;
  let expected = 1;
  let rows = 0;
  for (;;) {
    const batch = await db.selectFrom("staffAudit").selectAll().where("seq", ">=", expected).orderBy("seq").limit(1000).execute();
    for (const r of batch) {
      const seq = Number(r.seq);
      // A gap: the row numbered `expected` was removed.
      if (seq !== expected) return { ok: false, rows, firstBad: expected };
      let detail: Record<string, unknown>;
      try {
        detail = JSON.parse(r.detail) as Record<string, unknown>;
      } catch {
        return { ok: false, rows, firstBad: seq };
      }
      if (canonicalJson(detail) !== r.detail) return { ok: false, rows, firstBad: seq };
      const hash = rowHash(previous, { seq, at: r.at, actor: r.actor, action: r.action, subject: r.subject, detail });
      if (hash !== r.hash) return { ok: false, rows, firstBad: seq };
      previous = hash;
      expected = seq + 1;
      rows++;
    }
    if (batch.length < 1000) break;
  }
  const head = await db.selectFrom("staffAuditHead").select(["seq", "hash"]).where("id", "=", 1).executeTakeFirst();
  const headSeq = Number(head?.seq ?? 0);
  // The newest rows were removed (the head remembers more), or the head was.
  if (headSeq !== rows || (head && head.hash !== previous)) return { ok: false, rows, firstBad: Math.min(headSeq, rows) + 1 };
  return { ok: true, rows };
}
