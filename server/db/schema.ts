// Table types as Kysely sees them (camelCase; CamelCasePlugin maps to snake_case columns).
// Timestamps are ISO 8601 UTC strings on both databases: they sort and compare
// as text, so the same queries work on SQLite and PostgreSQL (docs/decisions/010-storage.md).

export type NewsletterSubscriptionTable = {
  id: string;
  /** Lower-cased, so a sign-up differing only in case is the same address. */
  email: string;
  createdAt: string;
};

export type PartnerEnquiryTable = {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  loanAmount: string | null;
  purpose: string | null;
  message: string | null;
  createdAt: string;
};

export type JobApplicationTable = {
  id: string;
  jobId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  experience: string;
  location: string;
  company: string;
  currentCtc: string;
  expectedCtc: string;
  noticePeriod: string;
  coverLetter: string;
  /** The visitor's file name: data only, never a path on disk. */
  resumeFileName: string;
  /** MIME type detected from the bytes. */
  resumeType: string;
  resumeSize: number;
  resumeSha256: string;
  resume: Uint8Array;
  createdAt: string;
};

export type LoanEnquiryTable = {
  id: string;
  name: string;
  mobile: string;
  company: string;
  product: string;
  /** Rupees. */
  amount: number;
  city: string;
  message: string | null;
  createdAt: string;
};

export type Database = {
  newsletterSubscriptions: NewsletterSubscriptionTable;
  partnerEnquiries: PartnerEnquiryTable;
  jobApplications: JobApplicationTable;
  loanEnquiries: LoanEnquiryTable;
};

export type LeadTable = keyof Database;
