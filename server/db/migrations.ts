// Migrations live in code (not files read at run time), so the bundled server
// carries them. Each one must work on SQLite and PostgreSQL alike.
// One file per migration in migrations/, named by the key Kysely orders them by.
import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import type { DatabaseKind } from "./database";
import { migration as m001 } from "./migrations/001-leads";
import { migration as m002 } from "./migrations/002-submissions";
import { migration as m003 } from "./migrations/003-limits";
import { migration as m004 } from "./migrations/004-outbox";
import { migration as m005 } from "./migrations/005-complaints";
import { migration as m006 } from "./migrations/006-idempotency-body-hash";
import { migration as m007 } from "./migrations/007-staff";
import { migration as m008 } from "./migrations/008-complaint-casework";
import { migration as m009 } from "./migrations/009-published-documents";
import { migration as m010 } from "./migrations/010-privacy-rights";
import { migration as m011 } from "./migrations/011-investor-alerts";
import { migration as m012 } from "./migrations/012-audit-checkpoints";
import { migration as m013 } from "./migrations/013-staff-accounts-trust";
import { migration as m015 } from "./migrations/015-complaint-clocks";
import { migration as m020 } from "./migrations/020-site-content";
import { migration as m040 } from "./migrations/040-lead-list-amount";
import { migration as m041 } from "./migrations/041-hiring-statuses";
import { migration as m042 } from "./migrations/042-lead-follow-ups";
import { migration as m043 } from "./migrations/043-saved-lead-views";
import { migration as m044 } from "./migrations/044-lead-search";
import { migration as m045 } from "./migrations/045-lead-first-worked";
import { migration as m046 } from "./migrations/046-follow-up-mails";
import { migration as m047 } from "./migrations/047-lead-counts";
import { migration as m048 } from "./migrations/048-lead-day-counts";
import { migration as m049 } from "./migrations/049-lead-field-options";
import { migration as m050 } from "./migrations/050-complaint-outcomes";
import { migration as m051 } from "./migrations/051-complaint-reply-templates";
import { migration as m060 } from "./migrations/060-document-desk";
import { migration as m061 } from "./migrations/061-privacy-desk";
import { migration as m062 } from "./migrations/062-document-retention";
import { migration as m063 } from "./migrations/063-privacy-notes";

function migrations(kind: DatabaseKind): Record<string, Migration> {
  return {
    "001_leads": m001(kind),
    "002_submissions": m002(kind),
    "003_limits": m003(),
    "004_outbox": m004(),
    "005_complaints": m005(),
    "006_idempotency_body_hash": m006(),
    "007_staff": m007(kind),
    "008_complaint_casework": m008(),
    "009_published_documents": m009(),
    "010_privacy_rights": m010(),
    "011_investor_alerts": m011(),
    "012_audit_checkpoints": m012(),
    "013_staff_accounts_trust": m013(kind),
    "015_complaint_clocks": m015(),
    "020_site_content": m020(kind),
    "040_lead_list_amount": m040(),
    "041_hiring_statuses": m041(),
    "042_lead_follow_ups": m042(),
    "043_saved_lead_views": m043(),
    "044_lead_search": m044(kind),
    "045_lead_first_worked": m045(),
    "046_follow_up_mails": m046(),
    "047_lead_counts": m047(kind),
    "048_lead_day_counts": m048(),
    "049_lead_field_options": m049(kind),
    "050_complaint_outcomes": m050(),
    "051_complaint_reply_templates": m051(),
    "060_document_desk": m060(),
    "061_privacy_desk": m061(),
    "062_document_retention": m062(),
    "063_privacy_notes": m063(),
  };
}

/** Brings the schema up to date (or, for tests of an upgrade, up to `target`); throws if a migration fails. */
export async function migrateToLatest(db: Kysely<unknown>, kind: DatabaseKind, target?: string): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(kind) };
  // Numbers are handed to branches in blocks (040-049 for the workbench, 050-059 for complaints...), so a database
  // that ran 063 may meet a new 047 after a merge: it runs then, rather than the server refusing to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
