// Administrators read the audit trail, newest first, check its chain, and see its newest signed checkpoint.
import type { FastifyReply, FastifyRequest } from "fastify";
import { recordAudit, verifyAuditChain } from "../audit/audit-trail";
import { toCsv } from "#shared/csv";
import { AUDIT_WORDS, type AuditNames, actorName, describeAudit } from "./audit-words";
import { extendsLatest, latestCheckpoint } from "../audit/checkpoints";
import { istDayEnd, istDayStart } from "./date-filter";
import { type InputOf, type StaffContext, type StaffRoute, sessionOf, staffRoute } from "./staff-route";

const PAGE = 50;
/** An export's rows at most: more than an auditor reads, few enough to build in memory. */
const MAX_EXPORT = 20_000;
const EXPORT_COLUMNS = ["seq", "when", "person", "email", "action", "what", "about"];
const istTime = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: "Asia/Kolkata" }).format(new Date(iso));
const access = ["admin"] as const;

export function auditRoutes(ctx: StaffContext): StaffRoute[] {
  return [
    staffRoute("GET /audit", { access, handler: (input) => auditPage(ctx, input) }),
    staffRoute("GET /audit/choices", { access, handler: () => auditChoices(ctx) }),
    // The filtered trail in words, for an auditor; the export itself is audited with its filter and row count.
    staffRoute("GET /audit/export.csv", { access, reauth: true, handler: (input, req, reply) => auditExport(ctx, input, req, reply) }),
    staffRoute("GET /audit/verify", { access, handler: () => verifyAuditChain(ctx.db) }),
    staffRoute("GET /audit/checkpoint", { access, handler: () => checkpoint(ctx) }),
  ];
}

type Filter = InputOf<"GET /audit">["query"];

const filtered = (ctx: StaffContext, q: Filter) =>
  ctx.db
    .selectFrom("staffAudit")
    .select(["seq", "at", "actor", "action", "subject", "detail"])
    .$if(!!q.actor, (s) => s.where("actor", "=", q.actor!.toLowerCase()))
    .$if(!!q.action, (s) => s.where("action", "=", q.action!))
    .$if(!!q.from, (s) => s.where("at", ">=", istDayStart(q.from!)))
    .$if(!!q.to, (s) => s.where("at", "<", istDayEnd(q.to!)))
    .$if(!!q.cursor, (s) => s.where("seq", "<", Number(q.cursor)))
    .orderBy("seq", "desc");

async function auditPage(ctx: StaffContext, { query: q }: InputOf<"GET /audit">) {
  const rows = await filtered(ctx, q)
    .limit(PAGE + 1)
    .execute();
  const names = await auditNames(ctx.db);
  const items = rows.slice(0, PAGE).map((r) => {
    const row = { ...r, seq: Number(r.seq), detail: JSON.parse(r.detail) as unknown };
    return { ...row, actorName: actorName(r.actor, names), ...describeAudit(row, names) };
  });
  return { items, nextCursor: rows.length > PAGE ? String(items.at(-1)!.seq) : null };
}

/** The filters' pickers: everyone who has acted, by name, and every action in words. */
async function auditChoices(ctx: StaffContext) {
  const names = await auditNames(ctx.db);
  const actors = await ctx.db.selectFrom("staffAudit").select("actor").distinct().execute();
  const people = actors
    .map((a) => ({ value: a.actor, label: actorName(a.actor, names) }))
    .sort((a, b) => a.label.localeCompare(b.label, "en-IN"));
  const actions = Object.entries(AUDIT_WORDS)
    .map(([value, w]) => ({ value, label: w.label }))
    .sort((a, b) => a.label.localeCompare(b.label, "en-IN"));
  return { people, actions };
}

async function auditExport(ctx: StaffContext, { query }: InputOf<"GET /audit/export.csv">, req: FastifyRequest, reply: FastifyReply) {
  const session = sessionOf(req);
  const rows = await filtered(ctx, query).limit(MAX_EXPORT).execute();
  const names = await auditNames(ctx.db);
  const lines = rows.map((r) => {
    const row = { ...r, seq: Number(r.seq), detail: JSON.parse(r.detail) as unknown };
    const said = describeAudit(row, names);
    return {
      seq: row.seq,
      when: istTime(r.at),
      person: actorName(r.actor, names),
      email: r.actor,
      action: said.label,
      what: said.words,
      about: said.link?.label ?? "",
    };
  });
  await recordAudit(
    ctx.db,
    ctx.kind,
    { actor: session.user.email, action: "audit.exported", detail: { filter: query, rows: lines.length } },
    ctx.now(),
  );
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", 'attachment; filename="audit-trail.csv"')
    .send(toCsv(EXPORT_COLUMNS, lines));
}

/** Staff by email and id, documents by id: small tables, read whole for each page of the trail. */
async function auditNames(db: StaffContext["db"]): Promise<AuditNames> {
  const users = await db.selectFrom("staffUsers").select(["id", "email", "name"]).execute();
  const docs = await db.selectFrom("publishedDocuments").select(["id", "title"]).execute();
  return {
    byEmail: new Map(users.map((u) => [u.email, u.name])),
    byId: new Map(users.map((u) => [u.id, u.name])),
    documents: new Map(docs.map((x) => [x.id, x.title])),
  };
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
