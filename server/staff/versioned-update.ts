// One way to change a record two people may edit at once (a lead, a complaint, a person's account): the change
// applies only while the record is still at the version the person saw, in one transaction with its audit rows.
// Otherwise the answer is one 409 (shared/staff-api/common.ts, staleAnswer) that says who changed what since that
// version, and when, read from the audit rows of the record (each versioned change records the version it made),
// and carries the record as it is now, so the console can show it without a reload.
import type { Kysely, Updateable } from "kysely";
import type { AuditAction } from "#shared/staff-api/audit-actions";
import type { Database } from "../db/schema";
import { namesByEmail } from "./staff-names";

/** The tables whose rows carry a version, and the column that names a row. */
const KEY_COLUMN = { submissions: "id", complaints: "reference", staffUsers: "id" } as const;
type VersionedTable = keyof typeof KEY_COLUMN;

type Detail = { to?: unknown; toName?: unknown; on?: unknown; version?: unknown };

/** What each versioned change is called in a 409: "status to contacted", "assigned to Ravi Kumar". */
const CHANGE_TEXT: Partial<Record<AuditAction, (d: Detail) => string>> = {
  "lead.status": (d) => `status to ${String(d.to)}`,
  "lead.assigned": (d) => (d.to ? `assigned to ${String(d.toName ?? d.to)}` : "unassigned"),
  "lead.follow-up": (d) => (d.on ? `follow-up on ${String(d.on)}` : "follow-up cleared"),
  "complaint.status": (d) => `status to ${String(d.to)}`,
  "complaint.assigned": (d) => (d.to ? `assigned to ${String(d.toName ?? d.to)}` : "unassigned"),
  "complaint.rejection-proposed": () => "a rejection proposed",
  "complaint.rejection-declined": () => "the rejection proposal withdrawn",
  "user.roles-changed": (d) => `roles to ${Array.isArray(d.to) ? d.to.join(", ") : String(d.to)}`,
  "user.disabled": () => "account disabled",
  "user.enabled": () => "account enabled",
};
const VERSIONED_ACTIONS = Object.keys(CHANGE_TEXT) as AuditAction[];

/** Who changed the record, what they did and when: the 409's `changes`. */
type Change = { who: string; what: string; when: string };

/** A version-checked update that found the record changed: staff-route.ts answers it with 409 and `answer`. */
export class StaleEdit extends Error {
  constructor(readonly answer: { error: string; changes: Change[]; current: unknown }) {
    super(answer.error);
  }
}

/** The record as the 409 names it: what it is called, the audit rows' subject, and how to read it as it is now. */
export type StaleContext = { record: "lead" | "complaint" | "person's account"; subject: string; current: () => Promise<unknown> };

type Edit<T extends VersionedTable> = {
  table: T;
  /** The row's id (its reference for a complaint). */
  key: string;
  /** The version the person saw. */
  version: number;
  set: Omit<Updateable<Database[T]>, "version">;
  /** What goes with the change in its transaction (the audit rows, which record `version`: the new one). */
  also?: (tx: Kysely<Database>, version: number) => Promise<unknown>;
};

/** Applies `edit` while the row is still at `edit.version`; the new version, or a StaleEdit thrown. */
export async function updateAtVersion<T extends VersionedTable>(db: Kysely<Database>, edit: Edit<T>, stale: StaleContext): Promise<number> {
  const next = edit.version + 1;
  // Inside a caller's transaction (a bulk change: lead-bulk.ts) the change joins it; a row found stale has had nothing
  // written, so the caller's other changes stand.
  const inTransaction = <R>(work: (tx: Kysely<Database>) => Promise<R>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  const applied = await inTransaction(async (tx) => {
    // One statement for the three tables: Kysely cannot type a table chosen at run time, hence the casts.
    const result = await tx
      .updateTable(edit.table as "complaints")
      .set({ ...edit.set, version: next } as Updateable<Database["complaints"]>)
      .where(KEY_COLUMN[edit.table] as "reference", "=", edit.key)
      .where("version", "=", edit.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await edit.also?.(tx, next);
    return true;
  });
  if (!applied) throw await staleEdit(db, stale, edit.version);
  return next;
}

/** Refuses an action on a record no longer at the version the person saw (before anything is written). */
export async function refuseStale(db: Kysely<Database>, current: number | string, seen: number, stale: StaleContext): Promise<void> {
  if (Number(current) !== seen) throw await staleEdit(db, stale, seen);
}

/** The 409 for a person who saw `version` of the record. */
export async function staleEdit(db: Kysely<Database>, stale: StaleContext, version: number): Promise<StaleEdit> {
  const rows = await db
    .selectFrom("staffAudit")
    .select(["at", "actor", "action", "detail"])
    .where("subject", "=", stale.subject)
    .where("action", "in", VERSIONED_ACTIONS)
    .orderBy("seq")
    .execute();
  const later = rows.map((r) => ({ ...r, detail: JSON.parse(r.detail) as Detail })).filter((r) => Number(r.detail.version ?? 0) > version);
  const names = await namesByEmail(
    db,
    later.map((r) => r.actor),
  );
  const changes = later.map((r) => ({
    who: names.get(r.actor) ?? r.actor,
    what: CHANGE_TEXT[r.action as AuditAction]!(r.detail),
    when: r.at,
  }));
  const said = changes.map((c) => `${c.what} by ${c.who}`).join("; ") || "it was changed";
  return new StaleEdit({
    error: `Someone else changed this ${stale.record} while you were working: ${said}. Reload to see it.`,
    changes,
    current: await stale.current(),
  });
}
