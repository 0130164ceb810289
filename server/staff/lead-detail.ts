// One lead as the console shows it: every field in its form's declared order
// and labels (the same lines as the team's email), the file, the delivery of
// its email and webhook, the staff's work on it, notes and a timeline.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { formFieldLines, formTitle } from "../submissions/lead-email";
import { deliveryState } from "../delivery/outbox";
import { statusesOf } from "#forms/lead-statuses";
import { formByName } from "../form-registry/registry";
import { leadContact } from "../submissions/search-columns";
import { namesByEmail } from "./staff-names";
import type { FastifyRequest } from "fastify";
import { formsFor } from "#shared/staff-api/roles";
import { type StaffContext, StaffError, sessionOf } from "./staff-route";

const NO_SUCH_LEAD = "There is no lead with that reference among the forms you work on.";

type LeadRow = Awaited<ReturnType<typeof findLead>>;

/** The submission a reference names, if it is one of `forms` (otherwise undefined, as for no such reference). */
export async function findLead(db: Kysely<Database>, reference: string, forms: readonly string[]) {
  const [lead] = await findLeads(db, [reference], forms);
  return lead;
}

/** The leads of these references among the forms (a bulk change's selection), in one query. */
export async function findLeads(db: Kysely<Database>, references: readonly string[], forms: readonly string[]) {
  const wellFormed = references.filter((r) => /^UF-[0-9A-Z]{6}$/.test(r));
  if (wellFormed.length === 0 || forms.length === 0) return [];
  return db
    .selectFrom("submissions")
    .selectAll()
    .where("reference", "in", wellFormed)
    .where("form", "in", [...forms])
    .execute();
}

export async function leadDetail(db: Kysely<Database>, lead: NonNullable<LeadRow>) {
  const entry = formByName(lead.form);
  const fields = JSON.parse(lead.fields) as Record<string, string | number>;
  const [deliveries, notes, events, assignee, ratings] = await Promise.all([
    db
      .selectFrom("outbox")
      .select(["channel", "status", "attempts", "lastError", "deliveredAt"])
      .where("submissionId", "=", lead.id)
      .orderBy("channel")
      .execute(),
    db
      .selectFrom("leadNotes")
      .innerJoin("staffUsers", "staffUsers.id", "leadNotes.authorId")
      .select(["leadNotes.id", "staffUsers.name as author", "leadNotes.createdAt as at", "leadNotes.text"])
      .where("leadNotes.submissionId", "=", lead.id)
      .orderBy("leadNotes.createdAt")
      .execute(),
    db.selectFrom("staffAudit").select(["at", "actor", "action", "detail"]).where("subject", "=", lead.reference).orderBy("seq").execute(),
    lead.assigneeId ? db.selectFrom("staffUsers").select(["id", "name"]).where("id", "=", lead.assigneeId).executeTakeFirst() : undefined,
    db
      .selectFrom("leadRatings")
      .innerJoin("staffUsers", "staffUsers.id", "leadRatings.authorId")
      .select([
        "staffUsers.id as authorId",
        "staffUsers.name as author",
        "leadRatings.rating",
        "leadRatings.feedback",
        "leadRatings.createdAt as at",
      ])
      .where("leadRatings.submissionId", "=", lead.id)
      .orderBy("leadRatings.createdAt")
      .execute(),
  ]);
  const names = await namesByEmail(
    db,
    events.map((e) => e.actor),
  );
  return {
    reference: lead.reference,
    form: lead.form,
    formTitle: formTitle(lead.form),
    createdAt: lead.createdAt,
    lang: lead.lang,
    fields: entry
      ? formFieldLines(entry, fields)
      : Object.entries(fields).map(([name, value]) => ({ name, label: name, value: String(value) })),
    file: lead.fileSha256 ? { name: lead.fileName ?? "", type: lead.fileType ?? "", size: Number(lead.fileSize ?? 0) } : null,
    deliveries: deliveries.map((d) => ({
      channel: d.channel,
      status: deliveryState(d),
      attempts: Number(d.attempts),
      lastError: d.lastError,
      deliveredAt: d.deliveredAt,
    })),
    status: lead.status,
    statuses: [...statusesOf(entry?.form)],
    assignee: assignee ?? null,
    // Name, email and phone, whichever fields of the form hold them: the console's call, WhatsApp and email links.
    contact: leadContact(entry?.form, fields),
    followUp: lead.followUpOn ? { on: lead.followUpOn, note: lead.followUpNote ?? "" } : null,
    version: Number(lead.version),
    // Interview feedback, one per interviewer (job applications).
    ratings: ratings.map((r) => ({ ...r, rating: Number(r.rating) })),
    notes,
    timeline: [
      { at: lead.createdAt, actor: null, action: "submitted", detail: {} },
      ...events.map((e) => ({
        at: e.at,
        actor: names.get(e.actor) ?? e.actor,
        action: e.action,
        detail: JSON.parse(e.detail) as Record<string, unknown>,
      })),
    ],
  };
}

/** The lead a route names, if the caller's roles work its form; 404 otherwise, as for one that does not exist. */
export async function leadFor(ctx: StaffContext, req: FastifyRequest, reference: string) {
  const session = sessionOf(req);
  const lead = await findLead(ctx.db, reference, formsFor(session.user.roles));
  if (!lead) throw new StaffError(404, NO_SUCH_LEAD);
  return { session, lead };
}
