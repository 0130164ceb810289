// Storing an accepted submission: one transaction holds the idempotency key,
// the file (once per content), the submission row and whatever the hooks add
// (the delivery outbox, a complaint's status). The route answers 2xx only
// after it commits, so an acknowledged submission is never lost.
import { createHash, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Lang } from "#shared/locales";
import type { Database } from "../db/schema";
import { formByName } from "../forms/registry";
import { newReference } from "./reference";
import { searchColumns } from "./search-columns";

/** An idempotency key is honoured this long: a retry after a dropped connection comes within minutes. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export type NewSubmission = {
  form: string;
  lang: Lang;
  /** The validated values, keyed by the declaration's field names. */
  fields: Record<string, string | number>;
  /** A value stored once per form: a repeat is answered like a new one but not stored again. */
  dedupeKey?: string;
  file?: { bytes: Buffer; name: string; type: string };
  idempotencyKey?: string;
  /** The consent record: sha256 of the notice shown beside the form (server/privacy/consent-record.ts). */
  noticeSha256?: string;
};

export type StoredSubmission = {
  id: string;
  reference: string;
  form: string;
  lang: Lang;
  fields: Record<string, string | number>;
  createdAt: string;
  file?: { sha256: string; name: string; type: string; size: number };
};

export type StoreResult =
  /** Stored now. */
  | { kind: "stored"; submission: StoredSubmission }
  /** The same idempotency key was answered within the window: same reference, nothing stored. */
  | { kind: "replayed"; reference: string }
  /** A repeat of a once-only value (newsletter address): a fresh reference, nothing stored. */
  | { kind: "repeat"; reference: string };

/** Run inside the submission's transaction, after its row is written (e.g. the outbox). */
export type StoreHook = (tx: Transaction<Database>, submission: StoredSubmission) => Promise<void>;

export async function storeSubmission(db: Kysely<Database>, input: NewSubmission, hooks: readonly StoreHook[] = [], now = new Date()): Promise<StoreResult> {
  const createdAt = now.toISOString();
  return db.transaction().execute(async (tx) => {
    const reference = await unusedReference(tx);

    if (input.idempotencyKey) {
      const claimed = await tx
        .insertInto("idempotencyKeys")
        .values({ key: input.idempotencyKey, form: input.form, reference, createdAt })
        .onConflict((oc) => oc.column("key").doNothing())
        .returning("key")
        .executeTakeFirst();
      if (!claimed) {
        // Someone (a retry of this very submission) holds the key. On
        // PostgreSQL the insert above waited for that transaction to commit.
        const held = await tx.selectFrom("idempotencyKeys").selectAll().where("key", "=", input.idempotencyKey).executeTakeFirstOrThrow();
        const fresh = Date.parse(held.createdAt) > now.getTime() - IDEMPOTENCY_WINDOW_MS;
        if (fresh && held.form === input.form) return { kind: "replayed", reference: held.reference };
        await tx.updateTable("idempotencyKeys").set({ form: input.form, reference, createdAt }).where("key", "=", input.idempotencyKey).execute();
      }
    }

    if (input.dedupeKey !== undefined) {
      const existing = await tx
        .selectFrom("submissions")
        .select("id")
        .where("form", "=", input.form)
        .where("dedupeKey", "=", input.dedupeKey)
        .executeTakeFirst();
      if (existing) return { kind: "repeat", reference };
    }

    let file: StoredSubmission["file"];
    if (input.file) {
      const sha256 = createHash("sha256").update(input.file.bytes).digest("hex");
      file = { sha256, name: input.file.name, type: input.file.type, size: input.file.bytes.byteLength };
      await tx
        .insertInto("storedFiles")
        .values({ sha256, bytes: input.file.bytes, size: file.size, type: file.type, createdAt })
        .onConflict((oc) => oc.column("sha256").doNothing())
        .execute();
    }

    const submission: StoredSubmission = { id: randomUUID(), reference, form: input.form, lang: input.lang, fields: input.fields, createdAt, file };
    await tx
      .insertInto("submissions")
      .values({
        id: submission.id,
        reference,
        form: input.form,
        lang: input.lang,
        fields: JSON.stringify(input.fields),
        dedupeKey: input.dedupeKey ?? null,
        fileSha256: file?.sha256 ?? null,
        fileName: file?.name ?? null,
        fileType: file?.type ?? null,
        fileSize: file?.size ?? null,
        createdAt,
        noticeSha256: input.noticeSha256 ?? null,
        ...searchColumns(formByName(input.form)?.form, input.fields),
      })
      .execute();
    for (const hook of hooks) await hook(tx, submission);
    return { kind: "stored", submission };
  });
}

/** A reference no stored submission has (a clash is a one-in-a-billion event; then draw again). */
async function unusedReference(tx: Transaction<Database>): Promise<string> {
  for (;;) {
    const reference = newReference();
    const taken = await tx.selectFrom("submissions").select("id").where("reference", "=", reference).executeTakeFirst();
    if (!taken) return reference;
  }
}
