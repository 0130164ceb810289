// Table types as Kysely sees them (camelCase; CamelCasePlugin maps to snake_case columns).
// Timestamps are ISO 8601 UTC strings on both databases: they sort and compare
// as text, so the same queries work on SQLite and PostgreSQL (docs/decisions/010-storage.md).

/**
 * One row per accepted submission of any form (docs/decisions/011-submissions.md).
 * The fields are the form's validated values as JSON, keyed by the names in
 * its declaration (forms/<form>.ts), so adding a field needs no migration.
 */
export type SubmissionTable = {
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
export type StoredFileTable = {
  sha256: string;
  bytes: Uint8Array;
  size: number;
  /** MIME type decided from the bytes. */
  type: string;
  createdAt: string;
};

/** A form's idempotency key and the reference it was answered with, kept a day. */
export type IdempotencyKeyTable = {
  key: string;
  form: string;
  reference: string;
  createdAt: string;
};

/** A complaint's current state; its submission (form "complaint") holds what the complainant wrote. */
export type ComplaintTable = {
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
export type ComplaintHistoryTable = {
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
  complaints: ComplaintTable;
  complaintHistory: ComplaintHistoryTable;
};
