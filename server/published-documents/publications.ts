// Published documents in the database: publish, replace (a new version; the
// old one keeps when it was live), withdraw (with a reason), and the reads
// the library and the console need. Each change writes its audit row, with
// the file's sha256, in its own transaction (docs/decisions/111-published-documents.md).
import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { encodeSegment, documentUrl } from "#shared/documents/path-codec";
import { appendAudit } from "../audit/audit-trail";
import type { DatabaseKind } from "../db/database";
import type { Database } from "../db/schema";
import type { Channel } from "../delivery/outbox";
import { queueUpdateAlerts } from "../investor-alerts/alert-job";

type Actor = { email: string };

type NewPublication = {
  folder: string[];
  fileName: string;
  title: string;
  titleHi?: string | null;
  disclosureDate: string;
  publishAt: Date;
  bytes: Buffer;
  /** The file's name on the secretary's computer. */
  sourceName?: string;
  /** The PDF's text (pdf-text.ts), extracted before the transaction. */
  text: string;
};

type PublishOutcome = { ok: true; id: string; url: string; sha256: string } | { ok: false; reason: "taken" | "withdrawn-name" };

/** The document's address: the same rule as the build's files, so one URL space holds both. */
export function publishedUrl(folder: readonly string[], fileName: string): string {
  return documentUrl([...folder.map(encodeSegment), encodeSegment(fileName)]);
}

const sha256Of = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function storeFile(tx: Kysely<Database>, bytes: Buffer, at: string): Promise<string> {
  const sha256 = sha256Of(bytes);
  await tx
    .insertInto("storedFiles")
    .values({ sha256, bytes, size: bytes.byteLength, type: "application/pdf", createdAt: at })
    .onConflict((oc) => oc.column("sha256").doNothing())
    .execute();
  return sha256;
}

export async function publish(
  db: Kysely<Database>,
  kind: DatabaseKind,
  actor: Actor,
  input: NewPublication,
  now: Date,
): Promise<PublishOutcome> {
  const url = publishedUrl(input.folder, input.fileName);
  return db.transaction().execute(async (tx) => {
    const existing = await tx.selectFrom("publishedDocuments").select(["withdrawnAt"]).where("url", "=", url).executeTakeFirst();
    if (existing) return { ok: false, reason: existing.withdrawnAt ? "withdrawn-name" : "taken" } as const;
    const at = now.toISOString();
    const id = randomUUID();
    const sha256 = await storeFile(tx, input.bytes, at);
    const publishAt = input.publishAt.toISOString();
    await tx
      .insertInto("publishedDocuments")
      .values({
        id,
        folder: JSON.stringify(input.folder),
        fileName: input.fileName,
        url,
        title: input.title,
        titleHi: input.titleHi ?? null,
        disclosureDate: input.disclosureDate,
        publishAt,
        withdrawnAt: null,
        withdrawnReason: null,
        // Set by the investor alerts' job once the document is live (server/investor-alerts/alert-job.ts).
        alertedAt: null,
        currentVersion: 1,
        createdBy: actor.email,
        createdAt: at,
      })
      .execute();
    await tx
      .insertInto("publishedDocumentVersions")
      .values({
        documentId: id,
        version: 1,
        sha256,
        size: input.bytes.byteLength,
        uploadedBy: actor.email,
        liveFrom: publishAt,
        liveUntil: null,
        text: input.text,
        note: null,
        sourceName: input.sourceName ?? null,
      })
      .execute();
    await appendAudit(
      tx,
      kind,
      { actor: actor.email, action: "document.published", subject: id, detail: { url, version: 1, sha256, publishAt } },
      now,
    );
    return { ok: true, id, url, sha256 } as const;
  });
}

type ChangeOutcome<T> = { ok: true; value: T } | { ok: false; reason: "missing" | "withdrawn" };

/** A replacement file: its bytes and text, its own name, and what changed (required, shown to investors). */
type Replacement = { bytes: Buffer; text: string; sourceName: string; note: string };

/** The version live until now stops being live at `until` (a replacement's or a withdrawal's moment). */
async function endLiveSpan(tx: Kysely<Database>, documentId: string, version: number, until: string) {
  await tx
    .updateTable("publishedDocumentVersions")
    .set({ liveUntil: until })
    .where("documentId", "=", documentId)
    .where("version", "=", version)
    .execute();
}

/**
 * A new file for the same address: the old version is live until now (or
 * never, if it was still scheduled). Investors on the alerts list hear of it
 * through `alertChannels`' outbox, in the same transaction.
 */
export async function replace(
  db: Kysely<Database>,
  kind: DatabaseKind,
  actor: Actor,
  id: string,
  { bytes, text, sourceName, note }: Replacement,
  now: Date,
  alertChannels: readonly Channel[] = [],
): Promise<ChangeOutcome<{ version: number; sha256: string }>> {
  return db.transaction().execute(async (tx) => {
    // Locked on PostgreSQL: two replacements at once would both take the next version number, and the
    // alert job's alerted_at must be read as it will be committed.
    const doc = await tx
      .selectFrom("publishedDocuments")
      .selectAll()
      .where("id", "=", id)
      .$if(kind === "postgres", (q) => q.forUpdate())
      .executeTakeFirst();
    if (!doc) return { ok: false, reason: "missing" } as const;
    if (doc.withdrawnAt) return { ok: false, reason: "withdrawn" } as const;
    const at = now.toISOString();
    const liveFrom = doc.publishAt > at ? doc.publishAt : at;
    const sha256 = await storeFile(tx, bytes, at);
    const version = Number(doc.currentVersion) + 1;
    await endLiveSpan(tx, id, doc.currentVersion, liveFrom);
    await tx
      .insertInto("publishedDocumentVersions")
      .values({
        documentId: id,
        version,
        sha256,
        size: bytes.byteLength,
        uploadedBy: actor.email,
        liveFrom,
        liveUntil: null,
        text,
        note,
        sourceName,
      })
      .execute();
    await tx.updateTable("publishedDocuments").set({ currentVersion: version }).where("id", "=", id).execute();
    await appendAudit(
      tx,
      kind,
      { actor: actor.email, action: "document.replaced", subject: id, detail: { url: doc.url, version, sha256, note } },
      now,
    );
    await queueUpdateAlerts(tx, alertChannels, { id, alertedAt: doc.alertedAt, version }, now);
    return { ok: true, value: { version, sha256 } } as const;
  });
}

export async function withdraw(
  db: Kysely<Database>,
  kind: DatabaseKind,
  actor: Actor,
  id: string,
  reason: string,
  now: Date,
  /** For the audit row: a withdrawal within the five years names its category and who asked for it. */
  approval: Record<string, string> = {},
): Promise<ChangeOutcome<null>> {
  return db.transaction().execute(async (tx) => {
    const doc = await tx.selectFrom("publishedDocuments").selectAll().where("id", "=", id).executeTakeFirst();
    if (!doc) return { ok: false, reason: "missing" } as const;
    if (doc.withdrawnAt) return { ok: false, reason: "withdrawn" } as const;
    const at = now.toISOString();
    const version = await tx
      .selectFrom("publishedDocumentVersions")
      .select("sha256")
      .where("documentId", "=", id)
      .where("version", "=", doc.currentVersion)
      .executeTakeFirstOrThrow();
    await endLiveSpan(tx, id, doc.currentVersion, at);
    await tx.updateTable("publishedDocuments").set({ withdrawnAt: at, withdrawnReason: reason }).where("id", "=", id).execute();
    await appendAudit(
      tx,
      kind,
      {
        actor: actor.email,
        action: "document.withdrawn",
        subject: id,
        detail: { url: doc.url, version: Number(doc.currentVersion), sha256: version.sha256, reason, ...approval },
      },
      now,
    );
    return { ok: true, value: null } as const;
  });
}

export type LiveDocument = {
  id: string;
  folder: string[];
  /** Display name in the library: the file name without ".pdf" (as the build names its files). */
  name: string;
  title: string;
  /** The Hindi library's title; null: the English one. */
  titleHi: string | null;
  url: string;
  size: number;
  type: "PDF";
  disclosureDate: string;
  publishedAt: string;
};

/** The documents live at `now` (published, not withdrawn), each joined to its current version (v), newest publication first. */
const liveVersions = (db: Kysely<Database>, now: Date) =>
  db
    .selectFrom("publishedDocuments as d")
    .innerJoin("publishedDocumentVersions as v", (j) => j.onRef("v.documentId", "=", "d.id").onRef("v.version", "=", "d.currentVersion"))
    .where("d.publishAt", "<=", now.toISOString())
    .where("d.withdrawnAt", "is", null)
    .orderBy("d.publishAt", "desc");

/** Where and how the library shows a document: its folder, its name (the file name without ".pdf", as the build names its files) and title. */
const libraryPlace = (r: { folder: string; fileName: string; title: string }) => ({
  folder: JSON.parse(r.folder) as string[],
  name: r.fileName.replace(/\.pdf$/i, ""),
  title: r.title,
});

/** In the library now: published at or before `now`, not withdrawn; newest publication first. */
export async function liveDocuments(db: Kysely<Database>, now: Date): Promise<LiveDocument[]> {
  const rows = await liveVersions(db, now)
    .select(["d.id", "d.folder", "d.fileName", "d.title", "d.titleHi", "d.url", "d.disclosureDate", "d.publishAt", "v.size"])
    .orderBy("d.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    ...libraryPlace(r),
    titleHi: r.titleHi,
    url: r.url,
    size: Number(r.size),
    type: "PDF",
    disclosureDate: r.disclosureDate,
    publishedAt: r.publishAt,
  }));
}

type ServedDocument =
  { kind: "live"; fileName: string; sha256: string; size: number; bytes: Uint8Array } | { kind: "gone" } | { kind: "none" };

/** What a document address answers: the live version's bytes, gone (withdrawn), or nothing here (not yet published counts as nothing). */
export async function documentAt(db: Kysely<Database>, url: string, now: Date): Promise<ServedDocument> {
  const doc = await db
    .selectFrom("publishedDocuments")
    .select(["id", "fileName", "publishAt", "withdrawnAt", "currentVersion"])
    .where("url", "=", url)
    .executeTakeFirst();
  if (!doc || doc.publishAt > now.toISOString()) return { kind: "none" };
  if (doc.withdrawnAt) return { kind: "gone" };
  const file = await db
    .selectFrom("publishedDocumentVersions as v")
    .innerJoin("storedFiles as f", "f.sha256", "v.sha256")
    .select(["f.sha256", "f.size", "f.bytes"])
    .where("v.documentId", "=", doc.id)
    .where("v.version", "=", doc.currentVersion)
    .executeTakeFirstOrThrow();
  return { kind: "live", fileName: doc.fileName, sha256: file.sha256, size: Number(file.size), bytes: file.bytes };
}

export type LiveText = { url: string; folder: string[]; name: string; title: string; text: string };

/** The live documents' text, for search inside documents. */
export async function liveTexts(db: Kysely<Database>, now: Date): Promise<LiveText[]> {
  const rows = await liveVersions(db, now).select(["d.url", "d.folder", "d.fileName", "d.title", "v.text"]).execute();
  return rows.map((r) => ({
    url: r.url,
    ...libraryPlace(r),
    text: r.text,
  }));
}
