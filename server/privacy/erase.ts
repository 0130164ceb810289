// Erasure of everything held with one email address (Digital Personal Data
// Protection Act 2023, section 12), as `leads purge` erases by age: the
// submissions, their outbox rows, staff notes and files no other submission
// shares, in one transaction, then the bytes themselves (forget.ts). What
// the law makes the company keep is restricted instead: a complaint stays,
// marked with why and until when, and is used for nothing else
// (docs/decisions/110-privacy-rights.md).
import type { Kysely } from "kysely";
import { heldBy } from "./held-data";
import { complaintForm } from "#forms/complaint";
import { privacyRequestForm } from "#forms/privacy-request";
import { addDays, indiaDate } from "#shared/india-dates";
import type { Database } from "../db/schema";
import { deleteOrphanFiles } from "../submissions/queries";

/**
 * Complaint records are kept this long after filing: the Reserve Bank's
 * directions make lenders keep complaints and their handling on record
 * (docs/decisions/110-privacy-rights.md names the figure's source).
 */
const COMPLAINT_KEEP_DAYS = 8 * 365;

export type ErasureResult = {
  erased: number;
  /** What was erased, by reference: the CRM is told to erase its copies (erasure-event.ts). */
  erasedReferences: string[];
  restricted: { reference: string; form: string; until: string }[];
};

/**
 * Run inside the transaction that also writes the audit row. `email` lower-cased; `mobile`: the ten digits of a
 * number an officer checked the person controls (decision 112), whose submissions go too.
 */
export async function eraseByEmail(tx: Kysely<Database>, email: string, mobile: string | null = null): Promise<ErasureResult> {
  const rows = await tx
    .selectFrom("submissions")
    .select(["id", "reference", "form", "createdAt", "restrictedUntil"])
    .where(heldBy({ email, mobile }))
    // The request itself is the record that the person asked and was answered.
    .where("form", "!=", privacyRequestForm.name)
    .execute();
  const kept = rows.filter((r) => r.form === complaintForm.name);
  const gone = rows.filter((r) => r.form !== complaintForm.name);
  const restricted: ErasureResult["restricted"] = [];
  for (const r of kept) {
    const until = r.restrictedUntil ?? addDays(indiaDate(r.createdAt), COMPLAINT_KEEP_DAYS);
    await tx
      .updateTable("submissions")
      // Kept because the law requires it, used for nothing else: the inbox and its export leave it out (lead-list.ts).
      // Out of the lead list's text index too: a restricted record is found by its reference only.
      .set({ restrictedUntil: until, restrictedReason: "law-requires-complaint-records", searchText: null })
      .where("id", "=", r.id)
      .execute();
    restricted.push({ reference: r.reference, form: r.form, until });
  }
  await deleteSubmissions(tx, gone);
  // Off the investor alerts list too: its row holds the address.
  await tx.deleteFrom("investorAlertSubscribers").where("email", "=", email).execute();
  return { erased: gone.length, erasedReferences: gone.map((r) => r.reference), restricted };
}

/** Every table whose rows refer to a submission, by its id or its reference, in the order they are deleted. */
const REFERRING = [
  ["outbox", "submissionId"],
  ["leadNotes", "submissionId"],
  ["leadRatings", "submissionId"],
  // A complaint's notes, private links and emails before the complaint itself (they refer to it).
  ["complaintNotes", "reference"],
  ["complaintTrackingTokens", "reference"],
  ["complaintMail", "reference"],
  ["complaintHistory", "reference"],
  ["complaints", "reference"],
  ["privacyRequests", "reference"],
  // An alerts subscription whose sign-up goes has nothing left to send its alerts for (they are outbox rows of it).
  ["investorAlertSubscribers", "submissionId"],
  // An idempotency key names the reference and a hash of what was sent: it goes too.
  ["idempotencyKeys", "reference"],
] as const;

/** Deletes submissions with every row that refers to them, and the files no submission uses any more. */
export async function deleteSubmissions(tx: Kysely<Database>, rows: readonly { id: string; reference: string }[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  const references = rows.map((r) => r.reference);
  for (const [table, column] of REFERRING) {
    await tx
      .deleteFrom(table)
      .where(column, "in", column === "reference" ? references : ids)
      .execute();
  }
  await tx.deleteFrom("submissions").where("id", "in", ids).execute();
  await deleteOrphanFiles(tx);
}
