// The shapes of the /api/staff answers the console reads (the contract shared
// with the server; the server's code is never imported here).

type Role = "admin" | "sales" | "hr" | "grievance" | "secretarial" | "privacy";
export const ROLES: readonly Role[] = ["admin", "sales", "hr", "grievance", "secretarial", "privacy"];

export type StaffUser = { id: string; email: string; name: string; roles: string[] };
export type Passkey = { id: string; name: string; createdAt: string; lastUsedAt: string | null };
export type Me = { user: StaffUser; passkeys: Passkey[]; reauthenticatedUntil: string | null };

export const LEAD_STATUSES = ["new", "contacted", "qualified", "closed", "spam"] as const;
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
};
export type LeadPage = { items: LeadRow[]; nextCursor: string | null; forms: string[] };

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
  assignee: Person | null;
  version: number;
  notes: { id: string | number; author: string; at: string; text: string }[];
  /** actor: the person's name; null for the visitor's own submission. */
  timeline: { at: string; actor: string | null; action: string; detail: Record<string, unknown> | null }[];
};

export type AdminUser = StaffUser & { disabled: boolean; lastSignInAt: string | null; passkeys: number; version: number; unused: boolean };
export type AccessReviewList = {
  people: {
    id: string;
    name: string;
    email: string;
    roles: string[];
    disabled: boolean;
    lastSignInAt: string | null;
    version: number;
    unused: boolean;
  }[];
  lastReview: { at: string; by: string } | null;
};
type AuditItem = {
  seq: number;
  at: string;
  actor: string;
  actorName: string;
  action: string;
  label: string;
  words: string;
  link: { href: string; label: string } | null;
  subject: string | null;
  detail: unknown;
};
type Choice = { value: string; label: string };
export type AuditChoices = { people: Choice[]; actions: Choice[] };
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
  uploadedByName: string;
  liveFrom: string;
  liveUntil: string | null;
  note: string | null;
  sourceName: string | null;
};
export type PublishedDocument = {
  id: string;
  folder: string[];
  fileName: string;
  url: string;
  title: string;
  titleHi: string | null;
  disclosureDate: string;
  publishAt: string;
  withdrawnAt: string | null;
  withdrawnReason: string | null;
  withdrawalRequestedBy: string | null;
  withdrawalRequestedAt: string | null;
  withdrawalCategory: string | null;
  withdrawalReason: string | null;
  currentVersion: number;
  createdBy: string;
  createdAt: string;
  versions: DocumentVersion[];
};
export type DocumentList = { documents: PublishedDocument[]; categories: string[] };
type FileFacts = { fileName: string; size: number; pages: number | null };
export type ReplacementPreview = { current: FileFacts; incoming: FileFacts };
