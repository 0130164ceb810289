// The hostile test of decision 030 (docs/decisions/030-hostile-input.md), field by field: each case was accepted (or refused)
// wrongly by the rules before this file's fixes.
import { describe, expect, it } from "vitest";
import { formSchema, validate } from "./declare";
import { loanEnquiryForm } from "./loan-enquiry";
import { newsletterForm } from "./newsletter";
import { partnerEnquiryForm } from "./partner-enquiry";
import { asciiDigits } from "./text-input";

const BAD = "bad characters";
const m = (...keys: string[]) => Object.fromEntries(keys.map((k) => [k, k]));
const text = m("required", "min", "max", "letters", "email", "tenDigits", "indianMobile");
const amount = m("required", "whole", "min", "max");
const loan = formSchema(
  loanEnquiryForm,
  { name: text, mobile: text, company: text, city: text, product: { choice: "choice" }, amount, message: text } as never,
  BAD,
);
const partner = formSchema(
  partnerEnquiryForm,
  { name: text, email: text, phone: text, company: text, loanAmount: { choice: "c" }, purpose: { choice: "c" }, message: text } as never,
  BAD,
);
const newsletter = formSchema(newsletterForm, { email: text } as never, BAD);

const goodLoan = { name: "Asha Iyer", mobile: "9876543210", company: "Acme Traders", city: "Pune", product: "term-loan", amount: "500000" };
const goodPartner = { name: "Asha Iyer", email: "asha@example.in", phone: "9876543210", company: "Acme" };

describe("an email field takes one bare address only", () => {
  it.each([
    "=?utf-8?B?Q0VPIDxjZW9AdWR5YW1pdHJhLmV4YW1wbGU+?=<attacker@evil.example>",
    "ceo<x@evil.example>",
    "CEO <x@evil.example>",
    "sales,x@evil.example",
    "sales@udyamitra.example,x@evil.example",
    "undisclosed-recipients:x@evil.example;",
    '"ceo@udyamitra.example"@evil.example',
    "=?utf-8?B?Q0VP?=@evil.example",
    "x@evil.example>",
    "x@evil;example.com",
  ])("refuses %s", (email) => {
    expect(validate(newsletter, { email })).toEqual({ ok: false, errors: { email: "email" } });
  });

  it.each(["asha.iyer@example.in", "o'brien+news@mail.example.co.in", "आशा@उदाहरण.भारत"])("accepts %s", (email) => {
    expect(validate(newsletter, { email })).toEqual({ ok: true, values: { email } });
  });

  it("normalises to NFC before checking, so NFD and NFC spellings are one value", () => {
    const nfc = "josé@example.in".normalize("NFC");
    const nfd = "josé@example.in".normalize("NFD");
    expect(nfd).not.toBe(nfc);
    expect(validate(newsletter, { email: nfd })).toEqual({ ok: true, values: { email: nfc } });
  });
});

describe("one-line fields", () => {
  it.each([
    "Acme\nLoan amount: ₹5,00,00,000",
    "Acme\rX",
    "Acme\u2028Loan amount: ₹5,00,00,000",
    "Acme\u2029X",
    "Acme\u0085X",
    "Acme\u0007",
    "Acme\u009bX",
  ])("refuse line breaks and control characters in a company: %j", (company) => {
    expect(validate(loan, { ...goodLoan, company })).toEqual({ ok: false, errors: { company: BAD } });
  });

  it("refuse a line break in a name (whose letters rule took \\s)", () => {
    expect(validate(loan, { ...goodLoan, name: "Asha\nLoan amount" })).toEqual({ ok: false, errors: { name: BAD } });
    expect(validate(loan, { ...goodLoan, city: "Pune\u2028Amount: 1" })).toEqual({ ok: false, errors: { city: BAD } });
  });

  it("drop bidi controls and zero-width characters, and make tabs and other spaces plain", () => {
    const result = validate(loan, {
      ...goodLoan,
      company: "\u202eAcme\u200b Tra\u2060ders\u200e\u061c\u180e\ufeff",
      city: "New\tDelhi\u00a0East",
    });
    expect(result).toMatchObject({ ok: true, values: { company: "Acme Traders", city: "New Delhi East" } });
  });

  it("keep ZWJ and ZWNJ inside Indic words", () => {
    const name = "अर्\u200dजुन सिंह";
    expect(validate(loan, { ...goodLoan, name })).toMatchObject({ ok: true, values: { name } });
    expect(validate(loan, { ...goodLoan, name: "रा\u200cम" })).toMatchObject({ ok: true, values: { name: "रा\u200cम" } });
    // A joiner with no letter on one side joins nothing: dropped.
    expect(validate(loan, { ...goodLoan, name: "\u200dAsha Iyer\u200c" })).toMatchObject({ ok: true, values: { name: "Asha Iyer" } });
  });
});

describe("multi-line fields", () => {
  it("keep line breaks and tabs, as typed, with every separator a plain \\n", () => {
    const result = validate(partner, { ...goodPartner, message: "Line one\r\nLine\ttwo\u2028three" });
    expect(result).toMatchObject({ ok: true, values: { message: "Line one\nLine\ttwo\nthree" } });
  });

  it("refuse C0 and C1 control characters", () => {
    expect(validate(partner, { ...goodPartner, message: "Hello\u0085\u0000" })).toEqual({ ok: false, errors: { message: BAD } });
    expect(validate(partner, { ...goodPartner, message: "Hello \u009b31m" })).toEqual({ ok: false, errors: { message: BAD } });
  });
});

describe("digits typed in another script", () => {
  it("count as the ASCII digits they are, in a mobile and an amount", () => {
    expect(asciiDigits("९८७६५४३२१०")).toBe("9876543210");
    expect(asciiDigits("９８７６５")).toBe("98765");
    expect(validate(loan, { ...goodLoan, mobile: "९८७६५४३२१०", amount: "५,००,०००" })).toMatchObject({
      ok: true,
      values: { mobile: "9876543210", amount: 500000 },
    });
    expect(validate(loan, { ...goodLoan, mobile: "９８７６５４３２１０" })).toMatchObject({ ok: true, values: { mobile: "9876543210" } });
  });
});
