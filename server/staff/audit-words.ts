// The audit trail in words (issue 31): each action as a sentence a reader
// outside engineering understands ("changed roles of Deepak Rao: sales →
// sales, hr"), people by name, and a link to what the row is about. Only
// what the row already holds is used: no personal data of visitors is
// looked up for it (leads and complaints are named by reference).

/** The console's own paths (staff/lib/routes.ts). */
const BASE_PATH = "/staff";

type Row = { action: string; subject: string | null; detail: unknown };

/** Names the sentence needs: staff by email and by id, documents by id. */
export type AuditNames = { byEmail: Map<string, string>; byId: Map<string, string>; documents: Map<string, string> };

type Link = { href: string; label: string };
type Words = { label: string; say: (r: Row, n: AuditNames) => string; link?: (subject: string, n: AuditNames) => Link };

const d = (r: Row) => (r.detail && typeof r.detail === "object" ? (r.detail as Record<string, unknown>) : {});
const list = (v: unknown) => (Array.isArray(v) && v.length ? v.join(", ") : "no roles");
const person = (id: string | null, n: AuditNames) => (id ? (n.byId.get(id) ?? "a person no longer listed") : "nobody");
const doc = (id: string | null, n: AuditNames) => (id ? `“${n.documents.get(id) ?? "a document"}”` : "a document");

/** ", written by A and approved by B" for a change a second person approved (both named, as the four-eyes rule needs). */
const byAndApproved = (r: Row, n: AuditNames) =>
  typeof d(r).submittedBy === "string" && typeof d(r).approvedBy === "string"
    ? `, sent by ${actorName(String(d(r).submittedBy), n)} and approved by ${actorName(String(d(r).approvedBy), n)}`
    : "";
const lead = (ref: string): Link => ({ href: `${BASE_PATH}/leads/${encodeURIComponent(ref)}`, label: `Lead ${ref}` });
const templates = (): Link => ({ href: `${BASE_PATH}/complaints/templates`, label: "Reply templates" });
const complaint = (ref: string): Link => ({ href: `${BASE_PATH}/complaints/${encodeURIComponent(ref)}`, label: `Complaint ${ref}` });
const privacy = (ref: string): Link => ({ href: `${BASE_PATH}/privacy/${encodeURIComponent(ref)}`, label: `Privacy request ${ref}` });
const personLink = (id: string, n: AuditNames): Link => ({
  href: `${BASE_PATH}/people?person=${encodeURIComponent(id)}`,
  label: n.byId.get(id) ?? "Person",
});
const document = (id: string, n: AuditNames): Link => ({
  href: `${BASE_PATH}/documents?document=${encodeURIComponent(id)}`,
  label: n.documents.get(id) ?? "Document",
});

/** What a lead and a complaint share in words: opened, its status changed, assigned, a note added. */
const caseWords = (kind: "lead" | "complaint", link: (ref: string) => Link): Record<string, Words> => ({
  [`${kind}.opened`]: { label: `Opened a ${kind}`, say: (r) => `opened ${kind} ${r.subject ?? ""}`, link },
  [`${kind}.status`]: {
    label: `Changed a ${kind}'s status`,
    say: (r) => `changed the status of ${kind} ${r.subject ?? ""}: ${String(d(r).from)} → ${String(d(r).to)}`,
    link,
  },
  [`${kind}.assigned`]: {
    label: `Assigned a ${kind}`,
    say: (r, n) =>
      `assigned ${kind} ${r.subject ?? ""} to ${typeof d(r).toName === "string" ? String(d(r).toName) : person(d(r).to as string | null, n)}`,
    link,
  },
  [`${kind}.note`]: { label: `Added a note to a ${kind}`, say: (r) => `added a note to ${kind} ${r.subject ?? ""}`, link },
});

export const AUDIT_WORDS: Record<string, Words> = {
  "sign-in": { label: "Signed in", say: () => "signed in" },
  "sign-in.failed": { label: "Sign-in failed", say: () => "failed to sign in" },
  "sign-out": { label: "Signed out", say: () => "signed out" },
  "sign-out.everywhere": { label: "Signed out everywhere", say: () => "signed out on every device" },
  reauth: { label: "Confirmed identity again", say: () => "confirmed their identity again with a passkey" },
  "reauth.failed": { label: "Identity confirmation failed", say: () => "failed to confirm their identity again" },
  "user.roles-changed": {
    label: "Changed roles",
    say: (r, n) => `changed roles of ${person(r.subject, n)}: ${list(d(r).from)} → ${list(d(r).to)}`,
    link: personLink,
  },
  "user.disabled": { label: "Disabled an account", say: (r, n) => `disabled the account of ${person(r.subject, n)}`, link: personLink },
  "user.enabled": { label: "Enabled an account", say: (r, n) => `enabled the account of ${person(r.subject, n)}`, link: personLink },
  "user.access-reviewed": {
    label: "Confirmed an access review",
    say: (r) => `confirmed the access review: ${String(d(r).people ?? 0)} people, ${String(d(r).unused ?? 0)} unused for 90 days`,
  },
  "passkey.added": { label: "Added a passkey", say: (r, n) => `added a passkey for ${person(r.subject, n)}`, link: personLink },
  "passkey.removed": { label: "Removed a passkey", say: (r, n) => `removed a passkey of ${person(r.subject, n)}`, link: personLink },
  "invitation.created": { label: "Invited someone", say: (r) => `invited ${r.subject ?? "someone"} with roles ${list(d(r).roles)}` },
  "invitation.revoked": { label: "Revoked an invitation", say: (r) => `revoked the invitation of ${r.subject ?? "someone"}` },
  "invitation.accepted": {
    label: "Accepted an invitation",
    say: (r) => `accepted an invitation with roles ${list(d(r).roles)}`,
    link: personLink,
  },
  "recovery.started": {
    label: "Started an account recovery",
    say: (r, n) => `started an account recovery for ${person(r.subject, n)}`,
    link: personLink,
  },
  "recovery.approved": {
    label: "Approved an account recovery",
    say: (r, n) => `approved the account recovery of ${person(r.subject, n)}`,
    link: personLink,
  },
  "recovery.cancelled": {
    label: "Cancelled an account recovery",
    say: (r, n) => `cancelled the account recovery of ${person(r.subject, n)}`,
    link: personLink,
  },
  "recovery.completed": {
    label: "Completed an account recovery",
    say: () => "completed their account recovery with a new passkey",
    link: personLink,
  },
  "leads.listed": { label: "Listed leads", say: (r) => `listed leads (${String(d(r).rows ?? 0)} shown)` },
  "leads.exported": { label: "Exported leads", say: (r) => `exported leads as CSV (${String(d(r).rows ?? 0)} rows)` },
  ...caseWords("lead", lead),
  "leads.follow-up-mail": {
    label: "Emailed follow-ups due",
    say: (r, n) =>
      `emailed ${person(String(d(r).to ?? ""), n)} their follow-ups due on ${String(d(r).day)} (${String(d(r).leads ?? 0)} leads)`,
  },
  "lead.follow-up": {
    label: "Set a lead's follow-up",
    say: (r) =>
      d(r).on ? `set a follow-up on ${String(d(r).on)} for lead ${r.subject ?? ""}` : `cleared the follow-up of lead ${r.subject ?? ""}`,
    link: lead,
  },
  "lead.rated": {
    label: "Rated a candidate",
    say: (r) => `rated candidate ${r.subject ?? ""} ${String(d(r).rating ?? "")} of 5`,
    link: lead,
  },
  "lead.file-downloaded": { label: "Downloaded a lead's file", say: (r) => `downloaded the file of lead ${r.subject ?? ""}`, link: lead },
  ...caseWords("complaint", complaint),
  "complaint.update-published": {
    label: "Sent a complaint update",
    say: (r) => `sent the complainant an update on ${r.subject ?? ""}`,
    link: complaint,
  },
  "complaint.escalated": {
    label: "Escalated a complaint",
    say: (r) => `escalated complaint ${r.subject ?? ""} to the Principal Nodal Officer`,
    link: complaint,
  },
  "complaint.rejection-proposed": {
    label: "Proposed a rejection",
    say: (r) => `proposed rejecting complaint ${r.subject ?? ""}`,
    link: complaint,
  },
  "complaint.rejection-approved": {
    label: "Approved a rejection",
    say: (r) => `approved the rejection of complaint ${r.subject ?? ""}`,
    link: complaint,
  },
  "complaint.rejection-declined": {
    label: "Declined a rejection",
    say: (r) => `declined the rejection of complaint ${r.subject ?? ""}`,
    link: complaint,
  },
  "complaint-template.created": { label: "Added a reply template", say: () => "added a reply template", link: templates },
  "complaint-template.changed": { label: "Changed a reply template", say: () => "changed a reply template", link: templates },
  "complaint-template.deleted": { label: "Deleted a reply template", say: () => "deleted a reply template" },
  "content.submitted": { label: "Sent site content for approval", say: (r) => `sent section ${r.subject ?? ""} for approval` },
  "content.approved": { label: "Approved site content", say: (r) => `approved a change to section ${r.subject ?? ""}` },
  "content.rejected": { label: "Sent site content back", say: (r) => `sent a change to section ${r.subject ?? ""} back to its editor` },
  "content.published": {
    label: "Published site content",
    say: (r, n) => `published version ${String(d(r).number ?? "")} of section ${r.subject ?? ""}${byAndApproved(r, n)}`,
  },
  "content.rolled-back": {
    label: "Rolled back site content",
    say: (r, n) => `rolled section ${r.subject ?? ""} back to version ${String(d(r).restores ?? "")}${byAndApproved(r, n)}`,
  },
  "complaints.report-downloaded": { label: "Downloaded the complaints report", say: () => "downloaded the complaints report" },
  "complaints.ombudsman-figures": { label: "Saved the Ombudsman figures", say: () => "saved the figures for the RBI Ombudsman" },
  "privacy.opened": { label: "Opened a privacy request", say: (r) => `opened privacy request ${r.subject ?? ""}`, link: privacy },
  "privacy.copy-sent": {
    label: "Sent a copy of data",
    say: (r) => `sent the copy of data for privacy request ${r.subject ?? ""}`,
    link: privacy,
  },
  "privacy.corrected": {
    label: "Corrected data",
    say: (r) =>
      `corrected ${Array.isArray(d(r).changes) ? (d(r).changes as unknown[]).length : 0} field(s) for privacy request ${r.subject ?? ""}`,
    link: privacy,
  },
  "privacy.erased": { label: "Erased data", say: (r) => `erased the data of privacy request ${r.subject ?? ""}`, link: privacy },
  "privacy.closed": {
    label: "Closed a privacy request",
    say: (r) => `closed privacy request ${r.subject ?? ""}: ${String(d(r).reasonLabel ?? d(r).reason ?? "")}`,
    link: privacy,
  },
  "privacy.mobile-matched": {
    label: "Matched a request by mobile",
    say: (r) =>
      `matched privacy request ${r.subject ?? ""} by a mobile number checked by calling it back (${String(d(r).found ?? 0)} found)`,
    link: privacy,
  },
  "privacy.note": {
    label: "Added a note to a privacy request",
    say: (r) => `added a note to privacy request ${r.subject ?? ""}`,
    link: privacy,
  },
  "privacy.assigned": {
    label: "Assigned a privacy request",
    say: (r) => `assigned privacy request ${r.subject ?? ""} to ${typeof d(r).toName === "string" ? String(d(r).toName) : "nobody"}`,
    link: privacy,
  },
  "privacy.confirmed": {
    label: "Confirmed a privacy request",
    say: (r) => `confirmed privacy request ${r.subject ?? ""} by email`,
    link: privacy,
  },
  "privacy.withdrawn": { label: "Withdrew consent", say: (r) => `withdrew consent (privacy request ${r.subject ?? ""})`, link: privacy },
  "privacy.copy-downloaded": {
    label: "Downloaded a copy of data",
    say: (r) => `downloaded the copy of data of privacy request ${r.subject ?? ""}`,
    link: privacy,
  },
  "document.published": { label: "Published a document", say: (r, n) => `published ${doc(r.subject, n)}`, link: document },
  "document.replaced": {
    label: "Replaced a document",
    say: (r, n) =>
      `replaced ${doc(r.subject, n)} with version ${String(d(r).version)}${typeof d(r).note === "string" ? `: ${String(d(r).note)}` : ""}`,
    link: document,
  },
  "document.withdrawal-requested": {
    label: "Asked to withdraw a document",
    say: (r, n) => `asked to withdraw ${doc(r.subject, n)} (${String(d(r).category ?? "")}): ${String(d(r).reason ?? "")}`,
    link: document,
  },
  "document.withdrawal-declined": {
    label: "Declined a withdrawal",
    say: (r, n) => `declined the withdrawal of ${doc(r.subject, n)}`,
    link: document,
  },
  "document.withdrawn": {
    label: "Withdrew a document",
    say: (r, n) => `withdrew ${doc(r.subject, n)}: ${String(d(r).reason ?? "")}`,
    link: document,
  },
  "audit.exported": { label: "Exported the audit trail", say: (r) => `exported the audit trail as CSV (${String(d(r).rows ?? 0)} rows)` },
  "audit.checkpoint": { label: "Signed an audit checkpoint", say: () => "signed a checkpoint of the audit trail" },
  "retention.run": { label: "Ran the retention purge", say: () => "ran the retention purge" },
};

/** "content.rolled-back" -> "content rolled back": the fallback for an action without its own words yet. */
const plain = (action: string) => action.replace(/[.-]/g, " ");

export function describeAudit(row: Row, names: AuditNames): { label: string; words: string; link: Link | null } {
  const w = AUDIT_WORDS[row.action];
  if (!w) return { label: plain(row.action), words: plain(row.action), link: null };
  return { label: w.label, words: w.say(row, names), link: w.link && row.subject ? w.link(row.subject, names) : null };
}

/** A name for whoever the trail's actor column holds: a person, the visitor, or the server itself. */
export function actorName(actor: string, names: AuditNames): string {
  if (actor === "visitor") return "The person (through their email link)";
  if (actor === "system") return "The system";
  if (actor === "shell") return "An operator (command line)";
  return names.byEmail.get(actor) ?? actor;
}
