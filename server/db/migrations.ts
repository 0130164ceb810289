// Migrations live in code (not files read at run time), so the bundled server
// carries them. Each one must work on SQLite and PostgreSQL alike.
import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import type { DatabaseKind } from "./database";
import { formByName } from "../form-registry/registry";
import { newReference } from "../submissions/reference";
import { searchColumns } from "../submissions/search-columns";

function migrations(kind: DatabaseKind): Record<string, Migration> {
  const bytes = kind === "postgres" ? "bytea" : "blob";
  return {
    "001_leads": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("newsletter_subscriptions")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("email", "text", (c) => c.notNull().unique())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("partner_enquiries")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("phone", "text", (c) => c.notNull())
          .addColumn("company", "text", (c) => c.notNull())
          .addColumn("loan_amount", "text")
          .addColumn("purpose", "text")
          .addColumn("message", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("job_applications")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("job_id", "text", (c) => c.notNull())
          .addColumn("first_name", "text", (c) => c.notNull())
          .addColumn("last_name", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("phone", "text", (c) => c.notNull())
          .addColumn("experience", "text", (c) => c.notNull())
          .addColumn("location", "text", (c) => c.notNull())
          .addColumn("company", "text", (c) => c.notNull())
          .addColumn("current_ctc", "text", (c) => c.notNull())
          .addColumn("expected_ctc", "text", (c) => c.notNull())
          .addColumn("notice_period", "text", (c) => c.notNull())
          .addColumn("cover_letter", "text", (c) => c.notNull())
          .addColumn("resume_file_name", "text", (c) => c.notNull())
          .addColumn("resume_type", "text", (c) => c.notNull())
          .addColumn("resume_size", "integer", (c) => c.notNull())
          .addColumn("resume_sha256", "text", (c) => c.notNull())
          .addColumn("resume", bytes, (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("loan_enquiries")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("mobile", "text", (c) => c.notNull())
          .addColumn("company", "text", (c) => c.notNull())
          .addColumn("product", "text", (c) => c.notNull())
          .addColumn("amount", "integer", (c) => c.notNull())
          .addColumn("city", "text", (c) => c.notNull())
          .addColumn("message", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        // Exports filter and purges delete by age.
        for (const table of ["newsletter_subscriptions", "partner_enquiries", "job_applications", "loan_enquiries"]) {
          await db.schema.createIndex(`${table}_created_at`).on(table).column("created_at").execute();
        }
      },
      async down(db: Kysely<unknown>) {
        for (const table of ["loan_enquiries", "job_applications", "partner_enquiries", "newsletter_subscriptions"]) {
          await db.schema.dropTable(table).execute();
        }
      },
    },
    "002_submissions": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("stored_files")
          .addColumn("sha256", "text", (c) => c.primaryKey())
          .addColumn("bytes", bytes, (c) => c.notNull())
          .addColumn("size", "integer", (c) => c.notNull())
          .addColumn("type", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("submissions")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("reference", "text", (c) => c.notNull().unique())
          .addColumn("form", "text", (c) => c.notNull())
          .addColumn("lang", "text", (c) => c.notNull())
          .addColumn("fields", "text", (c) => c.notNull())
          .addColumn("dedupe_key", "text")
          .addColumn("file_sha256", "text", (c) => c.references("stored_files.sha256"))
          .addColumn("file_name", "text")
          .addColumn("file_type", "text")
          .addColumn("file_size", "integer")
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("submissions_form_created_at").on("submissions").columns(["form", "created_at"]).execute();
        await db.schema.createIndex("submissions_created_at").on("submissions").column("created_at").execute();
        // NULLs never collide, so only forms that set a dedupe key are deduplicated.
        await db.schema.createIndex("submissions_form_dedupe_key").on("submissions").columns(["form", "dedupe_key"]).unique().execute();
        await db.schema
          .createTable("idempotency_keys")
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("form", "text", (c) => c.notNull())
          .addColumn("reference", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await copyFirstRoundRows(db);
        for (const table of ["loan_enquiries", "job_applications", "partner_enquiries", "newsletter_subscriptions"]) {
          await db.schema.dropTable(table).execute();
        }
      },
    },
    // docs/decisions/030-hostile-input.md: the key of the address hashes, request counters shared by
    // every process on one PostgreSQL, and the daily resume-byte totals
    // (server/limits/). Counters are used on PostgreSQL only; SQLite counts
    // in memory, but the table exists on both so the schema is one.
    "003_limits": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("limits_secret")
          .addColumn("id", "integer", (c) => c.primaryKey())
          .addColumn("secret", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("rate_counters")
          .addColumn("bucket", "text", (c) => c.notNull())
          .addColumn("key", "text", (c) => c.notNull())
          .addColumn("window_start", "bigint", (c) => c.notNull())
          .addColumn("count", "integer", (c) => c.notNull())
          .addColumn("expires_at", "bigint", (c) => c.notNull())
          .addPrimaryKeyConstraint("rate_counters_pk", ["bucket", "key", "window_start"])
          .execute();
        await db.schema.createIndex("rate_counters_expires_at").on("rate_counters").column("expires_at").execute();
        await db.schema
          .createTable("upload_quota")
          .addColumn("day", "text", (c) => c.notNull())
          .addColumn("key", "text", (c) => c.notNull())
          .addColumn("bytes", "bigint", (c) => c.notNull())
          .addPrimaryKeyConstraint("upload_quota_pk", ["day", "key"])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        for (const table of ["upload_quota", "rate_counters", "limits_secret"]) await db.schema.dropTable(table).execute();
      },
    },
    // The delivery outbox (server/delivery/): a submission's rows are written in its transaction.
    "004_outbox": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("outbox")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("submission_id", "text", (c) => c.notNull().references("submissions.id"))
          .addColumn("channel", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("next_attempt_at", "text", (c) => c.notNull())
          .addColumn("lease_owner", "text")
          .addColumn("lease_until", "text")
          .addColumn("last_error", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("delivered_at", "text")
          .execute();
        // The worker's claim looks for due rows by status and time; purge and the CLI go by submission.
        await db.schema.createIndex("outbox_status_next_attempt_at").on("outbox").columns(["status", "next_attempt_at"]).execute();
        await db.schema.createIndex("outbox_submission_id").on("outbox").column("submission_id").execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("outbox").execute();
      },
    },
    "005_complaints": {
      async up(db: Kysely<unknown>) {
        // The current state of each complaint, one row per complaint submission.
        await db.schema
          .createTable("complaints")
          .addColumn("reference", "text", (c) => c.primaryKey().references("submissions.reference"))
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("answer_by", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .execute();
        // Every change of status, with the note the complainant is shown (if any); never updated, only added to.
        await db.schema
          .createTable("complaint_history")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("reference", "text", (c) => c.notNull().references("complaints.reference"))
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("public_note", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("complaint_history_reference_created_at")
          .on("complaint_history")
          .columns(["reference", "created_at"])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("complaint_history").execute();
        await db.schema.dropTable("complaints").execute();
      },
    },
    // Decision 030: an idempotency key is bound to its form and a hash of what was
    // submitted (a reuse with another body is refused, not answered with the
    // first submission's reference), and expired keys are deleted as new ones
    // are stored, which the created_at index keeps cheap.
    "006_idempotency_body_hash": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("idempotency_keys").addColumn("body_hash", "text").execute();
        await db.schema.createIndex("idempotency_keys_created_at").on("idempotency_keys").column("created_at").execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropIndex("idempotency_keys_created_at").execute();
        await db.schema.alterTable("idempotency_keys").dropColumn("body_hash").execute();
      },
    },
    // The staff console (docs/decisions/100-staff-sign-in-sessions-audit.md).
    "007_staff": {
      async up(db: Kysely<unknown>) {
        // The lead's work and its indexed contact copies live on the submission row itself: the
        // inbox filters and pages over one table, and a purge removes them with the submission.
        await db.schema.alterTable("submissions").addColumn("search_name", "text").execute();
        await db.schema.alterTable("submissions").addColumn("search_email", "text").execute();
        await db.schema.alterTable("submissions").addColumn("search_phone", "text").execute();
        await db.schema
          .alterTable("submissions")
          .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
          .execute();
        await db.schema.alterTable("submissions").addColumn("assignee_id", "text").execute();
        await db.schema
          .alterTable("submissions")
          .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
        await backfillSearchColumns(db);
        // Keyset pages go newest first by (created_at, id), over all forms or one.
        await db.schema.createIndex("submissions_created_at_id").on("submissions").columns(["created_at", "id"]).execute();
        await db.schema.createIndex("submissions_form_created_at_id").on("submissions").columns(["form", "created_at", "id"]).execute();
        await db.schema.createIndex("submissions_status_created_at").on("submissions").columns(["status", "created_at"]).execute();
        await db.schema.createIndex("submissions_assignee_created_at").on("submissions").columns(["assignee_id", "created_at"]).execute();
        await db.schema.createIndex("submissions_search_email").on("submissions").column("search_email").execute();
        await db.schema.createIndex("submissions_search_phone").on("submissions").column("search_phone").execute();
        await db.schema.createIndex("submissions_search_name").on("submissions").column("search_name").execute();

        await db.schema
          .createTable("staff_users")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("email", "text", (c) => c.notNull().unique())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("roles", "text", (c) => c.notNull())
          .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("last_sign_in_at", "text")
          .execute();
        await db.schema
          .createTable("staff_passkeys")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("user_id", "text", (c) => c.notNull().references("staff_users.id"))
          .addColumn("public_key", bytes, (c) => c.notNull())
          .addColumn("counter", "bigint", (c) => c.notNull())
          .addColumn("transports", "text", (c) => c.notNull())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("last_used_at", "text")
          .execute();
        await db.schema.createIndex("staff_passkeys_user_id").on("staff_passkeys").column("user_id").execute();
        await db.schema
          .createTable("staff_invitations")
          .addColumn("token_hash", "text", (c) => c.primaryKey())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("roles", "text", (c) => c.notNull())
          .addColumn("created_by", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("expires_at", "text", (c) => c.notNull())
          .addColumn("used_at", "text")
          .execute();
        await db.schema
          .createTable("staff_challenges")
          .addColumn("challenge", "text", (c) => c.primaryKey())
          .addColumn("purpose", "text", (c) => c.notNull())
          .addColumn("user_id", "text")
          .addColumn("invitation_hash", "text")
          .addColumn("expires_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("staff_challenges_expires_at").on("staff_challenges").column("expires_at").execute();
        await db.schema
          .createTable("staff_sessions")
          .addColumn("token_hash", "text", (c) => c.primaryKey())
          .addColumn("user_id", "text", (c) => c.notNull().references("staff_users.id"))
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("last_seen_at", "text", (c) => c.notNull())
          .addColumn("reauthenticated_at", "text")
          .execute();
        await db.schema.createIndex("staff_sessions_user_id").on("staff_sessions").column("user_id").execute();
        await db.schema
          .createTable("lead_notes")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("submission_id", "text", (c) => c.notNull().references("submissions.id"))
          .addColumn("author_id", "text", (c) => c.notNull().references("staff_users.id"))
          .addColumn("text", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("lead_notes_submission_id").on("lead_notes").column("submission_id").execute();
        await db.schema
          .createTable("staff_audit")
          .addColumn("seq", "integer", (c) => c.primaryKey())
          .addColumn("at", "text", (c) => c.notNull())
          .addColumn("actor", "text", (c) => c.notNull())
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("subject", "text", (c) => c.notNull())
          .addColumn("detail", "text", (c) => c.notNull())
          .addColumn("hash", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("staff_audit_subject_seq").on("staff_audit").columns(["subject", "seq"]).execute();
        await db.schema.createIndex("staff_audit_actor_seq").on("staff_audit").columns(["actor", "seq"]).execute();
        await db.schema.createIndex("staff_audit_at").on("staff_audit").column("at").execute();
        await db.schema
          .createTable("staff_audit_head")
          .addColumn("id", "integer", (c) => c.primaryKey())
          .addColumn("seq", "integer", (c) => c.notNull())
          .addColumn("hash", "text", (c) => c.notNull())
          .execute();
      },
    },
    // Complaint case work in the staff console (docs/decisions/090-grievance-and-disclosures.md).
    "008_complaint_casework": {
      async up(db: Kysely<unknown>) {
        // Copies of the category and language (the queue filters on them without parsing every submission),
        // the officer assigned, a version for concurrent edits, a rejection awaiting its second officer,
        // the moment it was disposed of (the report's day) and the escalation's "sent" marker.
        for (const column of [
          "category",
          "lang",
          "assignee_id",
          "rejection_proposed_by",
          "rejection_proposed_at",
          "rejection_note",
          "disposed_at",
          "disposed_as",
          "escalated_at",
        ]) {
          await db.schema.alterTable("complaints").addColumn(column, "text").execute();
        }
        await db.schema
          .alterTable("complaints")
          .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.alterTable("complaint_history").addColumn("actor", "text").execute();
        const q = db as unknown as Kysely<Record<string, Row>>;
        for (const r of await q
          .selectFrom("submissions")
          .select(["reference", "lang", "fields"])
          .where("form", "=", "complaint")
          .execute()) {
          const fields = JSON.parse(String(r.fields)) as Row;
          await q
            .updateTable("complaints")
            .set({ category: String(fields.category ?? "other"), lang: String(r.lang) })
            .where("reference", "=", r.reference)
            .execute();
        }
        await db.schema.createIndex("complaints_status_answer_by").on("complaints").columns(["status", "answer_by"]).execute();
        await db.schema.createIndex("complaints_created_at").on("complaints").column("created_at").execute();
        await db.schema.createIndex("complaints_disposed_at").on("complaints").column("disposed_at").execute();
        await db.schema
          .createTable("complaint_notes")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("reference", "text", (c) => c.notNull().references("complaints.reference"))
          .addColumn("author_id", "text", (c) => c.notNull().references("staff_users.id"))
          .addColumn("text", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("complaint_notes_reference").on("complaint_notes").column("reference").execute();
        // Only the sha256 of a private tracking link's token: a copy of the database opens no complaint.
        await db.schema
          .createTable("complaint_tracking_tokens")
          .addColumn("token_hash", "text", (c) => c.primaryKey())
          .addColumn("reference", "text", (c) => c.notNull().references("complaints.reference"))
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("complaint_tracking_tokens_reference").on("complaint_tracking_tokens").column("reference").execute();
        // What an outbox row of the complaint-email channel says (acknowledgement, update, escalation).
        await db.schema
          .createTable("complaint_mail")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("reference", "text", (c) => c.notNull())
          .addColumn("history_id", "text")
          .addColumn("digest_day", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("complaint_mail_reference").on("complaint_mail").column("reference").execute();
        // The Ombudsman's figures for a period, entered by staff.
        await db.schema
          .createTable("complaint_ombudsman")
          .addColumn("period_from", "text", (c) => c.notNull())
          .addColumn("period_to", "text", (c) => c.notNull())
          .addColumn("figures", "text", (c) => c.notNull())
          .addColumn("updated_by", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .addPrimaryKeyConstraint("complaint_ombudsman_pk", ["period_from", "period_to"])
          .execute();
        // One row per day the grievance team's digest went out: the unique key makes it once across processes.
        await db.schema
          .createTable("complaint_digests")
          .addColumn("day", "text", (c) => c.primaryKey())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
      },
    },
    // Documents published from the console (docs/decisions/111-published-documents.md).
    "009_published_documents": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("published_documents")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("folder", "text", (c) => c.notNull())
          .addColumn("file_name", "text", (c) => c.notNull())
          .addColumn("url", "text", (c) => c.notNull().unique())
          .addColumn("title", "text", (c) => c.notNull())
          .addColumn("disclosure_date", "text", (c) => c.notNull())
          .addColumn("publish_at", "text", (c) => c.notNull())
          .addColumn("withdrawn_at", "text")
          .addColumn("withdrawn_reason", "text")
          .addColumn("current_version", "integer", (c) => c.notNull())
          .addColumn("created_by", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("published_documents_publish_at").on("published_documents").column("publish_at").execute();
        await db.schema
          .createTable("published_document_versions")
          .addColumn("document_id", "text", (c) => c.notNull().references("published_documents.id"))
          .addColumn("version", "integer", (c) => c.notNull())
          .addColumn("sha256", "text", (c) => c.notNull().references("stored_files.sha256"))
          .addColumn("size", "integer", (c) => c.notNull())
          .addColumn("uploaded_by", "text", (c) => c.notNull())
          .addColumn("live_from", "text", (c) => c.notNull())
          .addColumn("live_until", "text")
          // The PDF's text, extracted once at upload, for search inside documents ("" for a scan without text).
          .addColumn("text", "text", (c) => c.notNull().defaultTo(""))
          .addPrimaryKeyConstraint("published_document_versions_pk", ["document_id", "version"])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("published_document_versions").execute();
        await db.schema.dropTable("published_documents").execute();
      },
    },
    // People's rights over their data (server/privacy/, docs/decisions/110-privacy-rights.md).
    "010_privacy_rights": {
      async up(db: Kysely<unknown>) {
        // Withdrawal of consent (when, and how it was asked), and a restriction kept instead of an erasure the law forbids.
        await db.schema.alterTable("submissions").addColumn("withdrawn_at", "text").execute();
        await db.schema.alterTable("submissions").addColumn("withdrawn_how", "text").execute();
        await db.schema.alterTable("submissions").addColumn("restricted_until", "text").execute();
        await db.schema.alterTable("submissions").addColumn("restricted_reason", "text").execute();
        // The consent record: sha256 of the notice the person was shown beside the form (its language is `lang`).
        await db.schema.alterTable("submissions").addColumn("notice_sha256", "text").execute();
        // Which message an outbox row carries when it is not the submission's own lead email or webhook.
        await db.schema.alterTable("outbox").addColumn("message", "text").execute();
        // The state of each privacy request; its submission (form "privacy-request") holds what the person asked.
        await db.schema
          .createTable("privacy_requests")
          .addColumn("reference", "text", (c) => c.primaryKey().references("submissions.reference"))
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("token_hash", "text", (c) => c.notNull().unique())
          .addColumn("expires_at", "text", (c) => c.notNull())
          .addColumn("confirmed_at", "text")
          .addColumn("answer_by", "text")
          .addColumn("copy_token_hash", "text", (c) => c.unique())
          .addColumn("copy_expires_at", "text")
          .addColumn("copy_used_at", "text")
          .addColumn("outcome", "text")
          .addColumn("done_at", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("privacy_requests_status").on("privacy_requests").columns(["status", "created_at"]).execute();
        // One row per day the retention purge ran: the first process to insert the day's row runs it, the others skip.
        await db.schema
          .createTable("retention_runs")
          .addColumn("day", "text", (c) => c.primaryKey())
          .addColumn("owner", "text", (c) => c.notNull())
          .addColumn("started_at", "text", (c) => c.notNull())
          .addColumn("finished_at", "text")
          .addColumn("counts", "text")
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable("retention_runs").execute();
        await db.schema.dropTable("privacy_requests").execute();
        await db.schema.alterTable("outbox").dropColumn("message").execute();
        for (const column of ["notice_sha256", "restricted_reason", "restricted_until", "withdrawn_how", "withdrawn_at"]) {
          await db.schema.alterTable("submissions").dropColumn(column).execute();
        }
      },
    },
    // Investors who follow new publications by email (server/investor-alerts/): a list of its own, apart from the
    // newsletter. Tokens are kept as sha256 only, so a copy of the database opens no confirm or unsubscribe link.
    "011_investor_alerts": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("investor_alert_subscribers")
          .addColumn("email", "text", (c) => c.primaryKey())
          .addColumn("lang", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("confirm_token_hash", "text", (c) => c.unique())
          .addColumn("unsubscribe_token_hash", "text", (c) => c.notNull().unique())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .addColumn("confirmed_at", "text")
          .addColumn("unsubscribed_at", "text")
          .execute();
        await db.schema.createIndex("investor_alert_subscribers_status").on("investor_alert_subscribers").column("status").execute();
        // The sign-up whose confirmation made the address a subscriber: its alerts are outbox rows of that submission.
        await db.schema.alterTable("investor_alert_subscribers").addColumn("submission_id", "text").execute();
        // When a document's alerts were queued: the job takes a document once, by a conditional UPDATE of this
        // column. Documents already live when the list starts are marked, so nobody is emailed about old news.
        await db.schema.alterTable("published_documents").addColumn("alerted_at", "text").execute();
        const now = new Date().toISOString();
        await (db as Kysely<Record<string, Row>>)
          .updateTable("published_documents")
          .set({ alerted_at: now })
          .where("publish_at", "<=", now)
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable("published_documents").dropColumn("alerted_at").execute();
        await db.schema.dropTable("investor_alert_subscribers").execute();
      },
    },
  };
}

type Row = Record<string, unknown>;

/** Fills the staff inbox's search columns of the submissions stored before them, a batch at a time. */
async function backfillSearchColumns(db: Kysely<unknown>) {
  const q = db as unknown as Kysely<Record<string, Row>>;
  let after = "";
  for (;;) {
    const rows = await q
      .selectFrom("submissions")
      .select(["id", "form", "fields"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(1000)
      .execute();
    if (rows.length === 0) return;
    for (const r of rows) {
      const values = searchColumns(formByName(String(r.form))?.form, JSON.parse(String(r.fields)) as Record<string, string>);
      await q
        .updateTable("submissions")
        .set({ search_name: values.searchName, search_email: values.searchEmail, search_phone: values.searchPhone })
        .where("id", "=", r.id!)
        .execute();
    }
    after = String(rows.at(-1)!.id);
  }
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

/** Brings the schema up to date (or, for tests of an upgrade, up to `target`); throws if a migration fails. */
export async function migrateToLatest(db: Kysely<unknown>, kind: DatabaseKind, target?: string): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(kind) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
