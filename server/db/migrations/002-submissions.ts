// One table for every form's submissions (fields as JSON, a reference for the
// visitor) and stored_files for resumes by sha256; the first round's rows are
// copied in, each with a new reference, so an upgrade loses nothing.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "../database";
import { randomBytes } from "node:crypto";
import { createIndexes, createTable } from "./table-kit";

export function migration(kind: DatabaseKind): Migration {
  const bytes = kind === "postgres" ? "bytea" : "blob";
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, "stored_files")`
        sha256 text primary key, bytes ${bytes} not null, size integer not null, type text not null, created_at text not null`;
      await createTable(db, "submissions")`
        id text primary key, reference text not null unique,
        form text not null, lang text not null, fields text not null, dedupe_key text,
        file_sha256 text references stored_files.sha256, file_name text, file_type text, file_size integer,
        created_at text not null`;
      await createIndexes(db, "submissions")`
        submissions_form_created_at (form, created_at), submissions_created_at (created_at),
        -- NULLs never collide, so only forms that set a dedupe key are deduplicated.
        unique submissions_form_dedupe_key (form, dedupe_key)`;
      await createTable(
        db,
        "idempotency_keys",
      )`key text primary key, form text not null, reference text not null, created_at text not null`;
      await copyFirstRoundRows(db);
      for (const table of ["loan_enquiries", "job_applications", "partner_enquiries", "newsletter_subscriptions"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

type Row = Record<string, unknown>;

/**
 * A reference as server/submissions/reference.ts made them when this migration was written (27 November 2026),
 * copied so that the migration never changes with today's code: the prefix then, and 6 characters of Crockford's
 * base32 without I, L, O and U.
 */
function newReference(): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  let out = "";
  for (const b of randomBytes(6)) out += alphabet[b & 31];
  return `UF-${out}`;
}

/**
 * Moves what the first round's per-form tables hold into `submissions`, each
 * row with a new reference, so an upgrade loses nothing. Field names become
 * the declarations' (current_ctc -> currentCTC).
 */
async function copyFirstRoundRows(db: Kysely<unknown>) {
  const q = db as unknown as Kysely<Record<string, Row>>;
  const insert = async (row: Row, form: string, fields: Row, extra: Row = {}) => {
    const values: Row = {
      id: row.id,
      reference: newReference(),
      form,
      lang: "en",
      fields: JSON.stringify(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined && v !== ""))),
      created_at: row.created_at ?? row.createdAt,
      ...extra,
    };
    await q.insertInto("submissions").values(values).execute();
  };
  const rows = (table: string) => q.selectFrom(table).selectAll().execute();
  for (const r of await rows("newsletter_subscriptions")) await insert(r, "newsletter", { email: r.email }, { dedupe_key: r.email });
  for (const r of await rows("partner_enquiries")) {
    await insert(r, "partner-enquiry", pick(r, ["name", "email", "phone", "company", ["loan_amount", "loanAmount"], "purpose", "message"]));
  }
  for (const r of await rows("loan_enquiries")) {
    await insert(r, "loan-enquiry", pick(r, ["name", "mobile", "company", "city", "product", "amount", "message"]));
  }
  for (const r of await rows("job_applications")) {
    const sha256 = String(r.resume_sha256 ?? r.resumeSha256);
    await q
      .insertInto("stored_files")
      .values({
        sha256,
        bytes: r.resume,
        size: r.resume_size ?? r.resumeSize,
        type: r.resume_type ?? r.resumeType,
        created_at: r.created_at ?? r.createdAt,
      })
      .onConflict((oc) => oc.column("sha256").doNothing())
      .execute();
    const fields = pick(r, [
      ["job_id", "jobId"],
      ["first_name", "firstName"],
      ["last_name", "lastName"],
      "email",
      "phone",
      "experience",
      "location",
      "company",
      ["current_ctc", "currentCTC"],
      ["expected_ctc", "expectedCTC"],
      ["notice_period", "noticePeriod"],
      ["cover_letter", "coverLetter"],
    ]);
    await insert(r, "job-application", fields, {
      file_sha256: sha256,
      file_name: r.resume_file_name ?? r.resumeFileName,
      file_type: r.resume_type ?? r.resumeType,
      file_size: r.resume_size ?? r.resumeSize,
    });
  }
}

/** Reads columns by their snake_case or camelCase name (the CamelCasePlugin may have mapped them) into field names. */
function pick(row: Row, columns: (string | [string, string])[]): Row {
  const out: Row = {};
  for (const c of columns) {
    const [column, field] = typeof c === "string" ? [c, c] : c;
    const camel = column.replace(/_(\w)/g, (_m, ch: string) => ch.toUpperCase());
    out[field] = row[column] ?? row[camel];
  }
  return out;
}
