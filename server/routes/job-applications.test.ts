import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER } from "#forms/api";
import { exampleApplication } from "#test/form-examples";
import { MAX_RESUME_BYTES, jobApplicationForm } from "#forms/job-application";
import { type FilePart, type FormApp, multipartBody, sampleDoc, sampleDocx, samplePdf, startFormApp } from "#test/form-app";
import { QUOTA_MESSAGES } from "../limits/upload-quota";
import { RESUME_MIME } from "../uploads/resume-check";
import { docxWithMacro, msiLike, pdfZipPolyglot } from "#test/resume-files";

let t: FormApp;
beforeAll(async () => {
  t = await startFormApp();
});
afterAll(() => t.close());

const valid = exampleApplication;
const pdf: FilePart = { filename: "Asha Iyer CV.pdf", bytes: samplePdf(), type: "application/pdf" };

async function post(fields: Record<string, string>, files: FilePart[] = [pdf], extraHeaders: Record<string, string> = {}) {
  const { payload, headers } = await multipartBody(fields, files);
  return t.app.inject({ method: "POST", url: JOB_APPLICATION_ENDPOINT, payload, headers: { ...headers, ...extraHeaders } });
}
async function errorsFor(fields: Record<string, string>, files?: FilePart[]) {
  const res = await post(fields, files);
  expect(res.statusCode).toBe(422);
  return res.json().fieldErrors as Record<string, string>;
}
const JOB_APPLICATION_ENDPOINT = jobApplicationForm.endpoint;
const count = async () => (await t.stored("job-application")).length;

describe("POST /api/job-applications", () => {
  it("stores an accepted application with every field and the resume's bytes, size, sha256 and detected type", async () => {
    const res = await post({ ...valid, lang: "hi" });
    expect(res.statusCode).toBe(201);
    const row = await t.byReference(res.json().reference);
    const sha256 = createHash("sha256").update(pdf.bytes).digest("hex");
    expect(row).toMatchObject({
      form: "job-application",
      lang: "hi",
      fields: valid,
      file: { name: "Asha Iyer CV.pdf", type: RESUME_MIME.pdf, size: pdf.bytes.length, sha256 },
    });
    const file = await t.db.selectFrom("storedFiles").selectAll().where("sha256", "=", sha256).executeTakeFirstOrThrow();
    expect(Buffer.from(file.bytes).equals(pdf.bytes)).toBe(true);
  });

  it("stores an identical resume once, however many applications carry it", async () => {
    const distinct = Buffer.concat([samplePdf(), Buffer.from("% unique to this test\n")]);
    for (const jobId of ["risk-analyst", "credit-analyst"])
      expect((await post({ ...valid, jobId }, [{ filename: "same.pdf", bytes: distinct }])).statusCode).toBe(201);
    const sha256 = createHash("sha256").update(distinct).digest("hex");
    expect((await t.stored("job-application")).filter((r) => r.file?.sha256 === sha256)).toHaveLength(2);
    expect(await t.db.selectFrom("storedFiles").select("sha256").where("sha256", "=", sha256).execute()).toHaveLength(1);
  });

  it("accepts DOC and DOCX by their content, whatever the name or declared type", async () => {
    const doc = await post(valid, [{ filename: "cv.doc", bytes: sampleDoc(), type: "application/msword" }]);
    const docx = await post(valid, [{ filename: "resume.DOCX", bytes: sampleDocx(), type: "application/octet-stream" }]);
    expect([doc.statusCode, docx.statusCode]).toEqual([201, 201]);
    const types = await Promise.all([doc, docx].map(async (r) => (await t.byReference(r.json().reference))?.file?.type));
    expect(types).toEqual([RESUME_MIME.doc, RESUME_MIME.docx]);
  });

  it("refuses a spoofed resume: a .pdf name and PDF type over other bytes", async () => {
    const before = await count();
    const spoof = { filename: "cv.pdf", bytes: Buffer.from("MZ\x90\x00 not a pdf at all"), type: "application/pdf" };
    expect(await errorsFor(valid, [spoof])).toEqual({ resume: "Please upload a PDF, DOC or DOCX file" });
    const html = { filename: "cv.docx", bytes: Buffer.from("<html>PK</html>"), type: RESUME_MIME.docx };
    expect(await errorsFor(valid, [html])).toEqual({ resume: "Please upload a PDF, DOC or DOCX file" });
    expect(await count()).toBe(before);
  });

  it("refuses files by their structure, in the form's language: macros, other OLE files, polyglots, a name that lies", async () => {
    const before = await count();
    expect(await errorsFor(valid, [{ filename: "cv.docx", bytes: docxWithMacro() }])).toEqual({
      resume: "This file contains macros, which we cannot accept. Please save it as a PDF or a plain DOCX and upload it again.",
    });
    expect(await errorsFor(valid, [{ filename: "setup.doc", bytes: msiLike() }])).toEqual({
      resume: "Please upload a PDF, DOC or DOCX file",
    });
    expect(await errorsFor(valid, [{ filename: "cv.pdf", bytes: pdfZipPolyglot() }])).toEqual({
      resume: "Please upload a PDF, DOC or DOCX file",
    });
    expect(await errorsFor(valid, [{ filename: "cv.exe", bytes: samplePdf() }])).toEqual({
      resume: "Please give the file a name that ends in .pdf, .doc or .docx",
    });
    expect(await errorsFor(valid, [{ filename: "cv\u202Efdp.exe", bytes: samplePdf() }])).toEqual({
      resume: "Please give the file a name that ends in .pdf, .doc or .docx",
    });
    expect(await count()).toBe(before);
  });

  it("answers 413 with the size message over 5 MB, and accepts exactly 5 MB", async () => {
    // A PDF padded with a comment line before its end, to exactly the limit and one byte over.
    const sized = (n: number) =>
      Buffer.concat([
        Buffer.from("%PDF-1.7\n%"),
        Buffer.alloc(n - samplePdf().length - 2, 0x20),
        Buffer.from("\n"),
        samplePdf().subarray(9),
      ]);
    const over = sized(MAX_RESUME_BYTES + 1);
    const res = await post(valid, [{ filename: "big.pdf", bytes: over }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: "Your resume must be 5 MB or smaller" });
    const exact = sized(MAX_RESUME_BYTES);
    expect(exact.length).toBe(MAX_RESUME_BYTES);
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
    for (const value of jobApplicationForm.fields.experience.options)
      expect((await post({ ...valid, experience: value })).statusCode).toBe(201);
    for (const value of jobApplicationForm.fields.noticePeriod.options)
      expect((await post({ ...valid, noticePeriod: value })).statusCode).toBe(201);
  });

  it("keeps the visitor's file name only as data", async () => {
    const res = await post(valid, [{ ...pdf, filename: "../../etc/passwd\u0000.pdf" }]);
    expect(res.statusCode).toBe(201);
    // The multipart parser keeps only the base name; control characters are dropped.
    expect((await t.byReference(res.json().reference))?.file?.name).toBe("passwd.pdf");
  });

  it("answers a filled honeypot like success but stores nothing", async () => {
    const before = await count();
    const res = await post({ ...valid, [HONEYPOT_FIELD]: "bot" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, reference: expect.any(String) });
    expect(await count()).toBe(before);
  });

  it("binds an idempotency key to the resume too: the same key with another file is refused, with the same one replayed", async () => {
    const key = { [IDEMPOTENCY_HEADER]: "application-key-0123456789ab" };
    const first = await post(valid, [pdf], key);
    expect(first.statusCode).toBe(201);
    const before = await count();
    const otherFile = await post(valid, [{ filename: "cv.docx", bytes: sampleDocx() }], key);
    expect(otherFile.statusCode).toBe(422);
    expect(otherFile.json()).toMatchObject({ code: "idempotency-key-reused" });
    expect((await post(valid, [pdf], key)).json()).toEqual(first.json());
    expect(await count()).toBe(before);
  });

  it("refuses JSON (415) and an oversized text field (413)", async () => {
    const json = await t.app.inject({ method: "POST", url: JOB_APPLICATION_ENDPOINT, payload: valid });
    expect(json.statusCode).toBe(415);
    const big = await post({ ...valid, coverLetter: "x".repeat(40 * 1024) });
    expect(big.statusCode).toBe(413);
  });
});

describe("the day's upload quota", () => {
  it("answers 429 with its code and a Retry-After once a network has sent its day's bytes, and stores nothing more", async () => {
    const small = await startFormApp({ app: { resumeBytesPerAddressPerDay: Math.floor(pdf.bytes.length * 1.5) } });
    try {
      const send = async () => small.app.inject({ method: "POST", url: JOB_APPLICATION_ENDPOINT, ...(await multipartBody(valid, [pdf])) });
      expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: QUOTA_MESSAGES.perAddress, code: "too-many-files" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(await small.stored(jobApplicationForm.name)).toHaveLength(1);
    } finally {
      await small.close();
    }
  });
});
