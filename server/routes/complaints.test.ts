import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER } from "#forms/api";
import { complaintForm } from "#forms/complaint";
import { exampleComplaint } from "#forms/examples";
import { addDays, indiaDate } from "#shared/india-dates";
import { type FormApp, startFormApp } from "#test/form-app";
import { REFERENCE_PATTERN } from "../submissions/reference";
import { complaintHistory } from "../complaints/complaints";

let t: FormApp;
beforeAll(async () => {
  t = await startFormApp();
});
afterAll(() => t.close());

const valid = exampleComplaint;
const post = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: complaintForm.endpoint, payload, headers });
const errorsFor = async (payload: object) => {
  const res = await post(payload);
  expect(res.statusCode).toBe(422);
  return res.json().fieldErrors as Record<string, string>;
};

describe("POST /api/complaints", () => {
  it("stores the complaint, opens it as received in the same transaction, and answers its reference and the date we answer by", async () => {
    const before = new Date().toISOString();
    const res = await post({ ...valid, lang: "hi" });
    expect(res.statusCode).toBe(201);
    const { ok, reference, answerBy } = res.json();
    expect(ok).toBe(true);
    expect(reference).toMatch(REFERENCE_PATTERN);
    const stored = await t.byReference(reference);
    expect(stored).toMatchObject({ form: "complaint", lang: "hi", fields: valid });
    // 30 days (content/site.ts) after the filing date in India.
    expect(answerBy).toBe(addDays(indiaDate(stored!.createdAt), 30));
    expect(stored!.createdAt >= before).toBe(true);
    const row = await t.db.selectFrom("complaints").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reference,
      status: "received",
      answerBy,
      createdAt: stored!.createdAt,
      updatedAt: stored!.createdAt,
      category: valid.category,
      lang: "hi",
      assigneeId: null,
      disposedAt: null,
    });
    expect(await complaintHistory(t.db, reference)).toEqual([{ status: "received", publicNote: null, createdAt: stored!.createdAt }]);
  });

  it("answers a retry with the same idempotency key like the first send, answer-by date included, and stores it once", async () => {
    const key = "retry-key-complaint-0001";
    const first = await post({ ...valid, name: "Retry Person" }, { [IDEMPOTENCY_HEADER]: key });
    const again = await post({ ...valid, name: "Retry Person" }, { [IDEMPOTENCY_HEADER]: key });
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.json().answerBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await t.stored("complaint")).filter((r) => r.fields.name === "Retry Person")).toHaveLength(1);
  });

  it("leaves out the optional loan number when empty", async () => {
    const res = await post({ ...valid, loanNumber: "  " });
    expect(res.statusCode).toBe(201);
    expect((await t.byReference(res.json().reference))?.fields).not.toHaveProperty("loanNumber");
  });

  it("answers missing fields with their messages", async () => {
    expect(await errorsFor({})).toEqual({
      name: "Full name is required",
      mobile: "Mobile number is required",
      category: "Please choose what your complaint is about",
      description: "Please describe your complaint",
    });
  });

  it.each([
    ["name", "S", "Name must be at least 2 characters long"],
    ["name", "Sunita 2", "Name should contain only letters and spaces"],
    ["mobile", "98220", "Mobile number must be exactly 10 digits"],
    ["mobile", "5822012345", "Please enter a valid Indian mobile number"],
    ["email", "sunita@", "Please enter a valid email address"],
    ["loanNumber", "UFL 2025", "Use only letters, digits, '/' and '-' as printed on your loan papers"],
    ["loanNumber", "A".repeat(31), "A loan or application number has at most 30 characters"],
    ["category", "rude-weather", "Please choose what your complaint is about"],
    ["description", "Too short.", "Please describe your complaint in at least 20 characters"],
    ["description", "x".repeat(2001), "Please keep your complaint under 2,000 characters"],
  ])("refuses %s=%j with '%s'", async (field, value, message) => {
    expect(await errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("takes a description of exactly 20 and of exactly 2,000 characters", async () => {
    expect((await post({ ...valid, description: "y".repeat(20) })).statusCode).toBe(201);
    expect((await post({ ...valid, description: "z".repeat(2000) })).statusCode).toBe(201);
  });

  it("answers a filled honeypot like success but stores nothing, not even a status", async () => {
    const res = await post({ ...valid, name: "Honey Pot", [HONEYPOT_FIELD]: "x" });
    expect(res.statusCode).toBe(201);
    // The same shape as a real complaint's answer (decision 090: a missing answerBy told a bot it was caught).
    const real = await post({ ...valid, name: "Real Person" });
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(real.json()).sort());
    expect(res.json().answerBy).toBe(real.json().answerBy);
    expect(res.headers["content-length"]).toBe(real.headers["content-length"]);
    expect((await t.stored("complaint")).filter((r) => r.fields.name === "Honey Pot")).toHaveLength(0);
    expect(await t.db.selectFrom("complaints").select("reference").where("reference", "=", res.json().reference).execute()).toEqual([]);
  });
});
