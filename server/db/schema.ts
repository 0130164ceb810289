import type { Generated } from "kysely";
import type { AuditCheckpointTable, StaffMailTable, StaffRecoveryTable } from "./staff-trust-schema";

// Table types as Kysely sees them (camelCase; CamelCasePlugin maps to snake_case columns).
// Timestamps are ISO 8601 UTC strings on both databases: they sort and compare
// as text, so the same queries work on SQLite and PostgreSQL (docs/decisions/010-storage.md).

/**
 * One row per accepted submission of any form (docs/decisions/010-storage.md, "One table for every form").
 * The fields are the form's validated values as JSON, keyed by the names in
 * its declaration (forms/<form>.ts), so adding a field needs no migration.
 */
type SubmissionTable = {
  id: string;
  /** Short reference shown to the visitor and carried by the team's email: UF-7K3Q9D. */
  reference: string;
  /** The declaration's name: "partner-enquiry", "job-application", ... */
  form: string;
  /** The page's language when it was sent: "en" or "hi". */
  lang: string;
  /** JSON object of the validated fields. */
  fields: string;
  /** Set where a form stores a value once (the newsletter's address, lower-cased); unique per form. */
  dedupeKey: string | null;
  /** The attached file (job applications): its sha256 in stored_files, and what the visitor called it. */
  fileSha256: string | null;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
  createdAt: string;
  /**
   * Copies of the visitor's name, email (lower-cased) and phone (digits)
   * taken from `fields` at insert, so the staff inbox searches them through
   * an index instead of parsing every row's JSON (docs/decisions/100-staff-sign-in-sessions-audit.md).
   */
  searchName: string | null;
  searchEmail: string | null;
  searchPhone: string | null;
  /** The form's amount field (whole rupees), copied for the lead list's sort by amount. */
  sortAmount?: number | null;
  /** The text the lead list's trigram index holds (search-columns.ts), and (SQLite) its row in the FTS5 table (migration 044). */
  searchText?: string | null;
  searchRowid?: number | null;
  /** The day (YYYY-MM-DD, India) to come back to the lead, and what for (migration 042). */
  followUpOn?: string | null;
  followUpNote?: string | null;
  /** When staff first moved it on from its form's first status (migration 045): the dashboard's time to first contact. */
  firstWorkedAt?: string | null;
  /** The staff's work on it: new | contacted | qualified | closed | spam. */
  status: Generated<string>;
  /** The staff user it is assigned to. */
  assigneeId: string | null;
  /** Raised by every change of status or assignee: a change made against an older version is refused (409). */
  version: Generated<number>;
  /** Consent withdrawn (the newsletter): when, and how it was asked ("your-data page, request UF-..."). */
  withdrawnAt?: string | null;
  withdrawnHow?: string | null;
  /** Kept because the law requires it, though erasure was asked: until when (YYYY-MM-DD) and why. */
  restrictedUntil?: string | null;
  restrictedReason?: string | null;
  /** The consent record: sha256 of the form's notice the person saw, in the submission's `lang`. */
  noticeSha256?: string | null;
};

/** Uploaded files, stored once per content (identical resumes share a row). */
type StoredFileTable = {
  sha256: string;
  bytes: Uint8Array;
  size: number;
  /** MIME type decided from the bytes. */
  type: string;
  createdAt: string;
};

/** A form's idempotency key and the reference it was answered with, kept a day. */
type IdempotencyKeyTable = {
  key: string;
  form: string;
  reference: string;
  /** sha256 of the stored submission (language, fields, file); null for keys stored before migration 006. */
  bodyHash: string | null;
  createdAt: string;
};

/**
 * One row per submission and delivery channel (email, webhook), written in the
 * submission's transaction; the worker in server/delivery/ sends it. It holds
 * no visitor data: the message is built from the submission when it is sent.
 */
export type OutboxTable = {
  /** The delivery's stable id: the webhook-id, the email's Message-ID, the same on every retry. */
  id: string;
  /** Null for a staff email (invitation, recovery link, audit checkpoint), which belongs to no submission. */
  submissionId: string | null;
  /** "email", "webhook", "complaint-email" or "staff-email". */
  channel: string;
  /** "pending" (waiting for its first or next try), "sending" (leased to a worker), "delivered", "dead". */
  status: string;
  /** Tries begun so far (counted when a worker claims the row). */
  attempts: number;
  /** When a pending row is due. */
  nextAttemptAt: string;
  /** The worker holding a sending row, and until when; another may take it once the lease has run out. */
  leaseOwner: string | null;
  leaseUntil: string | null;
  /** Why the last try failed: an SMTP reply or HTTP status, never the message. */
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  /** A message other than the submission's lead email or webhook (server/privacy/visitor-messages.ts); null for those. */
  message?: string | null;
};

/** A privacy request's state; its submission (form "privacy-request") holds the person's address and words. */
type PrivacyRequestTable = {
  reference: string;
  /** withdraw | copy | correct | erase */
  action: string;
  /** unconfirmed | open | done | expired */
  status: string;
  /** sha256 of the emailed confirmation token; the token itself is derived again from a server secret when the email is built. */
  tokenHash: string;
  expiresAt: string;
  confirmedAt: string | null;
  /** YYYY-MM-DD in India: set on confirmation of a copy, correction or erasure. */
  answerBy: string | null;
  copyTokenHash: string | null;
  copyExpiresAt: string | null;
  copyUsedAt: string | null;
  /** What was done, for the person's answer: counts and references, never their data. */
  outcome: string | null;
  /** The mobile number's ten digits whose submissions the request also covers, once an officer checked the person controls it. */
  mobile?: string | null;
  mobileCheckedBy?: string | null;
  mobileCheckedAt?: string | null;
  /** Closed without acting: a reason from CLOSE_REASONS (server/privacy/close-reasons.ts), and the officer's words for "other". */
  closedReason?: string | null;
  closedNote?: string | null;
  /** The team's internal notes: a JSON list of { by (email), at, text }; never shown to the person. */
  notes?: string | null;
  /** The privacy officer who has it (a staff user id). */
  assigneeId?: string | null;
  doneAt: string | null;
  createdAt: string;
};

/** A complaint's current state; its submission (form "complaint") holds what the complainant wrote. */
type ComplaintTable = {
  /** The submission's reference (UF-7K3Q9D). */
  reference: string;
  /** received | in-progress | resolved | rejected | closed (forms/complaint.ts). */
  status: string;
  /** YYYY-MM-DD in India: the date by which the company answers, fixed when filed. */
  answerBy: string;
  createdAt: string;
  updatedAt: string;
  /** Copies of the submission's category and language, for the queue's filters. */
  category: string | null;
  lang: string | null;
  /** The grievance officer working on it. */
  assigneeId: string | null;
  /** Raised by every change staff make (a change against an older version is refused). */
  version: Generated<number>;
  /** A rejection proposed and not yet approved by a second officer: who proposed it, when, and the note it will publish. */
  rejectionProposedBy: string | null;
  rejectionProposedAt: string | null;
  rejectionNote: string | null;
  /** "full" or "partial" (a proposal made before migration 050: null, read as full). */
  rejectionExtent: Generated<string | null>;
  /** A partial rejection: what was accepted, told to the complainant with the reason for the rest. */
  rejectionAccepted: Generated<string | null>;
  /** When it became resolved or (approved) rejected: the day the annual report counts it disposed of. */
  disposedAt: string | null;
  /** resolved | rejected | closed: how it was disposed of (the report counts the rejected ones). */
  disposedAs: string | null;
  /** When the Principal Nodal Officer was told it is still open on its escalation day (sent once). */
  escalatedAt: string | null;
  /** borrower | shareholder | privacy (forms/complaint.ts): the kind, which sets the clock and who works it. */
  kind: Generated<string>;
  /** The legal clock it was filed under, in days (30, 21 or 90): answerBy is the filing date plus this. */
  clockDays: Generated<number>;
  /** YYYY-MM-DD in India: the day an open complaint goes to the Principal Nodal Officer, fixed when filed. */
  escalateOn: string | null;
};

/** An internal note on a complaint: staff only, never shown to the complainant. */
type ComplaintNoteTable = { id: string; reference: string; authorId: string; text: string; createdAt: string };

/** The sha256 of a private tracking link's token (the link is in the acknowledgement email). */
type ComplaintTrackingTokenTable = { tokenHash: string; reference: string; createdAt: string };

/**
 * What an outbox row of the complaint-email channel says: acknowledgement | update | escalation | digest.
 * A digest's row hangs on the first complaint it lists (the outbox refers to a submission) and names its day.
 */
type ComplaintMailTable = {
  id: string;
  kind: string;
  reference: string;
  historyId: string | null;
  digestDay: Generated<string | null>;
  createdAt: string;
};

/** A reply template of the grievance desk, in one language, with {variables} (shared/reply-templates.ts). */
type ComplaintTemplateTable = { id: string; title: string; lang: string; body: string; updatedBy: string; updatedAt: string };

/** The Ombudsman's figures for a period (JSON), entered by staff. */
type ComplaintOmbudsmanTable = { periodFrom: string; periodTo: string; figures: string; updatedBy: string; updatedAt: string };

/** A day whose digest went to the grievance team. */
type ComplaintDigestTable = { day: string; createdAt: string };

/** A person's morning email of follow-ups due, one per India day: the (day, userId) key is the claim (migration 046). */
type FollowUpMailTable = { id: string; day: string; userId: string; createdAt: string };

/** Every status a complaint has had, oldest first; rows are only ever added. */
type ComplaintHistoryTable = {
  id: string;
  reference: string;
  status: string;
  /** Shown to the complainant when they track the complaint; null when staff published none. */
  publicNote: string | null;
  /** A rejection in part: what was accepted (its presence marks the rejection partial). */
  accepted: Generated<string | null>;
  createdAt: string;
  /** Who made the change: a staff email, "shell" for the CLI; null for the filing itself. */
  actor: Generated<string | null>;
};

/** A person who works in the staff console. No password anywhere: they sign in with passkeys. */
type StaffUserTable = {
  id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  /** JSON array of role names (server/auth/roles.ts). */
  roles: string;
  /** 1 when an administrator has disabled the account (its sessions end at once). */
  disabled: number;
  /** Raised by every change an administrator makes (409 on a stale one). */
  version: number;
  createdAt: string;
  lastSignInAt: string | null;
};

/** A WebAuthn credential: the public key only; the private key never leaves the person's device. */
type StaffPasskeyTable = {
  /** The credential id, base64url. */
  id: string;
  userId: string;
  publicKey: Uint8Array;
  counter: number;
  /** JSON array of transports the authenticator named. */
  transports: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};

/** A one-time invitation for a new account; only the sha256 of its token is kept. */
export type StaffInvitationTable = {
  tokenHash: string;
  /** How lists and the revoke route name it (never the token's hash). */
  id: string;
  email: string;
  name: string;
  roles: string;
  /** Email of the administrator who made it, or "shell" for the CLI. */
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
  /** Who revoked it: an administrator's email, "shell", or "inviter-disabled". */
  revokedBy: string | null;
};

/** A WebAuthn challenge handed out and not yet answered: each is taken once. */
type StaffChallengeTable = {
  challenge: string;
  /** register | sign-in | reauth | add-passkey */
  purpose: string;
  /** The user it was made for (reauth, add-passkey); null for sign-in and invitations. */
  userId: string | null;
  /** The invitation's token hash (register). */
  invitationHash: string | null;
  expiresAt: string;
};

/** A signed-in browser; only the sha256 of the cookie's token is kept, so a copy of the database opens no session. */
type StaffSessionTable = {
  tokenHash: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  reauthenticatedAt: string | null;
  /** The passkey that opened it (sign-in, invitation, recovery); null for sessions older than the column. */
  passkeyId: string | null;
};

/** An internal note on a lead, written by staff. */
type LeadNoteTable = {
  id: string;
  submissionId: string;
  authorId: string;
  text: string;
  createdAt: string;
};

/**
 * The audit trail: rows are only added. Each row's hash is
 * sha256(previous hash + canonical JSON of the row), so an altered or
 * removed row breaks the chain (server/audit/audit-trail.ts).
 */
type StaffAuditTable = {
  seq: number;
  at: string;
  /** Email of the staff person, "shell" for the CLI, "anonymous" for a failed sign-in. */
  actor: string;
  action: string;
  /** A submission reference, a staff user id, or "" */
  subject: string;
  /** JSON object, canonical; never a visitor's data. */
  detail: string;
  hash: string;
};

/** One row (id 1): the last seq and hash, so that removing the newest rows is seen too. */
type StaffAuditHeadTable = {
  id: number;
  seq: number;
  hash: string;
};

/**
 * A document the company secretary published from the console (docs/decisions/111-published-documents.md).
 * Its address is fixed at first upload; replacing it adds a version, withdrawing it keeps every row.
 */
export type PublishedDocumentTable = {
  id: string;
  /** JSON array of the folder's display names, category first. */
  folder: string;
  /** The file's name as published (a clean name ending in .pdf). */
  fileName: string;
  /** The document's URL path under /Images/Icons/Documents/ (unique: one address, one document). */
  url: string;
  title: string;
  /** The Hindi library's and feed's title; null: the English one is shown there. */
  titleHi: string | null;
  /** YYYY-MM-DD: the date the disclosure is dated, as the secretary gave it. */
  disclosureDate: string;
  /** When it enters the library (now, or a set time): the live list filters on it, so no job has to flip it. */
  publishAt: string;
  withdrawnAt: string | null;
  withdrawnReason: string | null;
  /** A withdrawal within the five years, waiting for a second secretarial officer (retention-rule.ts). */
  withdrawalRequestedBy?: string | null;
  withdrawalRequestedAt?: string | null;
  withdrawalCategory?: string | null;
  withdrawalReason?: string | null;
  /** When its investor alerts were queued (server/investor-alerts/alert-job.ts); null until it is live. */
  alertedAt: string | null;
  /** The live version's number (versions start at 1). */
  currentVersion: number;
  createdBy: string;
  createdAt: string;
};

/** Every file a published document has had; the bytes are in stored_files by sha256. */
type PublishedDocumentVersionTable = {
  documentId: string;
  version: number;
  sha256: string;
  size: number;
  uploadedBy: string;
  /** When this version became (or becomes) the one served, and when a newer one or a withdrawal took over. */
  liveFrom: string;
  liveUntil: string | null;
  /** What changed, as the secretary wrote it when replacing (null for a first version). */
  note: string | null;
  /** The name the uploaded file had on the secretary's computer (null before migration 060). */
  sourceName: string | null;
  /** The PDF's text, extracted once at upload (search inside documents); "" when it has none (a scan). */
  text: Generated<string>;
};

/** A person's own view of the lead list: its name and the list's address query (migration 043). */
type SavedLeadViewTable = { id: string; userId: string; name: string; search: string; createdAt: string };

/** An interviewer's rating (1-5) and feedback on a job application, one per interviewer (migration 043). */
type LeadRatingTable = { submissionId: string; authorId: string; rating: number; feedback: string; createdAt: string };

/**
 * How many workable (not restricted) leads a form holds per status and assignee ('' for none), kept by triggers
 * (migration 047): the lead list's view counts at a million leads.
 */
type LeadCountTable = { form: string; status: string; assignee: string; n: number };

export type Database = {
  savedLeadViews: SavedLeadViewTable;
  leadCounts: LeadCountTable;
  leadRatings: LeadRatingTable;
  submissions: SubmissionTable;
  storedFiles: StoredFileTable;
  idempotencyKeys: IdempotencyKeyTable;
  outbox: OutboxTable;
  complaints: ComplaintTable;
  complaintHistory: ComplaintHistoryTable;
  complaintNotes: ComplaintNoteTable;
  complaintTrackingTokens: ComplaintTrackingTokenTable;
  complaintMail: ComplaintMailTable;
  complaintOmbudsman: ComplaintOmbudsmanTable;
  complaintTemplates: ComplaintTemplateTable;
  complaintDigests: ComplaintDigestTable;
  followUpMails: FollowUpMailTable;
  staffUsers: StaffUserTable;
  staffPasskeys: StaffPasskeyTable;
  staffInvitations: StaffInvitationTable;
  staffChallenges: StaffChallengeTable;
  staffSessions: StaffSessionTable;
  leadNotes: LeadNoteTable;
  staffAudit: StaffAuditTable;
  staffAuditHead: StaffAuditHeadTable;
  staffRecoveries: StaffRecoveryTable;
  staffMail: StaffMailTable;
  auditCheckpoints: AuditCheckpointTable;
  privacyRequests: PrivacyRequestTable;
  retentionRuns: RetentionRunTable;
  publishedDocuments: PublishedDocumentTable;
  publishedDocumentVersions: PublishedDocumentVersionTable;
  investorAlertSubscribers: InvestorAlertSubscriberTable;
};

/** One investor on the alerts list (server/investor-alerts/), keyed by the lower-cased address. */
type InvestorAlertSubscriberTable = {
  email: string;
  lang: string;
  status: "pending" | "confirmed" | "unsubscribed";
  /** sha256 of the token in the latest confirmation email; null once confirmed. */
  confirmTokenHash: string | null;
  /** sha256 of the token in every alert's unsubscribe link. */
  unsubscribeTokenHash: string;
  createdAt: string;
  updatedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  /** The latest sign-up (its submission): the alerts' outbox rows hang on it. */
  submissionId: string | null;
};

/** The retention purge's day (YYYY-MM-DD, India), claimed by the process that runs it. */
type RetentionRunTable = { day: string; owner: string; startedAt: string; finishedAt: string | null; counts: string | null };
