// Administrators read the audit trail, newest first, in words (audit-words.ts), and check its chain.
import { z } from "zod";
import { recordAudit, verifyAuditChain } from "../audit/audit-trail";
import { toCsv } from "../cli/csv";
import { extendsLatest, latestCheckpoint } from "../audit/checkpoints";
import { AUDIT_WORDS, type AuditNames, actorName, describeAudit } from "./audit-words";
import { dateParam, istDayEnd, istDayStart } from "./date-filter";
import { type StaffContext, type StaffRoute, parse, sessionOf } from "./staff-route";

const PAGE = 50;
/** An export's rows at most: more than an auditor reads, few enough to build in memory. */
const MAX_EXPORT = 20_000;
const EXPORT_COLUMNS = ["seq", "when", "person", "email", "action", "what", "about"];
const istTime = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: "Asia/Kolkata" }).format(new Date(iso));
const auditQuery = z.object({
  actor: z.string().trim().max(254, "actor is at most 254 characters").optional(),
  action: z.string().trim().max(60, "action is at most 60 characters").optional(),
  from: dateParam.optional(),
  to: dateParam.optional(),
  cursor: z
    .string()
    .regex(/^\d{1,12}$/, "the cursor is not one this list gave")
    .optional(),
});

export function auditRoutes(ctx: StaffContext): StaffRoute[] {
  const { db, kind } = ctx;
  const filtered = (q: z.infer<typeof auditQuery>) =>
    db
      .selectFrom("staffAudit")
      .select(["seq", "at", "actor", "action", "subject", "detail"])
      .$if(!!q.actor, (s) => s.where("actor", "=", q.actor!.toLowerCase()))
      .$if(!!q.action, (s) => s.where("action", "=", q.action!))
      .$if(!!q.from, (s) => s.where("at", ">=", istDayStart(q.from!)))
      .$if(!!q.to, (s) => s.where("at", "<", istDayEnd(q.to!)))
      .$if(!!q.cursor, (s) => s.where("seq", "<", Number(q.cursor)))
      .orderBy("seq", "desc");
  return [
    {
      method: "GET",
      url: "/audit/export.csv",
      access: ["admin"],
      reauth: true,
      // The filtered trail in words, for an auditor; the export itself is audited with its filter and row count.
      handler: async (req, reply) => {
        const session = sessionOf(req);
        const q = parse(auditQuery, req.query);
        const rows = await filtered({ ...q, cursor: undefined })
          .limit(MAX_EXPORT)
          .execute();
        const names = await auditNames(db);
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
        const { cursor: _cursor, ...filter } = q;
        await recordAudit(
          db,
          kind,
          { actor: session.user.email, action: "audit.exported", detail: { filter, rows: lines.length } },
          ctx.now(),
        );
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", 'attachment; filename="audit-trail.csv"')
          .send(toCsv(EXPORT_COLUMNS, lines));
      },
    },
    {
      method: "GET",
      url: "/audit",
      access: ["admin"],
      handler: async (req) => {
        const q = parse(auditQuery, req.query);
        const rows = await filtered(q)
          .limit(PAGE + 1)
          .execute();
        const names = await auditNames(db);
        const items = rows.slice(0, PAGE).map((r) => {
          const row = { ...r, seq: Number(r.seq), detail: JSON.parse(r.detail) as unknown };
          return { ...row, actorName: actorName(r.actor, names), ...describeAudit(row, names) };
        });
        return { items, nextCursor: rows.length > PAGE ? String(items.at(-1)!.seq) : null };
      },
    },
    {
      method: "GET",
      url: "/audit/choices",
      access: ["admin"],
      // The filters' pickers: everyone who has acted, by name, and every action in words.
      handler: async () => {
        const names = await auditNames(db);
        const actors = await db.selectFrom("staffAudit").select("actor").distinct().execute();
        const people = actors
          .map((a) => ({ value: a.actor, label: actorName(a.actor, names) }))
          .sort((a, b) => a.label.localeCompare(b.label, "en-IN"));
        const actions = Object.entries(AUDIT_WORDS)
          .map(([value, w]) => ({ value, label: w.label }))
          .sort((a, b) => a.label.localeCompare(b.label, "en-IN"));
        return { people, actions };
      },
    },
    { method: "GET", url: "/audit/verify", access: ["admin"], handler: () => verifyAuditChain(db) },
    {
      method: "GET",
      url: "/audit/checkpoint",
      access: ["admin"],
      // The newest signed checkpoint kept, and whether the trail still extends it (checkpoints.ts).
      handler: async () => {
        const last = await latestCheckpoint(db);
        const verdict = await extendsLatest(db, ctx.keys.audit);
        return {
          last: last ? { ...last.checkpoint, madeBy: last.madeBy, signature: last.signature } : null,
          keyId: ctx.keys.audit.id,
          extends: verdict.ok,
          ...(verdict.ok ? {} : { reason: verdict.reason }),
        };
      },
    },
  ];
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
