// Administrators read the audit trail, newest first, check its chain, and see its newest signed checkpoint.
import { verifyAuditChain } from "../audit/audit-trail";
import { extendsLatest, latestCheckpoint } from "../audit/checkpoints";
import { istDayEnd, istDayStart } from "./date-filter";
import { type InputOf, type StaffContext, type StaffRoute, staffRoute } from "./staff-route";

const PAGE = 50;
const access = ["admin"] as const;

export function auditRoutes(ctx: StaffContext): StaffRoute[] {
  return [
    staffRoute("GET /audit", { access, handler: (input) => auditPage(ctx, input) }),
    staffRoute("GET /audit/verify", { access, handler: () => verifyAuditChain(ctx.db) }),
    staffRoute("GET /audit/checkpoint", { access, handler: () => checkpoint(ctx) }),
  ];
}

async function auditPage(ctx: StaffContext, { query: q }: InputOf<"GET /audit">) {
  const rows = await ctx.db
    .selectFrom("staffAudit")
    .select(["seq", "at", "actor", "action", "subject", "detail"])
    .$if(!!q.actor, (s) => s.where("actor", "=", q.actor!.toLowerCase()))
    .$if(!!q.action, (s) => s.where("action", "=", q.action!))
    .$if(!!q.from, (s) => s.where("at", ">=", istDayStart(q.from!)))
    .$if(!!q.to, (s) => s.where("at", "<", istDayEnd(q.to!)))
    .$if(!!q.cursor, (s) => s.where("seq", "<", Number(q.cursor)))
    .orderBy("seq", "desc")
    .limit(PAGE + 1)
    .execute();
  const items = rows.slice(0, PAGE).map((r) => ({ ...r, seq: Number(r.seq), detail: JSON.parse(r.detail) as unknown }));
  return { items, nextCursor: rows.length > PAGE ? String(items.at(-1)!.seq) : null };
}

/** The newest signed checkpoint kept, and whether the trail still extends it (server/audit/checkpoints.ts). */
async function checkpoint(ctx: StaffContext) {
  const last = await latestCheckpoint(ctx.db);
  const verdict = await extendsLatest(ctx.db, ctx.keys.audit);
  return {
    last: last ? { ...last.checkpoint, madeBy: last.madeBy, signature: last.signature } : null,
    keyId: ctx.keys.audit.id,
    extends: verdict.ok,
    ...(verdict.ok ? {} : { reason: verdict.reason }),
  };
}
