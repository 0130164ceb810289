// Every action the audit trail records, by the name it is stored under. appendAudit takes only these, so a new
// action is added here first, and the console's timelines and the audit screen's filter read the same list.
// The names are part of each row's hash (server/audit/audit-trail.ts): never rename one that rows already hold,
// or the chain of an existing database would no longer verify. Add a new name instead.
export const AUDIT_ACTIONS = [
  // Signing in and out, and one's own passkeys
  "sign-in",
  "sign-in.failed",
  "reauth",
  "reauth.failed",
  "sign-out",
  "sign-out.everywhere",
  "passkey.added",
  "passkey.removed",
  // People, invitations and recoveries
  "user.roles-changed",
  "user.disabled",
  "user.enabled",
  "invitation.created",
  "invitation.accepted",
  "invitation.revoked",
  "recovery.started",
  "recovery.approved",
  "recovery.cancelled",
  "recovery.completed",
  // The audit trail itself
  "audit.checkpoint",
  // Leads
  "leads.listed",
  "leads.exported",
  "lead.opened",
  "lead.status",
  "lead.assigned",
  "lead.note",
  "lead.file-downloaded",
  // Complaints
  "complaint.opened",
  "complaint.status",
  "complaint.assigned",
  "complaint.note",
  "complaint.update-published",
  "complaint.rejection-proposed",
  "complaint.rejection-approved",
  "complaint.rejection-declined",
  "complaint.escalated",
  "complaints.digest",
  "complaints.report-downloaded",
  "complaints.ombudsman-figures",
  // "Your data" requests, and the daily retention purge
  "privacy.confirmed",
  "privacy.withdrawn",
  "privacy.opened",
  "privacy.copy-sent",
  "privacy.copy-downloaded",
  "privacy.corrected",
  "privacy.erased",
  "retention.run",
  // Investor documents
  "document.published",
  "document.replaced",
  "document.withdrawn",
  // The site's content, edited live (docs/decisions/130-live-site-content.md)
  "content.draft-saved",
  "content.discarded",
  "content.submitted",
  "content.approved",
  "content.rejected",
  "content.scheduled",
  "content.unscheduled",
  "content.publishing",
  "content.published",
  "content.publish-refused",
  "content.left-out",
  "content.rollback-started",
  "content.rolled-back",
  "content.image-uploaded",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
