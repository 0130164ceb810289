// Migrations 007, 040 and 044 fill the lead list's search and amount columns from frozen copies of the forms'
// fields (migrations/frozen-lead-fields.ts), not from today's declarations. On the day they were frozen the copies
// give exactly what the live code gives, for every form, a form no longer declared, and fields left out: the
// migrated rows are the same as before the freeze. (A later change of a form's declaration fails this test on
// purpose: the migrations keep the frozen values; the new values are a new migration's.)
import { describe, expect, it } from "vitest";
import { allForms } from "../form-registry/registry";
import { amountField, searchColumns } from "../submissions/search-columns";
import { FROZEN_AMOUNT_FIELDS, frozenSearchColumns } from "./migrations/frozen-lead-fields";
import {
  exampleApplication,
  exampleComplaint,
  exampleInvestorAlerts,
  exampleLoanEnquiry,
  exampleNewsletter,
  examplePartnerEnquiry,
  examplePrivacyRequest,
} from "#test/form-examples";

const examples: Record<string, Record<string, string | number>> = {
  newsletter: exampleNewsletter,
  "partner-enquiry": examplePartnerEnquiry,
  "loan-enquiry": exampleLoanEnquiry,
  "job-application": { ...exampleApplication, phone: "+91 91234 56780", email: "Asha.Iyer@Example.in" },
  complaint: exampleComplaint,
  "privacy-request": examplePrivacyRequest,
  "investor-alerts": exampleInvestorAlerts,
};

describe("the frozen fields of migrations 007, 040 and 044", () => {
  it("has an example of every form, so none is left unchecked", () => {
    expect(Object.keys(examples).sort()).toEqual(allForms.map(({ form }) => form.name).sort());
  });

  it.each(allForms.map(({ form }) => [form.name, form] as const))("%s: fills the same search columns as the live code", (name, form) => {
    const fields = examples[name]!;
    const { sortAmount: _, ...live } = searchColumns(form, fields, "UF-7K3Q9D");
    expect(frozenSearchColumns(name, fields, "UF-7K3Q9D")).toEqual(live);
    // A row with its optional fields left out, or blanks.
    const sparse = { email: " ", name: "", firstName: "Asha" };
    const { sortAmount: __, ...liveSparse } = searchColumns(form, sparse);
    expect(frozenSearchColumns(name, sparse)).toEqual(liveSparse);
  });

  it("reads a form no longer declared as the live code reads an unknown one", () => {
    const fields = { name: "Old Lead", email: "Old@Example.in", phone: "+91 98765 43210" };
    const { sortAmount: _, ...live } = searchColumns(undefined, fields, "UF-0000AA");
    expect(frozenSearchColumns("first-round-form", fields, "UF-0000AA")).toEqual(live);
  });

  it("sorts by the same amount fields", () => {
    const live = allForms.flatMap(({ form }) => (amountField(form) ? [[form.name, amountField(form)]] : []));
    expect(FROZEN_AMOUNT_FIELDS).toEqual(live);
  });
});
