// Test support for the form endpoints: a real app on a fresh database (SQLite
// file, or a PostgreSQL schema when TEST_DATABASE_URL is set), plus builders
// for multipart bodies and minimal resume files.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { type AppOptions, buildApp } from "../../server/app";
import { type DatabaseOptions, openDatabase } from "../../server/db/database";
import type { Database } from "../../server/db/schema";
import { createTestDatabase } from "./database";
import type { DeliverySettings } from "../../server/delivery/settings";
import type { SubmissionRecord } from "../../server/db/submission-records";
import { findSubmission, listSubmissions } from "../../server/submissions/queries";

export type FormApp = {
  app: FastifyInstance;
  /** A second connection to the same database, to check what was stored. */
  db: Kysely<Database>;
  dbOptions: DatabaseOptions;
  kind: "sqlite" | "postgres";
  /** What is stored for a form, oldest first. */
  stored(form: string): Promise<SubmissionRecord[]>;
  /** The stored submission a 2xx answer's reference names. */
  byReference(reference: string): Promise<SubmissionRecord | undefined>;
  close(): Promise<void>;
};

/** `app` sets any other option of the app (an upload quota small enough to reach, ...). */
export async function startFormApp(
  options: { rateLimit?: number; delivery?: DeliverySettings; app?: Partial<AppOptions> } = {},
): Promise<FormApp> {
  const database = await createTestDatabase();
  const clientDir = await mkdtemp(path.join(os.tmpdir(), "site-client-"));
  const dbOptions = { sqlitePath: database.sqlitePath, databaseUrl: database.databaseUrl };
  const app = await buildApp({
    clientDir,
    logLevel: "silent",
    trustProxy: false,
    checkStaffAnswers: true,
    ...dbOptions,
    formRateLimit: options.rateLimit ?? 10_000,
    formRateLimitTotal: 10_000,
    maxEventLoopUtilization: 1,
    // Off, as in listening-app.ts: a loaded machine must not shed the forms under test.
    maxEventLoopDelayMs: 0,
    delivery: options.delivery,
    ...options.app,
  });
  const check = await openDatabase(dbOptions);
  return {
    app,
    db: check.kysely,
    dbOptions,
    kind: database.kind,
    stored: (form) => listSubmissions(check.kysely, form),
    byReference: (reference) => findSubmission(check.kysely, reference),
    close: async () => {
      await app.close();
      await check.close();
      await database.cleanup();
      await rm(clientDir, { recursive: true, force: true });
    },
  };
}

export type FilePart = { field?: string; filename: string; bytes: Buffer; type?: string };

/** A multipart/form-data body as a browser would send it. */
export async function multipartBody(fields: Record<string, string>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(f.field ?? "resume", new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "application/octet-stream" }), f.filename);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type")! } };
}

// Real, well-formed files (built in code): the server checks a resume's structure, not its first bytes.
export { validDoc as sampleDoc, validDocx as sampleDocx, validPdf as samplePdf } from "./resume-files";
