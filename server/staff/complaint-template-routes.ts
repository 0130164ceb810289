// Reply templates of the grievance desk (docs/decisions/095-reply-templates.md):
// every complaint worker reads them; the grievance team adds, edits and
// removes them (each change audited in its transaction); and a preview of the
// email a reply would send, built by the worker's own builder in the
// complainant's language. What each route takes: shared/staff-api/grievance-desk.ts.
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { site } from "#content/site";
import { type ComplaintStatus, storedKind } from "#forms/complaint";
import { DEFAULT_LANG, type Lang, isLang } from "#shared/locales";
import type { AuditAction } from "#shared/staff-api/audit-actions";
import { COMPLAINT_WORKERS } from "#shared/staff-api/roles";
import { appendAudit } from "../audit/audit-trail";
import { buildComplainantMail } from "../complaints/complaint-mail-message";
import type { Database } from "../db/schema";
import { complaintFor } from "./complaint-detail";
import { type StaffContext, type StaffRoute, StaffError, sessionOf, staffRoute } from "./staff-route";

const GRIEVANCE = ["grievance"] as const;
const NO_TEMPLATE = "There is no reply template with that id.";

export function complaintTemplateRoutes(ctx: StaffContext): StaffRoute[] {
  const { db, kind } = ctx;
  const list = async () => ({
    templates: await db
      .selectFrom("complaintTemplates")
      .leftJoin("staffUsers", "staffUsers.email", "complaintTemplates.updatedBy")
      .select([
        "complaintTemplates.id",
        "complaintTemplates.title",
        "complaintTemplates.lang",
        "complaintTemplates.body",
        "complaintTemplates.updatedAt",
        "staffUsers.name as updatedBy",
      ])
      .orderBy("complaintTemplates.lang")
      .orderBy("complaintTemplates.title")
      .execute(),
  });
  /** The change and its audit row, in one transaction. */
  const change = (actor: string, action: AuditAction, id: string, run: (tx: Transaction<Database>) => Promise<unknown>) =>
    db.transaction().execute(async (tx) => {
      await run(tx);
      await appendAudit(tx, kind, { actor, action, subject: id }, ctx.now());
    });
  const existing = async (id: string) => {
    const found = await db.selectFrom("complaintTemplates").select("id").where("id", "=", id).executeTakeFirst();
    if (!found) throw new StaffError(404, NO_TEMPLATE);
  };
  return [
    staffRoute("GET /complaints/templates", { access: COMPLAINT_WORKERS, handler: list }),
    staffRoute("POST /complaints/templates", {
      access: GRIEVANCE,
      handler: async ({ body }, req, reply) => {
        const { user } = sessionOf(req);
        const id = randomUUID();
        const values = { id, ...body, updatedBy: user.email, updatedAt: ctx.now().toISOString() };
        await change(user.email, "complaint-template.created", id, (tx) => tx.insertInto("complaintTemplates").values(values).execute());
        reply.code(201);
        return list();
      },
    }),
    staffRoute("PATCH /complaints/templates/:id", {
      access: GRIEVANCE,
      handler: async ({ params, body }, req) => {
        const { user } = sessionOf(req);
        await existing(params.id);
        const set = { ...body, updatedBy: user.email, updatedAt: ctx.now().toISOString() };
        await change(user.email, "complaint-template.changed", params.id, (tx) =>
          tx.updateTable("complaintTemplates").set(set).where("id", "=", params.id).execute(),
        );
        return list();
      },
    }),
    staffRoute("DELETE /complaints/templates/:id", {
      access: GRIEVANCE,
      handler: async ({ params }, req) => {
        const { user } = sessionOf(req);
        await existing(params.id);
        await change(user.email, "complaint-template.deleted", params.id, (tx) =>
          tx.deleteFrom("complaintTemplates").where("id", "=", params.id).execute(),
        );
        return list();
      },
    }),
    staffRoute("POST /complaints/:reference/preview", {
      access: COMPLAINT_WORKERS,
      handler: async ({ params, body }, req) => {
        const { complaint: c } = await complaintFor(ctx, req, params.reference);
        const lang: Lang = c.lang && isLang(c.lang) ? c.lang : DEFAULT_LANG;
        const status = (body.status ?? c.status) as ComplaintStatus;
        // As the worker would build it (complaint-mail-sender.ts): the reply with the status it goes with.
        const mail = buildComplainantMail({
          lang,
          reference: c.reference,
          answerBy: c.answerBy,
          complaintKind: storedKind(c.kind),
          clockDays: Number(c.clockDays),
          origin: site.origin,
          kind: "update",
          status,
          note: body.text,
          outcome: status !== c.status,
        });
        return { lang, subject: mail.subject, text: mail.text };
      },
    }),
  ];
}
