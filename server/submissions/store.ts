// Storing an accepted submission: one transaction holds the idempotency key,
// the file (once per content), the submission row and whatever the hooks add
// (the delivery outbox, a complaint's status). The route answers 2xx only
// after it commits, so an acknowledged submission is never lost.
import { createHash, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Lang } from "#shared/locales";
import type { Database } from "../db/schema";
import { formByName } from "../form-registry/registry";
import { newReference } from "./reference";
import { firstStatus } from "#forms/lead-statuses";
import { searchColumns } from "./search-columns";

/** An idempotency key is honoured this long: a retry after a dropped connection comes within minutes. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

type NewSubmission = {
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

type StoredSubmission = {
  id: string;
  reference: string;
  form: string;
  lang: Lang;
  fields: Record<string, string | number>;
  createdAt: string;
  file?: { sha256: string; name: string; type: string; size: number };
};

type StoreResult =
  /** Stored now. */
  | { kind: "stored"; submission: StoredSubmission }
  /** The same idempotency key was answered within the window for the same submission: same reference, nothing stored. */
  | { kind: "replayed"; reference: string }
  /** The key was used within the window for another form or other values: nothing stored, nothing answered of the first. */
  | { kind: "key-reused" }
  /** A repeat of a once-only value (newsletter address): a fresh reference, nothing stored. */
  | { kind: "repeat"; reference: string };

/** Run inside the submission's transaction, after its row is written (e.g. the outbox). */
export type StoreHook = (tx: Transaction<Database>, submission: StoredSubmission) => Promise<void>;

export async function storeSubmission(
  db: Kysely<Database>,
  input: NewSubmission,
  hooks: readonly StoreHook[] = [],
  now = new Date(),
): Promise<StoreResult> {
  const createdAt = now.toISOString();
  return db.transaction().execute(async (tx) => {
    const reference = await unusedReference(tx);

    if (input.idempotencyKey) {
      // Keys go when they expire, not only with a purge (an index range on created_at: cheap when none has).
      await tx
        .deleteFrom("idempotencyKeys")
        .where("createdAt", "<=", new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString())
        .execute();
      const bodyHash = submissionHash(input);
      const claimed = await tx
        .insertInto("idempotencyKeys")
        .values({ key: input.idempotencyKey, form: input.form, reference, bodyHash, createdAt })
        .onConflict((oc) => oc.column("key").doNothing())
        .returning("key")
        .executeTakeFirst();
      if (!claimed) {
        // Someone holds the key. On PostgreSQL the insert above waited for
        // that transaction to commit. Only a retry of the very same
        // submission gets its answer: a key reused with another form or other
        // values (decision 030: from another address, to learn the first's
        // reference and drop the second) is refused.
        const held = await tx.selectFrom("idempotencyKeys").selectAll().where("key", "=", input.idempotencyKey).executeTakeFirstOrThrow();
        const same = held.form === input.form && (held.bodyHash === null || held.bodyHash === bodyHash);
        return same ? { kind: "replayed", reference: held.reference } : { kind: "key-reused" };
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

    const submission: StoredSubmission = {
      id: randomUUID(),
      reference,
      form: input.form,
      lang: input.lang,
      fields: input.fields,
      createdAt,
      file,
    };
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
        ...searchColumns(formByName(input.form)?.form, input.fields, reference),
        // Each form's workflow starts at its first declared status (a job application at "screening").
        status: firstStatus(formByName(input.form)?.form),
      })
      .execute();
    for (const hook of hooks) await hook(tx, submission);
    return { kind: "stored", submission };
  });
}

/**
 * What an idempotency key is bound to: the form, the language and the
 * validated values (so a retry that differs only in spaces the schema trims is
 * the same submission), and the file's content.
 */
function submissionHash(input: NewSubmission): string {
  const hash = createHash("sha256").update(JSON.stringify([input.form, input.lang, input.fields]));
  if (input.file) hash.update("\n").update(input.file.bytes);
  return hash.digest("hex");
}

/** A reference no stored submission has (a clash is a one-in-a-billion event; then draw again). */
async function unusedReference(tx: Transaction<Database>): Promise<string> {
  for (;;) {
    const reference = newReference();
    const taken = await tx.selectFrom("submissions").select("id").where("reference", "=", reference).executeTakeFirst();
    if (!taken) return reference;
  }
}
