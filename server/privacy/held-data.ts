// What the company holds about the person behind a privacy request: the
// submissions under the request's email address, and under a mobile number
// once an officer has checked the person controls it (decision 112). Each
// field comes with its label, so the officer corrects "Company name", not
// an internal key.
import type { ExpressionBuilder, Kysely } from "kysely";
import { formFieldLines } from "../submissions/lead-email";
import type { Database } from "../db/schema";
import { type FormEntry, formByName } from "../form-registry/registry";

/** The person's identifiers: the request's (lower-cased) email, and the checked mobile's ten digits if any. */
export type HeldBy = { email: string; mobile: string | null };

/** Rows held under the email or the checked mobile number. */
export const heldBy = (by: HeldBy) => (eb: ExpressionBuilder<Database, "submissions">) =>
  by.mobile ? eb.or([eb("searchEmail", "=", by.email), eb("searchPhone", "=", by.mobile)]) : eb("searchEmail", "=", by.email);

/** Every field with its label and value, and whether a correction may change it. */
type HeldField = { name: string; label: string; value: string; correctable: boolean };

export async function heldSubmissions(db: Kysely<Database>, by: HeldBy, exceptReference: string) {
  const rows = await db
    .selectFrom("submissions")
    .select(["reference", "form", "createdAt", "fields", "restrictedUntil", "withdrawnAt", "searchEmail", "searchPhone"])
    .where(heldBy(by))
    .where("reference", "!=", exceptReference)
    .orderBy("createdAt")
    .execute();
  return rows.map((h) => {
    const fields = JSON.parse(h.fields) as Record<string, string | number>;
    const entry = formByName(h.form);
    const lines: HeldField[] = entry
      ? formFieldLines(entry, fields).map((l) => ({ ...l, correctable: entry.form.fields[l.name]?.kind !== "hidden" }))
      : [];
    return {
      reference: h.reference,
      form: h.form,
      createdAt: h.createdAt,
      fields,
      lines,
      // Which identifier found it: the officer sees why each row is listed.
      matchedBy: (h.searchEmail === by.email ? "email" : "mobile") as "email" | "mobile",
      restrictedUntil: h.restrictedUntil ?? null,
      withdrawnAt: h.withdrawnAt ?? null,
    };
  });
}

/** A field named by its key or by its English label ("company" or "Company name"); undefined when the form has neither. */
export function fieldNamed(entry: FormEntry, keyOrLabel: string): string | undefined {
  // Own fields only: "__proto__", "constructor" or "toString" would otherwise find what every object inherits.
  if (Object.hasOwn(entry.form.fields, keyOrLabel)) return keyOrLabel;
  const labels = (entry.copy.en as unknown as { labels?: Record<string, string> }).labels ?? {};
  const wanted = keyOrLabel.trim().toLowerCase();
  return Object.keys(entry.form.fields).find((k) => Object.hasOwn(labels, k) && labels[k]!.trim().toLowerCase() === wanted);
}
