// Working on a lead: its status, assignee and follow-up, changed one lead at a
// time (PATCH) or on many selected rows at once (bulk). Every change is made
// against the version the person saw: a lead changed since is reported, never
// overwritten, and each lead changed gets its own audit rows.
import type { Kysely } from "kysely";
import { z } from "zod";
import { statusesOf } from "#forms/lead-statuses";
import { appendAudit } from "../audit/audit-trail";
import { FORM_ROLES, parseRoles } from "../auth/roles";
import type { Database } from "../db/schema";
import { formByName } from "../form-registry/registry";
import { dateParam } from "./date-filter";
import type { findLead } from "./lead-detail";
import { type StaffContext, StaffError, TYPED_TEXT_MESSAGE, typedText } from "./staff-route";

export const versionField = z.number({ error: "version is missing: reload the lead" }).int();

/** What can change on a lead; each part is optional, and absent parts are left as they are. */
export const changeFields = {
  // One of the lead's form's declared statuses (checked in changeLead, where the form is known).
  status: z.string().max(40, "status is one of the form's statuses").optional(),
  assigneeId: z.string().max(60, "assigneeId is a colleague's id").nullable().optional(),
  followUpOn: dateParam.nullable().optional(),
  followUpNote: z
    .string()
    .trim()
    .max(500, "a follow-up note is at most 500 characters")
    .refine(typedText, TYPED_TEXT_MESSAGE)
    .nullable()
    .optional(),
};
const _changeSchema = z.object(changeFields);
type LeadChange = z.infer<typeof _changeSchema>;

type Lead = NonNullable<Awaited<ReturnType<typeof findLead>>>;

/** Active colleagues whose roles admit the form. */
export async function colleaguesFor(db: Kysely<Database>, form: string) {
  const role = FORM_ROLES[form];
  const rows = await db.selectFrom("staffUsers").select(["id", "name", "roles"]).where("disabled", "=", 0).orderBy("name").execute();
  return rows.filter((r) => role && parseRoles(r.roles).includes(role)).map((r) => ({ id: r.id, name: r.name }));
}

/**
 * Applies `change` to `lead` if it is still at `version`; false when someone changed it since. Refuses (400) a status
 * the form does not declare and an assignee who cannot work on the form.
 */
export async function changeLead(ctx: StaffContext, actor: string, lead: Lead, version: number, change: LeadChange): Promise<boolean> {
  const { db, kind } = ctx;
  const statuses = statusesOf(formByName(lead.form)?.form);
  if (change.status !== undefined && !statuses.includes(change.status))
    throw new StaffError(400, `status must be one of ${statuses.join(", ")}`);
  let assigneeName: string | null = null;
  if (change.assigneeId) {
    const colleague = (await colleaguesFor(db, lead.form)).find((c) => c.id === change.assigneeId);
    if (!colleague) throw new StaffError(400, "That colleague cannot work on this form's leads (or their account is disabled).");
    assigneeName = colleague.name;
  }
  const now = ctx.now();
  const next = version + 1;
  const statusChanges = change.status !== undefined && change.status !== lead.status;
  const assigneeChanges = change.assigneeId !== undefined && change.assigneeId !== lead.assigneeId;
  const followUp = change.followUpOn !== undefined || change.followUpNote !== undefined;
  const followUpOn = change.followUpOn !== undefined ? change.followUpOn : (lead.followUpOn ?? null);
  const followUpNote = change.followUpNote !== undefined ? change.followUpNote || null : (lead.followUpNote ?? null);
  return db.transaction().execute(async (tx) => {
    const result = await tx
      .updateTable("submissions")
      .set({
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.assigneeId !== undefined ? { assigneeId: change.assigneeId } : {}),
        // A follow-up without a day is no follow-up: its note goes with it.
        ...(followUp ? { followUpOn, followUpNote: followUpOn ? followUpNote : null } : {}),
        version: next,
      })
      .where("id", "=", lead.id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    const subject = lead.reference;
    if (statusChanges)
      await appendAudit(
        tx,
        kind,
        { actor, action: "lead.status", subject, detail: { from: lead.status, to: change.status, version: next } },
        now,
      );
    if (assigneeChanges)
      await appendAudit(
        tx,
        kind,
        {
          actor,
          action: "lead.assigned",
          subject,
          detail: { from: lead.assigneeId, to: change.assigneeId ?? null, toName: assigneeName, version: next },
        },
        now,
      );
    // The note's words stay out of the trail, as a lead note's do: they may repeat what the visitor wrote.
    if (followUp)
      await appendAudit(
        tx,
        kind,
        { actor, action: "lead.follow-up", subject, detail: { on: followUpOn, note: !!(followUpOn && followUpNote), version: next } },
        now,
      );
    return true;
  });
}
