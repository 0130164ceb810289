// The typed examples (test/support/form-examples.ts) stand in for a visitor in the
// server's tests and the benchmarks: each must pass its own form's schema in
// every language, so a new check that the example fails shows up here first.
import { describe, expect, it } from "vitest";
import {
  type Filled,
  exampleApplication,
  exampleComplaint,
  examplePrivacyRequest,
  exampleInvestorAlerts,
  exampleLoanEnquiry,
  exampleNewsletter,
  examplePartnerEnquiry,
} from "#test/form-examples";
import { validate } from "#forms/declare";
import type { newsletterForm } from "#forms/newsletter";
import type { partnerEnquiryForm } from "#forms/partner-enquiry";
import { LANGS } from "#shared/locales";
import { forms } from "./registry";

const examples = {
  newsletter: exampleNewsletter,
  partnerEnquiry: examplePartnerEnquiry,
  loanEnquiry: exampleLoanEnquiry,
  jobApplication: exampleApplication,
  complaint: exampleComplaint,
  privacyRequest: examplePrivacyRequest,
  investorAlerts: exampleInvestorAlerts,
} satisfies Record<keyof typeof forms, object>;

describe("test/support/form-examples.ts", () => {
  it.each(Object.keys(forms) as (keyof typeof forms)[])("the %s example passes its form's schema in every language", (name) => {
    for (const lang of LANGS) expect(validate(forms[name].schema[lang], examples[name])).toMatchObject({ ok: true });
  });

  it("the Filled type demands every required field and refuses unknown ones (checked by tsc)", () => {
    // @ts-expect-error: the newsletter's required email is missing
    const missing: Filled<typeof newsletterForm> = {};
    // @ts-expect-error: not a field of the partner enquiry
    const unknown: Filled<typeof partnerEnquiryForm> = { ...examplePartnerEnquiry, fax: "022 2222 2222" };
    // Optional fields may be left out.
    const { message: _message, loanAmount: _amount, purpose: _purpose, ...required } = examplePartnerEnquiry;
    const minimal: Filled<typeof partnerEnquiryForm> = required;
    expect([missing, unknown, minimal]).toHaveLength(3);
  });
});
