// The shapes of the /api/staff answers the console reads (the contract shared
// with the server; the server's code is never imported here).

type Role = "admin" | "sales" | "hr" | "grievance" | "secretarial" | "privacy";
export const ROLES: readonly Role[] = ["admin", "sales", "hr", "grievance", "secretarial", "privacy"];

export type StaffUser = { id: string; email: string; name: string; roles: string[] };
export type Passkey = { id: string; name: string; createdAt: string; lastUsedAt: string | null };
export type Me = { user: StaffUser; passkeys: Passkey[]; reauthenticatedUntil: string | null };

export type Person = { id: string; name: string };

export type LeadRow = {
  reference: string;
  form: string;
  createdAt: string;
  lang: string;
  name: string;
  email: string;
  phone: string;
  status: string;
  assignee: Person | null;
  /** The form's listed fields (its declaration's `list` flag), shown as staff read them. */
  values: Record<string, string>;
  /** The follow-up day (YYYY-MM-DD, India), if one is set. */
  followUpOn: string | null;
  version: number;
};
/** A view of the list (ready-made or the person's own) with its count split by status. */
export type LeadView = {
  key: string;
  label: string;
  search: string;
  saved: boolean;
  count: number;
  split: { status: string; count: number }[];
};
/** One form's list as its declaration lays it out. */
export type LeadLayout = {
  columns: { name: string; label: string }[];
  filters: { name: string; label: string; options: { value: string; label: string }[] }[];
  statuses: string[];
  sortsByAmount: boolean;
};
export type LeadPage = {
  items: LeadRow[];
  nextCursor: string | null;
  forms: string[];
  /** The statuses of the forms listed (one form's workflow, or all the caller's). */
  statuses: string[];
  layout: LeadLayout | null;
};

export type LeadDetail = {
  reference: string;
  form: string;
  formTitle: string;
  createdAt: string;
  lang: string;
  fields: { name: string; label: string; value: string }[];
  file: { name: string; type: string; size: number } | null;
  deliveries: { channel: string; status: string; attempts: number; lastError: string | null; deliveredAt: string | null }[];
  status: string;
  /** The lead's form's declared workflow. */
  statuses: string[];
  contact: { name: string; email: string; phone: string };
  followUp: { on: string; note: string } | null;
  /** Interview feedback (job applications), one per interviewer. */
  ratings: { authorId: string; author: string; rating: number; feedback: string; at: string }[];
  assignee: Person | null;
  version: number;
  notes: { id: string | number; author: string; at: string; text: string }[];
  /** actor: the person's name; null for the visitor's own submission. */
  timeline: { at: string; actor: string | null; action: string; detail: Record<string, unknown> | null }[];
};

export type AdminUser = StaffUser & { disabled: boolean; lastSignInAt: string | null; passkeys: number; version: number };
type AuditItem = { seq: number; at: string; actor: string; action: string; subject: string | null; detail: unknown };
export type AuditPage = { items: AuditItem[]; nextCursor: string | null };
export type AuditVerify = { ok: boolean; rows: number; firstBad?: number };
export type AuditCheckpoint = {
  last: { rows: number; head: string; at: string; key: string; madeBy: string; signature: string } | null;
  keyId: string;
  extends: boolean;
  reason?: string;
};

export type PendingInvitation = {
  id: string;
  email: string;
  name: string;
  roles: string[];
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
};
/** An invitation made: emailed to the person, or (no mail server set) its link to hand over. */
export type InvitationMade = { id: string; expiresAt: string } & ({ emailedTo: string } | { url: string });
export type Recovery = {
  id: string;
  user: { id: string; email: string; name: string };
  startedBy: string;
  startedAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
  expiresAt: string;
};
export type RecoveryApproved = { expiresAt: string } & ({ emailedTo: string } | { url: string; for: string });

type DocumentVersion = {
  version: number;
  sha256: string;
  size: number;
  uploadedBy: string;
  liveFrom: string;
  liveUntil: string | null;
};
export type PublishedDocument = {
  id: string;
  folder: string[];
  fileName: string;
  url: string;
  title: string;
  disclosureDate: string;
  publishAt: string;
  withdrawnAt: string | null;
  withdrawnReason: string | null;
  currentVersion: number;
  createdBy: string;
  createdAt: string;
  versions: DocumentVersion[];
};
export type DocumentList = { documents: PublishedDocument[]; categories: string[] };
