// Reply templates of the grievance desk (docs/decisions/095-reply-templates.md):
// every complaint worker reads them; the grievance team adds, edits and
// removes them (each change audited); and a preview of the email a reply
// would send, built by the worker's own builder in the complainant's language.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { site } from "#content/site";
import { STAFF_STATUSES, type ComplaintStatus, storedKind } from "#forms/complaint";
import { LANGS, type Lang, isLang } from "#shared/locales";
import { unknownVariables, REPLY_VARIABLES } from "#shared/reply-templates";
import type { Transaction } from "kysely";
import { appendAudit } from "../audit/audit-trail";
import type { Database } from "../db/schema";
import { COMPLAINT_WORKERS, kindsFor } from "../auth/roles";
import { buildComplainantMail } from "../complaints/complaint-mail-message";
import { findComplaintRow } from "./complaint-detail";
import { type StaffContext, type StaffRoute, StaffError, parse, sessionOf } from "./staff-route";

const GRIEVANCE = ["grievance"] as const;
const NO_TEMPLATE = "There is no reply template with that id.";
const words = (what: string, max: number) =>
  z
    .string({ error: `the ${what} is empty` })
    .trim()
    .min(1, `the ${what} is empty`)
    .max(max, `the ${what} is at most ${max} characters`);
const templateBody = z.object({
  title: words("title", 80),
  lang: z.enum(LANGS, { error: `lang must be one of ${LANGS.join(", ")}` }),
  body: words("template", 1000).superRefine((b, issues) => {
    const unknown = unknownVariables(b);
    if (unknown.length)
      issues.addIssue({
        code: "custom",
        message: `the template uses {${unknown.join("}, {")}}: the variables are {${REPLY_VARIABLES.join("}, {")}}`,
      });
  }),
});
const previewBody = z.object({
  text: words("reply", 1000),
  status: z.enum(STAFF_STATUSES, { error: `status must be one of ${STAFF_STATUSES.join(", ")}` }).optional(),
});

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
  const change = (actor: string, action: string, id: string, run: (tx: Transaction<Database>) => Promise<unknown>) =>
    db.transaction().execute(async (tx) => {
      await run(tx);
      await appendAudit(tx, kind, { actor, action: `complaint-template.${action}`, subject: id }, ctx.now());
    });
  const existing = async (id: string) => {
    const found = await db.selectFrom("complaintTemplates").select("id").where("id", "=", id).executeTakeFirst();
    if (!found) throw new StaffError(404, NO_TEMPLATE);
  };
  return [
    { method: "GET", url: "/complaints/templates", access: COMPLAINT_WORKERS, handler: list },
    {
      method: "POST",
      url: "/complaints/templates",
      access: GRIEVANCE,
      handler: async (req, reply) => {
        const { user } = sessionOf(req);
        const input = parse(templateBody, req.body);
        const id = randomUUID();
        await change(user.email, "created", id, (tx) =>
          tx
            .insertInto("complaintTemplates")
            .values({ id, ...input, updatedBy: user.email, updatedAt: ctx.now().toISOString() })
            .execute(),
        );
        return reply.code(201).send(await list());
      },
    },
    {
      method: "PUT",
      url: "/complaints/templates/:id",
      access: GRIEVANCE,
      handler: async (req) => {
        const { user } = sessionOf(req);
        const { id } = req.params as { id: string };
        const input = parse(templateBody, req.body);
        await existing(id);
        await change(user.email, "changed", id, (tx) =>
          tx
            .updateTable("complaintTemplates")
            .set({ ...input, updatedBy: user.email, updatedAt: ctx.now().toISOString() })
            .where("id", "=", id)
            .execute(),
        );
        return list();
      },
    },
    {
      method: "DELETE",
      url: "/complaints/templates/:id",
      access: GRIEVANCE,
      handler: async (req) => {
        const { user } = sessionOf(req);
        const { id } = req.params as { id: string };
        await existing(id);
        await change(user.email, "deleted", id, (tx) => tx.deleteFrom("complaintTemplates").where("id", "=", id).execute());
        return list();
      },
    },
    {
      method: "POST",
      url: "/complaints/:reference/preview",
      access: COMPLAINT_WORKERS,
      handler: async (req) => {
        const { user } = sessionOf(req);
        const { reference } = req.params as { reference: string };
        const c = await findComplaintRow(db, reference);
        if (!c || !kindsFor(user.roles).includes(storedKind(c.kind)))
          throw new StaffError(404, "There is no complaint with that reference.");
        const input = parse(previewBody, req.body);
        const lang: Lang = c.lang && isLang(c.lang) ? c.lang : "en";
        const status = (input.status ?? c.status) as ComplaintStatus;
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
          note: input.text,
          outcome: status !== c.status,
        });
        return { lang, subject: mail.subject, text: mail.text };
      },
    },
  ];
}
