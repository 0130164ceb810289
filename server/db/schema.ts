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
  submissionId: string;
  /** "email" or "webhook". */
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
};

/** A complaint's current state; its submission (form "complaint") holds what the complainant wrote. */
type ComplaintTable = {
  /** The submission's reference (UF-7K3Q9D). */
  reference: string;
  /** received | in-progress | resolved | closed (forms/complaint.ts). */
  status: string;
  /** YYYY-MM-DD in India: the date by which the company answers, fixed when filed. */
  answerBy: string;
  createdAt: string;
  updatedAt: string;
};

/** Every status a complaint has had, oldest first; rows are only ever added. */
type ComplaintHistoryTable = {
  id: string;
  reference: string;
  status: string;
  /** Shown to the complainant when they track the complaint; null when staff published none. */
  publicNote: string | null;
  createdAt: string;
};

export type Database = {
  submissions: SubmissionTable;
  storedFiles: StoredFileTable;
  idempotencyKeys: IdempotencyKeyTable;
  outbox: OutboxTable;
  complaints: ComplaintTable;
  complaintHistory: ComplaintHistoryTable;
};
