// The lead inbox: list, detail, work on a lead (status, assignee, notes) and the colleagues it may go to (its CSV
// export and file: lead-files.ts). Each role sees only its forms' leads; a reference outside them answers 404, like
// one that does not exist: every route naming a lead loads it through leadFor, which is where that is enforced.
import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { FORM_ROLES, LEAD_ROLES, type LeadForm, formsFor } from "#shared/staff-api/roles";
import { appendAudit, recordAudit } from "../audit/audit-trail";
import { parseRoles } from "../auth/roles";
import { findLead, leadDetail, leadFor } from "./lead-detail";
import { auditedFilter, filterForms, leadPage } from "./lead-list";
import { exportLeads, leadFile } from "./lead-files";
import { type InputOf, type StaffContext, type StaffRoute, StaffError, sessionOf, staffRoute } from "./staff-route";
import { type StaleContext, updateAtVersion } from "./versioned-update";

export function leadRoutes(ctx: StaffContext): StaffRoute[] {
  const access = LEAD_ROLES;
  return [
    staffRoute("GET /leads", { access, handler: (input, req) => listLeads(ctx, input, req) }),
    staffRoute("GET /leads/export.csv", { access, reauth: true, handler: (input, req, reply) => exportLeads(ctx, input, req, reply) }),
    staffRoute("GET /leads/:reference", { access, handler: (input, req) => openLead(ctx, input, req) }),
    staffRoute("PATCH /leads/:reference", { access, handler: (input, req) => workOnLead(ctx, input, req) }),
    staffRoute("POST /leads/:reference/notes", { access, handler: (input, req, reply) => addLeadNote(ctx, input, req, reply) }),
    staffRoute("GET /leads/:reference/file", { access, reauth: true, handler: (input, req, reply) => leadFile(ctx, input, req, reply) }),
    staffRoute("GET /colleagues", { access, handler: (input, req) => leadColleagues(ctx, input, req) }),
  ];
}

/** Active colleagues whose roles admit the form. */
async function colleagues(ctx: StaffContext, form: string) {
  const role = FORM_ROLES[form as LeadForm] as string | undefined;
  const rows = await ctx.db.selectFrom("staffUsers").select(["id", "name", "roles"]).where("disabled", "=", 0).orderBy("name").execute();
  return rows.filter((r) => role && parseRoles(r.roles).some((held) => held === role)).map((r) => ({ id: r.id, name: r.name }));
}

async function listLeads(ctx: StaffContext, { query }: InputOf<"GET /leads">, req: FastifyRequest) {
  const session = sessionOf(req);
  const allowed = formsFor(session.user.roles);
  const forms = filterForms(query, allowed);
  const page = await leadPage(ctx.db, query, forms, session.user.id);
  // Each page shows names, emails and phones: who read which, under which filter, is in the trail
  // (docs/decisions/103-bulk-reads-audited.md). References are not personal data; the search text may be.
  const detail = { filter: auditedFilter(query, forms), rows: page.items.length, references: page.items.map((i) => i.reference) };
  await recordAudit(ctx.db, ctx.kind, { actor: session.user.email, action: "leads.listed", detail }, ctx.now());
  return { ...page, forms: allowed };
}

async function openLead(ctx: StaffContext, { params }: InputOf<"GET /leads/:reference">, req: FastifyRequest) {
  const { session, lead } = await leadFor(ctx, req, params.reference);
  await recordAudit(ctx.db, ctx.kind, { actor: session.user.email, action: "lead.opened", subject: lead.reference }, ctx.now());
  return leadDetail(ctx.db, lead);
}

/** The lead as it is now, for the 409 of a change made on an older version. */
const staleLead = (ctx: StaffContext, reference: string, form: string): StaleContext => ({
  record: "lead",
  subject: reference,
  current: async () => leadDetail(ctx.db, (await findLead(ctx.db, reference, [form]))!),
});

async function workOnLead(ctx: StaffContext, { params, body }: InputOf<"PATCH /leads/:reference">, req: FastifyRequest) {
  const { session, lead } = await leadFor(ctx, req, params.reference);
  let toName: string | null = null;
  if (body.assigneeId) {
    const colleague = (await colleagues(ctx, lead.form)).find((c) => c.id === body.assigneeId);
    if (!colleague) throw new StaffError(400, "That colleague cannot work on this form's leads (or their account is disabled).");
    toName = colleague.name;
  }
  const now = ctx.now();
  const actor = session.user.email;
  const set = {
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(body.assigneeId !== undefined ? { assigneeId: body.assigneeId } : {}),
  };
  await updateAtVersion(
    ctx.db,
    {
      table: "submissions",
      key: lead.id,
      version: body.version,
      set,
      also: async (tx, version) => {
        const subject = lead.reference;
        if (body.status !== undefined && body.status !== lead.status)
          await appendAudit(
            tx,
            ctx.kind,
            { actor, action: "lead.status", subject, detail: { from: lead.status, to: body.status, version } },
            now,
          );
        if (body.assigneeId !== undefined && body.assigneeId !== lead.assigneeId) {
          const detail = { from: lead.assigneeId, to: body.assigneeId, toName, version };
          await appendAudit(tx, ctx.kind, { actor, action: "lead.assigned", subject, detail }, now);
        }
      },
    },
    staleLead(ctx, lead.reference, lead.form),
  );
  return leadDetail(ctx.db, (await findLead(ctx.db, lead.reference, [lead.form]))!);
}

async function addLeadNote(
  ctx: StaffContext,
  { params, body }: InputOf<"POST /leads/:reference/notes">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const { session, lead } = await leadFor(ctx, req, params.reference);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (tx) => {
    const id = randomUUID();
    await tx
      .insertInto("leadNotes")
      .values({ id, submissionId: lead.id, authorId: session.user.id, text: body.text, createdAt: now.toISOString() })
      .execute();
    // The note's words stay out of the trail: they may repeat what the visitor wrote.
    await appendAudit(tx, ctx.kind, { actor: session.user.email, action: "lead.note", subject: lead.reference, detail: { note: id } }, now);
  });
  reply.code(201);
  return leadDetail(ctx.db, lead);
}

async function leadColleagues(ctx: StaffContext, { query }: InputOf<"GET /colleagues">, req: FastifyRequest) {
  filterForms(query, formsFor(sessionOf(req).user.roles));
  return { people: await colleagues(ctx, query.form) };
}
