// The name, email and phone of a submission, as the staff inbox lists and
// searches them. Which field is which comes from the form's declaration
// (its replyTo, phones, and a "name" or "firstName"/"lastName" field), so no
// form's fields are listed here.
import type { FormDeclaration } from "#forms/declare";

type LeadContact = { name: string; email: string; phone: string };

type Fields = Record<string, string | number | undefined>;

const text = (value: string | number | undefined) => (value === undefined ? "" : String(value).trim());

export function leadContact(form: FormDeclaration | undefined, fields: Fields): LeadContact {
  const name = text(fields.name) || [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(" ");
  const emailField =
    form?.replyTo ?? (form ? Object.entries(form.fields).find(([, spec]) => spec.kind === "email")?.[0] : undefined) ?? "email";
  const phoneField = form?.phones?.[0] ?? "phone";
  return { name, email: text(fields[emailField]), phone: text(fields[phoneField]) };
}

/** The last ten digits of a phone number (an Indian mobile without +91), or all its digits when fewer. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/** The form's amount field (the lead list sorts by it), if it declares one. */
export function amountField(form: FormDeclaration | undefined): string | undefined {
  return form ? Object.entries(form.fields).find(([, spec]) => spec.kind === "amount")?.[0] : undefined;
}

/**
 * What the lead list's text index holds (lower-cased, one value a line): the reference, the name, every one-line
 * text and email field (company, city...), and the phone's digits, so that any part of them finds the lead (the
 * trigram index: docs/decisions/140-lead-workbench.md). Erasure deletes the row, and the index's entry with it.
 */
function searchText(form: FormDeclaration | undefined, fields: Fields, reference: string | undefined): string | null {
  const c = leadContact(form, fields);
  const typed = form
    ? Object.entries(form.fields)
        .filter(([, spec]) => spec.kind === "text" || spec.kind === "email")
        .map(([name]) => text(fields[name]))
    : [];
  const phones = (form?.phones ?? []).map((name) => phoneDigits(text(fields[name])));
  const lines = [...new Set([reference ?? "", c.name, c.email, ...typed, ...phones].filter(Boolean))];
  return lines.length ? lines.join("\n").toLowerCase() : null;
}

/** The stored, indexed copies: lower-cased name and email, the phone's digits, the amount, the text searched; null when absent. */
export function searchColumns(form: FormDeclaration | undefined, fields: Fields, reference?: string) {
  const c = leadContact(form, fields);
  const amountName = amountField(form);
  const amount = amountName ? Number(fields[amountName]) : Number.NaN;
  return {
    sortAmount: Number.isFinite(amount) && fields[amountName!] !== undefined ? amount : null,
    searchName: c.name ? c.name.toLowerCase() : null,
    searchEmail: c.email ? c.email.toLowerCase() : null,
    searchPhone: c.phone ? phoneDigits(c.phone) || null : null,
    searchText: searchText(form, fields, reference),
  };
}
