import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { complaintForm, complaintLookup } from "#forms/complaint";
import { type FormApp, startFormApp } from "#test/form-app";
import { changeComplaintStatus } from "../complaints/complaints";
import { FAILED_LOOKUPS_PER_ADDRESS, FAILED_LOOKUPS_PER_REFERENCE } from "./complaint-status";
import { exampleComplaint } from "#test/form-examples";

let t: FormApp;
let reference: string;
let filedAt: string;
let answerBy: string;
const mobile = "9822012345";

beforeAll(async () => {
  t = await startFormApp();
  const res = await t.app.inject({
    method: "POST",
    url: complaintForm.endpoint,
    payload: { ...exampleComplaint, mobile, category: "emi-and-repayment", description: "My EMI was debited twice in November." },
  });
  expect(res.statusCode).toBe(201);
  ({ reference, answerBy } = res.json());
  filedAt = (await t.byReference(reference))!.createdAt;
});
afterAll(() => t.close());

let addressCounter = 0;
/** Each test searches from its own network address, so the per-address count starts at 0. */
const freshAddress = () => `203.0.113.${++addressCounter}`;
const lookup = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: "POST", url: complaintLookup.endpoint, payload, remoteAddress });
const NOT_FOUND = { error: "We could not find a complaint with these details." };

describe("POST /api/complaints/status", () => {
  it("finds a complaint by its reference and the mobile number given with it, however the reference is typed", async () => {
    const from = freshAddress();
    for (const typed of [reference, reference.toLowerCase(), reference.replace("-", " "), reference.replace("-", "")]) {
      const res = await lookup({ reference: typed, mobile }, from);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json()).toEqual({
        reference,
        status: "received",
        filedAt,
        answerBy,
        updatedAt: filedAt,
        note: null,
        kind: "borrower",
        clockDays: 30,
        inPart: false,
      });
    }
  });

  it("shows the current status and the last note the company published", async () => {
    const from = freshAddress();
    await changeComplaintStatus(t.db, reference, "in-progress", "We have asked your branch for the debit records.", {
      kind: t.kind,
      actor: "shell",
      now: new Date(Date.parse(filedAt) + 60_000),
    });
    const later = new Date(Date.parse(filedAt) + 120_000);
    await changeComplaintStatus(t.db, reference, "resolved", null, { kind: t.kind, actor: "shell", now: later });
    const res = await lookup({ reference, mobile }, from);
    expect(res.json()).toEqual({
      reference,
      status: "resolved",
      filedAt,
      answerBy,
      updatedAt: later.toISOString(),
      note: "We have asked your branch for the debit records.",
      kind: "borrower",
      clockDays: 30,
      inPart: false,
    });
  });

  it("gives an unknown reference and a wrong mobile the one identical answer: same status, headers and bytes", async () => {
    const from = freshAddress();
    const unknown = await lookup({ reference: "UF-000000", mobile }, from);
    const wrongMobile = await lookup({ reference, mobile: "9822012346" }, from);
    const otherPrefix = await lookup({ reference: "AB-7K3Q9D", mobile }, from);
    for (const res of [unknown, wrongMobile, otherPrefix]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect(res.body).toBe(unknown.body);
      expect(res.headers["content-type"]).toBe(unknown.headers["content-type"]);
      expect(res.headers["content-length"]).toBe(unknown.headers["content-length"]);
    }
  });

  it("answers a malformed search with the fields to fix (it cannot name a complaint, so it does not count)", async () => {
    const from = freshAddress();
    const res = await lookup({ reference: "complaint 12", mobile: "12345" }, from);
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({
      reference: "A reference looks like UF-7K3Q9D",
      mobile: "Mobile number must be exactly 10 digits",
    });
    expect((await lookup({}, from)).json().fieldErrors).toEqual({
      reference: "Please enter your complaint reference",
      mobile: "Mobile number is required",
    });
    expect((await lookup({ reference, mobile }, from)).statusCode).toBe(200);
  });

  it(`refuses a network after ${FAILED_LOOKUPS_PER_ADDRESS.limit} failed searches an hour, even for a right one, with Retry-After`, async () => {
    const from = freshAddress();
    for (let i = 0; i < FAILED_LOOKUPS_PER_ADDRESS.limit; i++) {
      const res = await lookup({ reference: `UF-00000${i % 10}`, mobile }, from);
      expect(res.statusCode, `failure ${i + 1}`).toBe(404);
    }
    const refused = await lookup({ reference, mobile }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: "Too many searches that found nothing came from your network. Please try again in an hour, or call our customer care.",
    });
    // The shared limiter counts in fixed hourly windows: the wait is what is left of this one.
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    // Another network is not affected.
    expect((await lookup({ reference, mobile }, freshAddress())).statusCode).toBe(200);
  });

  it("counts successful searches not at all", async () => {
    const from = freshAddress();
    for (let i = 0; i < FAILED_LOOKUPS_PER_ADDRESS.limit + 2; i++) expect((await lookup({ reference, mobile }, from)).statusCode).toBe(200);
  });

  it(`pauses a reference after ${FAILED_LOOKUPS_PER_REFERENCE.limit} wrong mobile numbers from anywhere, for unknown references alike`, async () => {
    const res = await t.app.inject({
      method: "POST",
      url: complaintForm.endpoint,
      payload: { ...exampleComplaint, mobile: "9811111111" },
    });
    const target = res.json().reference as string;
    for (const ref of [target, "UF-ZZZZZZ"]) {
      // One wrong try from each of many networks: no network reaches its own limit.
      for (let i = 0; i < FAILED_LOOKUPS_PER_REFERENCE.limit; i++)
        expect((await lookup({ reference: ref, mobile: `98000000${String(i).padStart(2, "0")}` }, freshAddress())).statusCode).toBe(404);
      const locked = await lookup({ reference: ref, mobile: "9811111111" }, freshAddress());
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error).toMatch(/^This reference has been searched with a wrong mobile number too many times/);
      // The pause ends with the hour (decision 090: it was a day, long enough to lock the owner out).
      expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(3600);
    }
    // Other references are still found.
    expect((await lookup({ reference, mobile }, freshAddress())).statusCode).toBe(200);
  });

  it("lets no more than the limit through when many wrong lookups arrive at once (check and count are one step)", async () => {
    const from = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => lookup({ reference: `UF-1${String(i).padStart(5, "0")}`, mobile }, from)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(FAILED_LOOKUPS_PER_ADDRESS.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - FAILED_LOOKUPS_PER_ADDRESS.limit);
  });

  it("lets no more than the limit through for one reference when wrong lookups arrive at once from many networks", async () => {
    const target = "UF-RACE01";
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => lookup({ reference: target, mobile: `97000000${String(i).padStart(2, "0")}` }, freshAddress())),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(FAILED_LOOKUPS_PER_REFERENCE.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - FAILED_LOOKUPS_PER_REFERENCE.limit);
  });
});
