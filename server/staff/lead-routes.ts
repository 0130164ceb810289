// The lead inbox: list, detail, work on a lead (status, assignee, follow-up, notes) and the colleagues it may go to
// (its CSV export: lead-export.ts; its file: lead-files.ts; views, bulk changes, ratings: lead-views.ts, lead-bulk.ts,
// lead-ratings.ts). Each role sees only its forms' leads; a reference outside them answers 404, like one that does not
// exist: every route naming a lead loads it through leadFor, which is where that is enforced.
import type { FastifyReply, FastifyRequest } from "fastify";
import { statusesOf } from "#forms/lead-statuses";
import { LEAD_ROLES, formsFor } from "#shared/staff-api/roles";
import { recordAudit } from "../audit/audit-trail";
import { formByName } from "../form-registry/registry";
import { addCaseNote } from "./case-notes";
import { findLead, leadDetail, leadFor } from "./lead-detail";
import { formLayout } from "./lead-columns";
import { auditedFilter, checkFieldFilter, checkStatusFilter, filterForms, leadPage } from "./lead-list";
import { exportLeads } from "./lead-export";
import { leadFile } from "./lead-files";
import { changeLead, colleaguesFor } from "./lead-work";
import { type InputOf, type StaffContext, type StaffRoute, sessionOf, staffRoute } from "./staff-route";

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

async function listLeads(ctx: StaffContext, { query }: InputOf<"GET /leads">, req: FastifyRequest) {
  const session = sessionOf(req);
  const allowed = formsFor(session.user.roles);
  const forms = filterForms(query, allowed);
  checkStatusFilter(query.status, forms);
  checkFieldFilter(query, forms);
  const page = await leadPage(ctx, query, forms, session.user.id);
  // Each page shows names, emails and phones: who read which, under which filter, is in the trail
  // (docs/decisions/103-bulk-reads-audited.md). References are not personal data; the search text may be.
  const detail = { filter: auditedFilter(query, forms), rows: page.items.length, references: page.items.map((i) => i.reference) };
  await recordAudit(ctx.db, ctx.kind, { actor: session.user.email, action: "leads.listed", detail }, ctx.now());
  const chosen = query.form ? formByName(query.form) : undefined;
  return {
    ...page,
    forms: allowed,
    statuses: [...new Set(forms.flatMap((f) => statusesOf(formByName(f)?.form)))],
    layout: chosen ? await formLayout(ctx, chosen) : null,
  };
}

async function openLead(ctx: StaffContext, { params }: InputOf<"GET /leads/:reference">, req: FastifyRequest) {
  const { session, lead } = await leadFor(ctx, req, params.reference);
  await recordAudit(ctx.db, ctx.kind, { actor: session.user.email, action: "lead.opened", subject: lead.reference }, ctx.now());
  return leadDetail(ctx.db, lead);
}

async function workOnLead(ctx: StaffContext, { params, body }: InputOf<"PATCH /leads/:reference">, req: FastifyRequest) {
  const { session, lead } = await leadFor(ctx, req, params.reference);
  const { version, ...change } = body;
  await changeLead(ctx, session.user.email, lead, version, change);
  return leadDetail(ctx.db, (await findLead(ctx.db, lead.reference, [lead.form]))!);
}

async function addLeadNote(
  ctx: StaffContext,
  { params, body }: InputOf<"POST /leads/:reference/notes">,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const { session, lead } = await leadFor(ctx, req, params.reference);
  await addCaseNote(ctx, session, {
    action: "lead.note",
    subject: lead.reference,
    text: body.text,
    insert: (tx, note) =>
      tx
        .insertInto("leadNotes")
        .values({ ...note, submissionId: lead.id })
        .execute(),
  });
  reply.code(201);
  return leadDetail(ctx.db, lead);
}

async function leadColleagues(ctx: StaffContext, { query }: InputOf<"GET /colleagues">, req: FastifyRequest) {
  filterForms(query, formsFor(sessionOf(req).user.roles));
  return { people: await colleaguesFor(ctx, query.form) };
}
