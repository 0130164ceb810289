import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, JOB_APPLICATION_ENDPOINT } from "#forms/api";
import { EXPERIENCE_OPTIONS, MAX_RESUME_BYTES, NOTICE_PERIOD_OPTIONS } from "#forms/job-application";
import { type FilePart, type FormApp, multipartBody, sampleDoc, sampleDocx, samplePdf, startFormApp } from "./form-test-app";
import { RESUME_MIME } from "./resume-type";

let t: FormApp;
beforeAll(async () => {
  t = await startFormApp();
});
afterAll(() => t.close());

const valid = {
  firstName: "Asha",
  lastName: "Iyer",
  email: "asha.iyer@example.in",
  phone: "9123456780",
  experience: "3-5",
  location: "Mumbai",
  company: "Acme Finance",
  currentCTC: "12 LPA",
  expectedCTC: "15 LPA",
  noticePeriod: "1-month",
  coverLetter: "I have five years of MSME credit underwriting experience and would love to join.",
  jobId: "credit-analyst",
};
const pdf: FilePart = { filename: "Asha Iyer CV.pdf", bytes: samplePdf(), type: "application/pdf" };

async function post(fields: Record<string, string>, files: FilePart[] = [pdf]) {
  const { payload, headers } = await multipartBody(fields, files);
  return t.app.inject({ method: "POST", url: JOB_APPLICATION_ENDPOINT, payload, headers });
}
async function errorsFor(fields: Record<string, string>, files?: FilePart[]) {
  const res = await post(fields, files);
  expect(res.statusCode).toBe(422);
  return res.json().fieldErrors as Record<string, string>;
}
const count = async () => Number((await t.db.selectFrom("jobApplications").select((e) => e.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

describe("POST /api/job-applications", () => {
  it("stores an accepted application with every field and the resume's bytes, size, sha256 and detected type", async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    const row = await t.db.selectFrom("jobApplications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const { currentCTC, expectedCTC, ...rest } = valid;
    expect(row).toMatchObject({ ...rest, currentCtc: currentCTC, expectedCtc: expectedCTC, id });
    expect(row.resumeFileName).toBe("Asha Iyer CV.pdf");
    expect(row.resumeType).toBe(RESUME_MIME.pdf);
    expect(row.resumeSize).toBe(pdf.bytes.length);
    expect(row.resumeSha256).toBe(createHash("sha256").update(pdf.bytes).digest("hex"));
    expect(Buffer.from(row.resume).equals(pdf.bytes)).toBe(true);
  });

  it("accepts DOC and DOCX by their content, whatever the name or declared type", async () => {
    const doc = await post(valid, [{ filename: "cv.doc", bytes: sampleDoc(), type: "application/msword" }]);
    const docx = await post(valid, [{ filename: "resume", bytes: sampleDocx(), type: "application/octet-stream" }]);
    expect([doc.statusCode, docx.statusCode]).toEqual([201, 201]);
    const types = await t.db.selectFrom("jobApplications").select(["id", "resumeType"]).where("id", "in", [doc.json().id, docx.json().id]).execute();
    expect(types.map((r) => r.resumeType).sort()).toEqual([RESUME_MIME.doc, RESUME_MIME.docx].sort());
  });

  it("refuses a spoofed resume: a .pdf name and PDF type over other bytes", async () => {
    const before = await count();
    const spoof = { filename: "cv.pdf", bytes: Buffer.from("MZ\x90\x00 not a pdf at all"), type: "application/pdf" };
    expect(await errorsFor(valid, [spoof])).toEqual({ resume: "Please upload a PDF, DOC or DOCX file" });
    const html = { filename: "cv.docx", bytes: Buffer.from("<html>PK</html>"), type: RESUME_MIME.docx };
    expect(await errorsFor(valid, [html])).toEqual({ resume: "Please upload a PDF, DOC or DOCX file" });
    expect(await count()).toBe(before);
  });

  it("answers 413 with the size message over 5 MB, and accepts exactly 5 MB", async () => {
    const over = Buffer.concat([samplePdf(), Buffer.alloc(MAX_RESUME_BYTES + 1 - samplePdf().length, 0x20)]);
    const res = await post(valid, [{ filename: "big.pdf", bytes: over }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: "Your resume must be 5 MB or smaller" });
    const exact = over.subarray(0, MAX_RESUME_BYTES);
    expect((await post(valid, [{ filename: "exact.pdf", bytes: exact }])).statusCode).toBe(201);
  });

  it("requires exactly one resume", async () => {
    expect(await errorsFor(valid, [])).toEqual({ resume: "Please upload your resume" });
    // What a browser sends when the file input is empty.
    expect(await errorsFor(valid, [{ filename: "", bytes: Buffer.alloc(0) }])).toEqual({ resume: "Please upload your resume" });
    expect(await errorsFor(valid, [pdf, { ...pdf, filename: "second.pdf" }])).toEqual({ resume: "Please upload a single file" });
  });

  it("answers every missing field with its spec message", async () => {
    expect(await errorsFor({}, [])).toEqual({
      firstName: "Please enter your first name",
      lastName: "Please enter your last name",
      email: "Please enter your email address",
      phone: "Please enter your phone number",
      experience: "Please select your experience level",
      location: "Please enter your current location",
      company: "Please enter your current/last company",
      currentCTC: "Please enter your current CTC",
      expectedCTC: "Please enter your expected CTC",
      noticePeriod: "Please select your notice period",
      coverLetter: "Please write a brief cover letter",
      jobId: "Please choose the opening you are applying for",
      resume: "Please upload your resume",
    });
  });

  it.each([
    ["firstName", "A", "First name must be at least 2 characters"],
    ["lastName", " I ", "Last name must be at least 2 characters"],
    ["email", "asha@", "Please enter a valid email address"],
    ["phone", "91234", "Please enter a valid 10-digit phone number"],
    ["phone", "91234567ab", "Please enter a valid 10-digit phone number"],
    ["experience", "20+", "Please select your experience level"],
    ["noticePeriod", "6-months", "Please select your notice period"],
    ["location", "  ", "Please enter your current location"],
    ["coverLetter", "Too short to say anything useful about me.", "Cover letter should be at least 50 characters"],
  ])("refuses %s=%j with '%s'", async (field, value, message) => {
    expect(await errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("accepts every experience and notice period option", async () => {
    for (const { value } of EXPERIENCE_OPTIONS) expect((await post({ ...valid, experience: value })).statusCode).toBe(201);
    for (const { value } of NOTICE_PERIOD_OPTIONS) expect((await post({ ...valid, noticePeriod: value })).statusCode).toBe(201);
  });

  it("keeps the visitor's file name only as data", async () => {
    const res = await post(valid, [{ ...pdf, filename: "../../etc/passwd\u0000.pdf" }]);
    expect(res.statusCode).toBe(201);
    const row = await t.db.selectFrom("jobApplications").select("resumeFileName").where("id", "=", res.json().id).executeTakeFirstOrThrow();
    // The multipart parser keeps only the base name; control characters are dropped.
    expect(row.resumeFileName).toBe("passwd.pdf");
  });

  it("answers a filled honeypot like success but stores nothing", async () => {
    const before = await count();
    const res = await post({ ...valid, [HONEYPOT_FIELD]: "bot" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, id: expect.any(String) });
    expect(await count()).toBe(before);
  });

  it("refuses JSON (415) and an oversized text field (413)", async () => {
    const json = await t.app.inject({ method: "POST", url: JOB_APPLICATION_ENDPOINT, payload: valid });
    expect(json.statusCode).toBe(415);
    const big = await post({ ...valid, coverLetter: "x".repeat(40 * 1024) });
    expect(big.statusCode).toBe(413);
  });
});
