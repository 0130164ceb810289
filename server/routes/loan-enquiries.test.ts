import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#forms/api";
import { exampleLoanEnquiry } from "#test/form-examples";
import { loanEnquiryForm } from "#forms/loan-enquiry";
import { type FormApp, startFormApp } from "#test/form-app";

let t: FormApp;
beforeAll(async () => {
  t = await startFormApp();
});
afterAll(() => t.close());

const valid = exampleLoanEnquiry;
const post = (payload: object) => t.app.inject({ method: "POST", url: loanEnquiryForm.endpoint, payload });
const errorsFor = async (payload: object) => {
  const res = await post(payload);
  expect(res.statusCode).toBe(422);
  return res.json().fieldErrors as Record<string, string>;
};

describe("POST /api/loan-enquiries", () => {
  it("stores an accepted enquiry with every field", async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    expect(await t.byReference(res.json().reference)).toMatchObject({ form: "loan-enquiry", fields: valid });
  });

  it("accepts the amount as typed text with commas, and every catalogue product", async () => {
    const res = await post({ ...valid, amount: "5,00,00,000", message: undefined });
    expect(res.statusCode).toBe(201);
    const row = await t.byReference(res.json().reference);
    expect(row?.fields.amount).toBe(50_000_000);
    expect(row?.fields).not.toHaveProperty("message");
    for (const value of loanEnquiryForm.fields.product.options) expect((await post({ ...valid, product: value })).statusCode).toBe(201);
  });

  it("answers missing fields with their messages", async () => {
    expect(await errorsFor({})).toEqual({
      name: "Full name is required",
      mobile: "Mobile number is required",
      company: "Company name is required",
      product: "Please select a product",
      amount: "Please enter the loan amount",
      city: "Please enter your city",
    });
  });

  it.each([
    ["name", "X", "Name must be at least 2 characters long"],
    ["name", "Meera 7", "Name should contain only letters and spaces"],
    ["mobile", "70123", "Mobile number must be exactly 10 digits"],
    ["mobile", "1234567890", "Please enter a valid Indian mobile number"],
    ["company", "S", "Company name must be at least 2 characters long"],
    ["product", "personal-loan", "Please select a product"],
    ["amount", "", "Please enter the loan amount"],
    ["amount", 99_999, "The loan amount must be at least ₹1 lakh"],
    ["amount", 50_000_001, "The loan amount cannot exceed ₹5 Cr"],
    ["amount", 150000.5, "Please enter the amount in whole rupees"],
    ["amount", "lots", "Please enter the amount in whole rupees"],
    ["amount", "9".repeat(400), "Please enter the amount in whole rupees"],
    ["city", "A", "City must be at least 2 characters long"],
  ])("refuses %s=%j with '%s'", async (field, value, message) => {
    expect(await errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("answers a filled honeypot like success but stores nothing", async () => {
    const res = await post({ ...valid, city: "Honeypot City", [HONEYPOT_FIELD]: "x" });
    expect(res.statusCode).toBe(201);
    expect((await t.stored("loan-enquiry")).filter((r) => r.fields.city === "Honeypot City")).toHaveLength(0);
  });
});
