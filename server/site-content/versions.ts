// A section's versions (docs/decisions/130-live-site-content.md): at most one
// open at a time (a draft, one awaiting approval, scheduled, being published,
// or one whose publication failed), and every published one kept with its
// number. Each change here writes its audit row in its own transaction.
import type { AuditAction } from "#shared/staff-api/audit-actions";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { SectionDeclaration } from "#content/sections";
import { appendAudit } from "../audit/audit-trail";
import type { DatabaseKind } from "../db/database";
import { StaffError } from "../staff/staff-route";
import { valueHash } from "./live-state";
import { type ContentDatabase, type SiteContentVersionTable, type VersionStatus, serverDb } from "./tables";

/** The statuses of the one version a section may have open. */
const OPEN: readonly VersionStatus[] = ["draft", "awaiting-approval", "scheduled", "publishing", "failed"];
/** An open version someone may still change. */
const EDITABLE: readonly VersionStatus[] = ["draft", "awaiting-approval", "failed"];

export const REFUSED = {
  busy: "This section's change is being published or is scheduled; cancel the schedule first, or wait for it to go live.",
  stale: "Someone else saved this draft after you opened it. Reload it to see their changes, then make yours again.",
  noDraft: "This section has no open draft.",
  open: "This section already has an open change. Publish, send for approval or discard it first.",
  needsApproval: "A change to this section goes live only once a second compliance officer approves it: send it for approval.",
  noApproval: "This section does not need approval: publish it.",
  notAwaiting: "This change is not waiting for approval.",
  ownChange: "You made or edited this change: another compliance officer must approve it.",
  noVersion: "This section has no published version with that number.",
} as const;

export type VersionRow = SiteContentVersionTable;

export async function openVersion(db: Kysely<ContentDatabase>, section: string): Promise<VersionRow | undefined> {
  return db.selectFrom("siteContentVersions").selectAll().where("section", "=", section).where("status", "in", OPEN).executeTakeFirst();
}

export async function publishedVersion(db: Kysely<ContentDatabase>, section: string, number: number): Promise<VersionRow | undefined> {
  return db.selectFrom("siteContentVersions").selectAll().where("section", "=", section).where("number", "=", number).executeTakeFirst();
}

export async function history(db: Kysely<ContentDatabase>, section: string): Promise<VersionRow[]> {
  return db
    .selectFrom("siteContentVersions")
    .selectAll()
    .where("section", "=", section)
    .where("status", "=", "published")
    .orderBy("number", "desc")
    .execute();
}

type Ctx = { db: Kysely<ContentDatabase>; kind: DatabaseKind; now: () => Date };

const audit = (
  tx: Kysely<ContentDatabase>,
  ctx: Ctx,
  actor: string,
  action: AuditAction,
  section: string,
  detail: Record<string, unknown>,
) => appendAudit(serverDb(tx), ctx.kind, { actor, action, subject: section, detail }, ctx.now());

const editorsWith = (row: VersionRow | undefined, actor: string) =>
  JSON.stringify([...new Set([...(row ? (JSON.parse(row.editors) as string[]) : []), actor])]);

/** A new version before anyone approved, rejected, scheduled or published it. */
const UNDECIDED = {
  approvedBy: null,
  approvedAt: null,
  rejectedBy: null,
  rejectedReason: null,
  publishAt: null,
  publishedBy: null,
  publishedAt: null,
} as const;

/**
 * Saves the section's open draft (or starts one): a version awaiting approval or one that failed goes back to
 * draft, and its approval request lapses. `updatedAt`, when given, must be the draft's as the editor read it.
 */
export async function saveDraft(
  ctx: Ctx,
  s: SectionDeclaration,
  git: unknown,
  actor: string,
  value: unknown,
  updatedAt: string | undefined,
): Promise<VersionRow> {
  return ctx.db.transaction().execute(async (tx) => {
    const open = await openVersion(tx, s.id);
    if (open && !EDITABLE.includes(open.status)) throw new StaffError(409, REFUSED.busy);
    if (open && updatedAt !== undefined && updatedAt !== open.updatedAt) throw new StaffError(409, REFUSED.stale);
    const at = ctx.now().toISOString();
    const id = open?.id ?? randomUUID();
    const changes = {
      value: JSON.stringify(value),
      status: "draft" as const,
      editors: editorsWith(open, actor),
      updatedAt: at,
      submittedBy: null,
      submittedAt: null,
      problems: null,
    };
    if (open) await tx.updateTable("siteContentVersions").set(changes).where("id", "=", id).execute();
    else {
      await tx
        .insertInto("siteContentVersions")
        .values({
          ...changes,
          id,
          section: s.id,
          number: null,
          gitHash: valueHash(git),
          restores: null,
          createdBy: actor,
          createdAt: at,
          ...UNDECIDED,
        })
        .execute();
    }
    await audit(tx, ctx, actor, "content.draft-saved", s.id, { version: id });
    return tx.selectFrom("siteContentVersions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  });
}

/** A new open version holding an old published one's value (a rollback), awaiting approval when the section needs it. */
export async function startRestore(ctx: Ctx, s: SectionDeclaration, git: unknown, actor: string, old: VersionRow): Promise<VersionRow> {
  return ctx.db.transaction().execute(async (tx) => {
    if (await openVersion(tx, s.id)) throw new StaffError(409, REFUSED.open);
    const at = ctx.now().toISOString();
    const id = randomUUID();
    await tx
      .insertInto("siteContentVersions")
      .values({
        id,
        section: s.id,
        number: null,
        value: old.value,
        gitHash: valueHash(git),
        status: s.approval ? "awaiting-approval" : "publishing",
        restores: old.number,
        editors: JSON.stringify([actor]),
        createdBy: actor,
        createdAt: at,
        updatedAt: at,
        submittedBy: s.approval ? actor : null,
        submittedAt: s.approval ? at : null,
        ...UNDECIDED,
        problems: null,
      })
      .execute();
    await audit(tx, ctx, actor, "content.rollback-started", s.id, { version: id, restores: old.number });
    return tx.selectFrom("siteContentVersions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  });
}

/** Moves the open version from one of `from` to `to` with `set`, or refuses with `refusal`; audited as `action`. */
export async function transition(
  ctx: Ctx,
  section: string,
  actor: string,
  move: { from: readonly VersionStatus[]; to: VersionStatus; set?: Partial<VersionRow>; action: AuditAction; refusal: string },
  guard?: (row: VersionRow) => void,
): Promise<VersionRow> {
  return ctx.db.transaction().execute(async (tx) => {
    const open = await openVersion(tx, section);
    if (!open) throw new StaffError(404, REFUSED.noDraft);
    if (!move.from.includes(open.status)) throw new StaffError(409, move.refusal);
    guard?.(open);
    const at = ctx.now().toISOString();
    const moved = await tx
      .updateTable("siteContentVersions")
      .set({ ...move.set, status: move.to, updatedAt: at })
      .where("id", "=", open.id)
      .where("status", "=", open.status)
      .returning("id")
      .executeTakeFirst();
    if (!moved) throw new StaffError(409, move.refusal);
    await audit(tx, ctx, actor, move.action, section, {
      version: open.id,
      ...(move.set?.publishAt ? { publishAt: move.set.publishAt } : {}),
    });
    return tx.selectFrom("siteContentVersions").selectAll().where("id", "=", open.id).executeTakeFirstOrThrow();
  });
}

/** Nobody who made or edited a change may approve it. */
export function approverGuard(actor: string) {
  return (row: VersionRow) => {
    const editors = JSON.parse(row.editors) as string[];
    if (editors.includes(actor) || row.createdBy === actor || row.submittedBy === actor) throw new StaffError(403, REFUSED.ownChange);
  };
}
