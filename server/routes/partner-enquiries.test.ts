import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, PARTNER_ENQUIRY_ENDPOINT } from "#forms/api";
import { type FormApp, startFormApp } from "./form-test-app";

let t: FormApp;
beforeAll(async () => {
  t = await startFormApp();
});
afterAll(() => t.close());

const valid = {
  name: "Ravi Kumar",
  email: "ravi@finserv.example",
  phone: "9876543210",
  company: "Finserv Tech Pvt Ltd",
  loanAmount: "10cr-50cr",
  purpose: "co-lending",
  message: "We would like to co-lend to MSMEs in Gujarat.",
};
const post = (payload: object) => t.app.inject({ method: "POST", url: PARTNER_ENQUIRY_ENDPOINT, payload });
const errorsFor = async (payload: object) => {
  const res = await post(payload);
  expect(res.statusCode).toBe(422);
  return res.json().fieldErrors as Record<string, string>;
};

describe("POST /api/partner-enquiries", () => {
  it("stores an accepted enquiry with every field", async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const { ok, id } = res.json();
    expect(ok).toBe(true);
    const row = await t.db.selectFrom("partnerEnquiries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ ...valid, id, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it("accepts the optional fields left out or empty and stores them as empty", async () => {
    const res = await post({ name: valid.name, email: valid.email, phone: valid.phone, company: valid.company, loanAmount: "", purpose: "" });
    expect(res.statusCode).toBe(201);
    const row = await t.db.selectFrom("partnerEnquiries").selectAll().where("id", "=", res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ loanAmount: null, purpose: null, message: null });
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

  it("accepts the limits themselves: 2 and 50 letters, 100-character company, 6 to 9 starts", async () => {
    for (const [field, value] of [["name", "Ra"], ["name", "A".repeat(50)], ["company", "C".repeat(100)], ["phone", "6000000000"]] as const) {
      expect((await post({ ...valid, [field]: value })).statusCode).toBe(201);
    }
  });

  it("answers a filled honeypot like success but stores nothing", async () => {
    const before = await t.db.selectFrom("partnerEnquiries").select((e) => e.fn.countAll().as("n")).executeTakeFirstOrThrow();
    const res = await post({ ...valid, [HONEYPOT_FIELD]: "https://spam.example" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, id: expect.any(String) });
    const after = await t.db.selectFrom("partnerEnquiries").select((e) => e.fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
