// Test support for the form endpoints: a real app on a fresh database (SQLite
// file, or a PostgreSQL schema when TEST_DATABASE_URL is set), plus builders
// for multipart bodies and minimal resume files.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { buildApp } from "../app";
import { type DatabaseOptions, openDatabase } from "../db/database";
import type { Database } from "../db/schema";
import { createTestDatabase } from "../db/test-database";
import type { DeliverySettings } from "../delivery/settings";
import { findSubmission, listSubmissions, type SubmissionRecord } from "../submissions/queries";

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

export async function startFormApp(options: { rateLimit?: number; delivery?: DeliverySettings } = {}): Promise<FormApp> {
  const database = await createTestDatabase();
  const clientDir = await mkdtemp(path.join(os.tmpdir(), "site-client-"));
  const dbOptions = { sqlitePath: database.sqlitePath, databaseUrl: database.databaseUrl };
  const app = await buildApp({ clientDir, logLevel: "silent", trustProxy: false, ...dbOptions, formRateLimit: options.rateLimit ?? 10_000, delivery: options.delivery });
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
  for (const f of files) form.append(f.field ?? "resume", new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "application/octet-stream" }), f.filename);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type")! } };
}

export const samplePdf = () => Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");
export const sampleDoc = () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 0)]);

/** A stored (uncompressed) zip with the given entries: enough to be a DOCX container. */
export function makeZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, "utf8");
    const data = Buffer.from(content, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

export const sampleDocx = () =>
  makeZip({ "[Content_Types].xml": "<Types/>", "word/document.xml": "<w:document><w:body/></w:document>" });
