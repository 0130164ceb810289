// The lead inbox: list, detail, work on a lead (status, assignee, notes),
// its file, and the CSV export. Each role sees only its forms' leads; a
// reference outside them answers 404, like one that does not exist.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { appendAudit, recordAudit } from "../audit/audit-trail";
import { LEAD_ROLES, formsFor } from "../auth/roles";
import { getStoredFile } from "../submissions/queries";
import { changesSince, findLead, leadDetail } from "./lead-detail";
import { statusesOf } from "#forms/lead-statuses";
import { formByName } from "../form-registry/registry";
import { changeFields, changeLead, colleaguesFor, versionField } from "./lead-work";
import { formLayout } from "./lead-columns";
import { auditedFilter, checkFieldFilter, checkStatusFilter, filterForms, leadFilterSchema, leadPage } from "./lead-list";
import { type StaffContext, type StaffRoute, StaffError, TYPED_TEXT_MESSAGE, parse, sessionOf, typedText } from "./staff-route";

const NO_SUCH_LEAD = "There is no lead with that reference among the forms you work on.";
const patchBody = z.object({ version: versionField, ...changeFields });
const noteBody = z.object({
  version: versionField.optional(),
  text: z
    .string({ error: "the note is empty" })
    .trim()
    .min(1, "the note is empty")
    .max(4000, "a note is at most 4,000 characters")
    .refine(typedText, TYPED_TEXT_MESSAGE),
});
const fileQuery = z.object({ disposition: z.enum(["inline", "attachment"], { error: "disposition is inline or attachment" }).optional() });
const colleaguesQuery = z.object({ form: z.string({ error: "form is missing" }).max(40, "unknown form") });

export function leadRoutes(ctx: StaffContext): StaffRoute[] {
  const { db, kind } = ctx;
  const leadRoles = LEAD_ROLES;

  async function leadFor(req: Parameters<StaffRoute["handler"]>[0]) {
    const session = sessionOf(req);
    const { reference } = req.params as { reference: string };
    const lead = await findLead(db, reference, formsFor(session.user.roles));
    if (!lead) throw new StaffError(404, NO_SUCH_LEAD);
    return { session, lead };
  }

  const colleagues = (form: string) => colleaguesFor(db, form);

  return [
    {
      method: "GET",
      url: "/leads",
      access: leadRoles,
      handler: async (req) => {
        const session = sessionOf(req);
        const filter = parse(leadFilterSchema, req.query);
        const allowed = formsFor(session.user.roles);
        const forms = filterForms(filter, allowed);
        checkStatusFilter(filter.status, forms);
        checkFieldFilter(filter, forms);
        const page = await leadPage(ctx, filter, forms, session.user.id);
        // Each page shows names, emails and phones: who read which, under which filter, is in the trail
        // (docs/decisions/103-bulk-reads-audited.md). References are not personal data; the search text may be.
        await recordAudit(
          db,
          kind,
          {
            actor: session.user.email,
            action: "leads.listed",
            detail: { filter: auditedFilter(filter, forms), rows: page.items.length, references: page.items.map((i) => i.reference) },
          },
          ctx.now(),
        );
        const chosen = filter.form ? formByName(filter.form) : undefined;
        return {
          ...page,
          forms: allowed,
          statuses: [...new Set(forms.flatMap((f) => statusesOf(formByName(f)?.form)))],
          layout: chosen ? await formLayout(ctx, chosen) : null,
        };
      },
    },
    {
      method: "GET",
      url: "/leads/:reference",
      access: leadRoles,
      leadScoped: true,
      handler: async (req) => {
        const { session, lead } = await leadFor(req);
        await recordAudit(db, kind, { actor: session.user.email, action: "lead.opened", subject: lead.reference }, ctx.now());
        return leadDetail(db, lead);
      },
    },
    {
      method: "PATCH",
      url: "/leads/:reference",
      access: leadRoles,
      leadScoped: true,
      handler: async (req, reply) => {
        const { session, lead } = await leadFor(req);
        const { version, ...change } = parse(patchBody, req.body);
        const ok = await changeLead(ctx, session.user.email, lead, version, change);
        const fresh = (await findLead(db, lead.reference, [lead.form]))!;
        if (!ok) {
          const what = await changesSince(db, lead.reference, version);
          return reply.code(409).send({
            error: `Someone else changed this lead while you were working: ${what}. Reload to see it.`,
            current: await leadDetail(db, fresh),
          });
        }
        return leadDetail(db, fresh);
      },
    },
    {
      method: "POST",
      url: "/leads/:reference/notes",
      access: leadRoles,
      leadScoped: true,
      handler: async (req, reply) => {
        const { session, lead } = await leadFor(req);
        // A note overwrites nothing, so it is taken whatever version the writer saw.
        const { text } = parse(noteBody, req.body);
        const now = ctx.now();
        await db.transaction().execute(async (tx) => {
          const id = randomUUID();
          await tx
            .insertInto("leadNotes")
            .values({ id, submissionId: lead.id, authorId: session.user.id, text, createdAt: now.toISOString() })
            .execute();
          // The note's words stay out of the trail: they may repeat what the visitor wrote.
          await appendAudit(
            tx,
            kind,
            { actor: session.user.email, action: "lead.note", subject: lead.reference, detail: { note: id } },
            now,
          );
        });
        return reply.code(201).send(await leadDetail(db, lead));
      },
    },
    {
      method: "GET",
      url: "/leads/:reference/file",
      access: leadRoles,
      leadScoped: true,
      reauth: true,
      handler: async (req, reply) => {
        const { session, lead } = await leadFor(req);
        const { disposition } = parse(fileQuery, req.query);
        const file = lead.fileSha256 ? await getStoredFile(db, lead.fileSha256) : undefined;
        if (!file) throw new StaffError(404, "This lead has no file.");
        await recordAudit(
          db,
          kind,
          {
            actor: session.user.email,
            action: "lead.file-downloaded",
            subject: lead.reference,
            detail: { disposition: disposition ?? "attachment" },
          },
          ctx.now(),
        );
        // Only a PDF is shown in the browser; anything else is always a download.
        const inline = disposition === "inline" && file.type === "application/pdf";
        const name = lead.fileName ?? "resume";
        const ascii = name.replace(/[^\w.-]/g, "_");
        return reply
          .header("content-type", file.type)
          .header(
            "content-disposition",
            `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
          )
          .header("content-security-policy", "sandbox; default-src 'none'; object-src 'self'; style-src 'unsafe-inline'")
          .send(Buffer.from(file.bytes));
      },
    },
    {
      method: "GET",
      url: "/colleagues",
      access: leadRoles,
      handler: async (req) => {
        const session = sessionOf(req);
        const { form } = parse(colleaguesQuery, req.query);
        filterForms({ form }, formsFor(session.user.roles));
        return { people: await colleagues(form) };
      },
    },
  ];
}
