// The tables of live site content (migration 020, docs/decisions/130-live-site-content.md),
// kept beside the feature: the feature's queries see them with the rest of the database.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

export type VersionStatus = "draft" | "awaiting-approval" | "scheduled" | "publishing" | "published" | "failed" | "discarded";

export type SiteContentVersionTable = {
  id: string;
  section: string;
  number: number | null;
  /** JSON: { en, hi } for copy, the value itself for facts every language shares. */
  value: string;
  gitHash: string;
  status: VersionStatus;
  restores: number | null;
  /** JSON array of the emails of everyone who changed it (none of them may approve it). */
  editors: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  submittedBy: string | null;
  submittedAt: string | null;
  approvedBy: string | null;
  approvedAt: string | null;
  rejectedBy: string | null;
  rejectedReason: string | null;
  publishAt: string | null;
  publishedBy: string | null;
  publishedAt: string | null;
  /** JSON ContentProblem[]: why the last attempt to publish it failed. */
  problems: string | null;
};

type SiteContentStateTable = { id: number; seq: number; changedAt: string };

type SiteGenerationTable = {
  buildId: string;
  seq: number;
  status: "rendering" | "live" | "failed";
  claimedAt: string;
  createdAt: string | null;
  files: string | null;
  sections: string | null;
  problems: string | null;
};

type SiteFileTable = { sha256: string; body: Uint8Array; br: Uint8Array | null; gzip: Uint8Array | null; createdAt: string };

type SiteImageTable = {
  name: string;
  usage: string;
  entry: string;
  files: string;
  /** JSON { en, hi }. */
  alt: string;
  uploadedBy: string;
  createdAt: string;
};

type SitePreviewTable = {
  tokenHash: string;
  versionId: string;
  files: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
};

type SiteContentTables = {
  siteContentVersions: SiteContentVersionTable;
  siteContentState: SiteContentStateTable;
  siteGenerations: SiteGenerationTable;
  siteFiles: SiteFileTable;
  siteImages: SiteImageTable;
  sitePreviews: SitePreviewTable;
};

export type ContentDatabase = Database & SiteContentTables;

/** The database with these tables in its type (they are created by migration 020). */
export const contentDb = (db: Kysely<Database>) => db as unknown as Kysely<ContentDatabase>;
/** Back to the rest of the server's type, for code that takes it (the audit trail). */
export const serverDb = (db: Kysely<ContentDatabase>) => db as unknown as Kysely<Database>;
