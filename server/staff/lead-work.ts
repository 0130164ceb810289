// Working on a lead: its status, assignee and follow-up, changed one lead at a
// time (PATCH) or on many selected rows at once (bulk). Every change is made
// against the version the person saw (updateAtVersion): a lead changed since is
// reported, never overwritten, and each lead changed gets its own audit rows.
import { statusesOf } from "#forms/lead-statuses";
import { FORM_ROLES, type LeadForm } from "#shared/staff-api/roles";
import { appendAudit } from "../audit/audit-trail";
import { parseRoles } from "../auth/roles";
import { formByName } from "../form-registry/registry";
import { findLead, leadDetail } from "./lead-detail";
import { type InputOf, type StaffContext, StaffError } from "./staff-route";
import { type StaleContext, updateAtVersion } from "./versioned-update";

type Lead = NonNullable<Awaited<ReturnType<typeof findLead>>>;
/** What can change on a lead; each part is optional, and absent parts are left as they are. */
type LeadChange = Omit<InputOf<"PATCH /leads/:reference">["body"], "version">;

/** Active colleagues whose roles admit the form. */
export async function colleaguesFor(ctx: StaffContext, form: string) {
  const role = FORM_ROLES[form as LeadForm] as string | undefined;
  const rows = await ctx.db.selectFrom("staffUsers").select(["id", "name", "roles"]).where("disabled", "=", 0).orderBy("name").execute();
  return rows.filter((r) => role && parseRoles(r.roles).some((held) => held === role)).map((r) => ({ id: r.id, name: r.name }));
}

/** The lead as it is now, for the 409 of a change made on an older version. */
const staleLead = (ctx: StaffContext, reference: string, form: string): StaleContext => ({
  record: "lead",
  subject: reference,
  current: async () => leadDetail(ctx.db, (await findLead(ctx.db, reference, [form]))!),
});

/**
 * Applies `change` to `lead` if it is still at `version`; a StaleEdit (409) when someone changed it since. Refuses
 * (400) a status the form does not declare and an assignee who cannot work on the form.
 */
export async function changeLead(
  ctx: StaffContext,
  actor: string,
  lead: Lead,
  version: number,
  change: LeadChange,
  colleagues: typeof colleaguesFor = colleaguesFor,
): Promise<void> {
  const statuses = statusesOf(formByName(lead.form)?.form);
  if (change.status !== undefined && !statuses.includes(change.status))
    throw new StaffError(400, `status must be one of ${statuses.join(", ")}`);
  let toName: string | null = null;
  if (change.assigneeId) {
    const colleague = (await colleagues(ctx, lead.form)).find((c) => c.id === change.assigneeId);
    if (!colleague) throw new StaffError(400, "That colleague cannot work on this form's leads (or their account is disabled).");
    toName = colleague.name;
  }
  const now = ctx.now();
  const followUp = change.followUpOn !== undefined || change.followUpNote !== undefined;
  const followUpOn = change.followUpOn !== undefined ? change.followUpOn : (lead.followUpOn ?? null);
  const followUpNote = change.followUpNote !== undefined ? change.followUpNote || null : (lead.followUpNote ?? null);
  // The lead's first move on from where it started: the dashboard's "time to first contact" (migration 045).
  const firstMove = change.status !== undefined && change.status !== lead.status && !lead.firstWorkedAt;
  const set = {
    ...(change.status !== undefined ? { status: change.status } : {}),
    ...(firstMove ? { firstWorkedAt: now.toISOString() } : {}),
    ...(change.assigneeId !== undefined ? { assigneeId: change.assigneeId } : {}),
    // A follow-up without a day is no follow-up: its note goes with it.
    ...(followUp ? { followUpOn, followUpNote: followUpOn ? followUpNote : null } : {}),
  };
  const subject = lead.reference;
  await updateAtVersion(
    ctx.db,
    {
      table: "submissions",
      key: lead.id,
      version,
      set,
      also: async (tx, next) => {
        if (change.status !== undefined && change.status !== lead.status) {
          const detail = { from: lead.status, to: change.status, version: next };
          await appendAudit(tx, ctx.kind, { actor, action: "lead.status", subject, detail }, now);
        }
        if (change.assigneeId !== undefined && change.assigneeId !== lead.assigneeId) {
          const detail = { from: lead.assigneeId, to: change.assigneeId, toName, version: next };
          await appendAudit(tx, ctx.kind, { actor, action: "lead.assigned", subject, detail }, now);
        }
        // The note's words stay out of the trail, as a lead note's do: they may repeat what the visitor wrote.
        if (followUp) {
          const detail = { on: followUpOn, note: !!(followUpOn && followUpNote), version: next };
          await appendAudit(tx, ctx.kind, { actor, action: "lead.follow-up", subject, detail }, now);
        }
      },
    },
    staleLead(ctx, lead.reference, lead.form),
  );
}
