// The forms' fields as migrations 007, 040 and 044 read them, frozen on 27 November 2026 (issue 28): a migration
// must give the same schema and rows whenever it runs, so it reads these copies, never today's declarations
// (forms/) or the live search columns (server/submissions/search-columns.ts). Never edit this file: a later
// change of the forms is a new migration with its own copy. migration-frozen-fields.test.ts shows that these
// copies give what the live code gave on the day they were frozen.

type Frozen = { email: string; phones: readonly string[]; amount?: string; typed: readonly string[] };

/** Per form: its email field, phone fields, amount field, and the one-line text and email fields searched. */
const FORMS: Readonly<Record<string, Frozen>> = {
  newsletter: { email: "email", phones: [], typed: ["email"] },
  "partner-enquiry": { email: "email", phones: ["phone"], typed: ["name", "email", "company"] },
  "loan-enquiry": { email: "email", phones: ["mobile"], amount: "amount", typed: ["name", "company", "city"] },
  "job-application": {
    email: "email",
    phones: ["phone"],
    typed: ["firstName", "lastName", "email", "location", "company", "currentCTC", "expectedCTC"],
  },
  complaint: { email: "email", phones: ["mobile"], typed: ["name", "email", "loanNumber"] },
  "privacy-request": { email: "email", phones: [], typed: ["email"] },
  "investor-alerts": { email: "email", phones: [], typed: ["email"] },
};

/** The forms that had an amount field, and its name (migration 040). */
export const FROZEN_AMOUNT_FIELDS: readonly (readonly [form: string, field: string])[] = Object.entries(FORMS).flatMap(([form, f]) =>
  f.amount ? [[form, f.amount] as const] : [],
);

type Fields = Record<string, unknown>;

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value as string).trim());

const phoneDigits = (value: string) => {
  const digits = value.replace(/\D/g, "");
  return digits.length > 10 ? digits.slice(-10) : digits;
};

/** The indexed copies of a stored submission's name, email, phone and search text, as the day's code made them. */
export function frozenSearchColumns(form: string, fields: Fields, reference?: string) {
  const f: Frozen | undefined = FORMS[form];
  const name = text(fields.name) || [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(" ");
  const email = text(fields[f?.email ?? "email"]);
  const phone = text(fields[f?.phones[0] ?? "phone"]);
  const typed = (f?.typed ?? []).map((field) => text(fields[field]));
  const phones = (f?.phones ?? []).map((field) => phoneDigits(text(fields[field])));
  const lines = [...new Set([reference ?? "", name, email, ...typed, ...phones].filter(Boolean))];
  return {
    searchName: name ? name.toLowerCase() : null,
    searchEmail: email ? email.toLowerCase() : null,
    searchPhone: phone ? phoneDigits(phone) || null : null,
    searchText: lines.length ? lines.join("\n").toLowerCase() : null,
  };
}
