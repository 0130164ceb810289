import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#forms/api";
import { examplePartnerEnquiry } from "#test/form-examples";
import { partnerEnquiryForm } from "#forms/partner-enquiry";
import { REFERENCE_PATTERN } from "../submissions/reference";
import { type FormApp, startFormApp } from "#test/form-app";

let t: FormApp;
beforeAll(async () => {
  t = await startFormApp();
});
afterAll(() => t.close());

const valid = examplePartnerEnquiry;
const post = (payload: object) => t.app.inject({ method: "POST", url: partnerEnquiryForm.endpoint, payload });
const errorsFor = async (payload: object) => {
  const res = await post(payload);
  expect(res.statusCode).toBe(422);
  return res.json().fieldErrors as Record<string, string>;
};

describe("POST /api/partner-enquiries", () => {
  it("stores an accepted enquiry with every field, in English when no language is given", async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const { ok, reference } = res.json();
    expect(ok).toBe(true);
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(await t.byReference(reference)).toMatchObject({ form: "partner-enquiry", lang: "en", fields: valid, file: null });
  });

  it("leaves out optional fields sent empty", async () => {
    const { loanAmount: _amount, purpose: _purpose, message: _message, ...required } = valid;
    const res = await post({ ...required, loanAmount: "", purpose: "", message: "  " });
    expect(res.statusCode).toBe(201);
    const row = await t.byReference(res.json().reference);
    expect(row?.fields).toEqual(required);
  });

  it("answers every missing required field with its spec message", async () => {
    expect(await errorsFor({})).toEqual({
      name: "Full name is required",
      email: "Email address is required",
      phone: "Phone number is required",
      company: "Company name is required",
    });
  });

  it.each([
    ["name", "   ", "Full name is required"],
    ["name", " R ", "Name must be at least 2 characters long"],
    ["name", "R2D2", "Name should contain only letters and spaces"],
    ["name", "Ravi_Kumar", "Name should contain only letters and spaces"],
    ["name", "A".repeat(51), "Name should not exceed 50 characters"],
    // Lengths are checked before patterns (docs/requirements.md, Forms): too long wins over wrong letters.
    ["name", "1".repeat(60), "Name should not exceed 50 characters"],
    ["email", "ravi.example.com", "Please enter a valid email address"],
    ["email", "ravi@example", "Please enter a valid email address"],
    ["email", `${"r".repeat(95)}@ex.in`, "Email address is too long"],
    ["phone", "98765", "Phone number must be exactly 10 digits"],
    ["phone", "98765432101", "Phone number must be exactly 10 digits"],
    ["phone", "98765-4321", "Phone number must be exactly 10 digits"],
    ["phone", "5876543210", "Please enter a valid Indian mobile number"],
    ["phone", "0876543210", "Please enter a valid Indian mobile number"],
    ["company", "A", "Company name must be at least 2 characters long"],
    ["company", "C".repeat(101), "Company name should not exceed 100 characters"],
    ["loanAmount", "1-crore", "Please choose one of the listed loan amounts"],
    ["purpose", "lending", "Please choose one of the listed purposes"],
    ["message", "m".repeat(2001), "Message should not exceed 2000 characters"],
  ])("refuses %s=%j with '%s'", async (field, value, message) => {
    expect(await errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("accepts the limits themselves: 2 and 50 letters, 100-character company, 6 to 9 starts, names in Indian scripts", async () => {
    for (const [field, value] of [
      ["name", "Ra"],
      ["name", "A".repeat(50)],
      ["company", "C".repeat(100)],
      ["phone", "6000000000"],
      ["name", "आशा कुमारी"],
    ] as const) {
      expect((await post({ ...valid, [field]: value })).statusCode, `${field}=${value}`).toBe(201);
    }
  });

  it("refuses control characters with a message in the form's language", async () => {
    const res = await post({ ...valid, company: "Acme\u0000Co" });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ company: "This field contains characters that are not allowed. Please retype it." });
  });

  it("answers a filled honeypot like success but stores nothing", async () => {
    const before = (await t.stored("partner-enquiry")).length;
    const res = await post({ ...valid, [HONEYPOT_FIELD]: "https://spam.example" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, reference: expect.stringMatching(REFERENCE_PATTERN) });
    expect(await t.stored("partner-enquiry")).toHaveLength(before);
  });
});
