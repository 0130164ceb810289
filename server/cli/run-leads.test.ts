import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_APPLICATION_ENDPOINT, LOAN_ENQUIRY_ENDPOINT, NEWSLETTER_ENDPOINT, PARTNER_ENQUIRY_ENDPOINT } from "#forms/api";
import { type FormApp, multipartBody, sampleDocx, startFormApp } from "../routes/form-test-app";
import { runLeads } from "./run-leads";

let t: FormApp;
let outDir: string;
let applicationId: string;
const resumeBytes = sampleDocx();

async function leads(...argv: string[]) {
  let out = "";
  let err = "";
  const code = await runLeads(argv, t.dbOptions, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

beforeAll(async () => {
  t = await startFormApp();
  outDir = await mkdtemp(path.join(os.tmpdir(), "leads-cli-"));
  const inject = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  expect((await inject(NEWSLETTER_ENDPOINT, { email: "=cmd|' /C calc'!A0@evil.example" })).statusCode).toBe(422);
  expect((await inject(NEWSLETTER_ENDPOINT, { email: "news@example.in" })).statusCode).toBe(201);
  expect(
    (await inject(PARTNER_ENQUIRY_ENDPOINT, { name: "Ravi Kumar", email: "ravi@example.in", phone: "9876543210", company: "=SUM(1+1)", message: 'He said "yes", then left.\nNew line.' }))
      .statusCode,
  ).toBe(201);
  expect(
    (await inject(LOAN_ENQUIRY_ENDPOINT, { name: "Meera Shah", mobile: "7012345678", company: "Shah Polymers", product: "term-loan", amount: 1500000, city: "Surat" })).statusCode,
  ).toBe(201);
  const body = await multipartBody(
    {
      firstName: "Asha", lastName: "Iyer", email: "asha@example.in", phone: "9123456780", experience: "10+", location: "Pune",
      company: "Acme", currentCTC: "20 LPA", expectedCTC: "25 LPA", noticePeriod: "immediate", jobId: "credit-analyst",
      coverLetter: "Fifteen years in SME credit across Maharashtra and Gujarat branches.",
    },
    [{ filename: "asha.docx", bytes: resumeBytes }],
  );
  const res = await t.app.inject({ method: "POST", url: JOB_APPLICATION_ENDPOINT, ...body });
  expect(res.statusCode).toBe(201);
  applicationId = res.json().id;
});
afterAll(async () => {
  await t.close();
  await rm(outDir, { recursive: true, force: true });
});

describe("npm run leads -- export", () => {
  it("exports partner enquiries as quoted CSV with formulas defused", async () => {
    const { code, out } = await leads("export", "partners");
    expect(code).toBe(0);
    const [header, ...lines] = out.split("\r\n");
    expect(header).toBe("id,createdAt,name,email,phone,company,loanAmount,purpose,message");
    expect(lines[0]).toMatch(/^[0-9a-f-]{36},\d{4}-\d\d-\d\dT[^,]+,Ravi Kumar,ravi@example\.in,9876543210,'=SUM\(1\+1\),,,"He said ""yes"", then left\.\nNew line\."$/);
  });

  it("exports each kind as JSON with every stored field", async () => {
    const news = JSON.parse((await leads("export", "newsletter", "--format", "json")).out);
    expect(news).toEqual([{ id: expect.any(String), email: "news@example.in", createdAt: expect.any(String) }]);
    const loans = JSON.parse((await leads("export", "loans", "--format", "json")).out);
    expect(loans).toEqual([
      { id: expect.any(String), name: "Meera Shah", mobile: "7012345678", company: "Shah Polymers", product: "term-loan", amount: 1500000, city: "Surat", message: null, createdAt: expect.any(String) },
    ]);
    const apps = JSON.parse((await leads("export", "applications", "--format", "json")).out);
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({ id: applicationId, firstName: "Asha", experience: "10+", currentCtc: "20 LPA", resumeFileName: "asha.docx", resumeSize: resumeBytes.length });
    expect(apps[0]).not.toHaveProperty("resume");
  });

  it("filters with --since", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(JSON.parse((await leads("export", "loans", "--format", "json", "--since", tomorrow)).out)).toEqual([]);
    expect(JSON.parse((await leads("export", "loans", "--format", "json", "--since", yesterday)).out)).toHaveLength(1);
  });

  it("explains bad usage with exit code 2", async () => {
    expect((await leads("export", "customers")).code).toBe(2);
    expect((await leads("export", "loans", "--format", "xml")).code).toBe(2);
    expect((await leads("export", "loans", "--since", "last week")).code).toBe(2);
    const none = await leads();
    expect(none.code).toBe(2);
    expect(none.err).toContain("Usage:");
  });
});

describe("npm run leads -- resume", () => {
  it("writes the stored resume, byte for byte (sha256 matches)", async () => {
    const out = path.join(outDir, "resume.docx");
    const { code, out: text } = await leads("resume", applicationId, "--out", out);
    expect(code).toBe(0);
    const written = await readFile(out);
    const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
    expect(sha(written)).toBe(sha(resumeBytes));
    expect(text).toContain(sha(resumeBytes));
  });

  it("never overwrites a file, and says when the id is unknown", async () => {
    const existing = path.join(outDir, "keep.txt");
    await writeFile(existing, "keep me");
    expect((await leads("resume", applicationId, "--out", existing)).code).toBe(1);
    expect(await readFile(existing, "utf8")).toBe("keep me");
    expect((await leads("resume", "no-such-id", "--out", path.join(outDir, "x"))).code).toBe(1);
  });
});

describe("npm run leads -- purge", () => {
  it("deletes rows older than the given days in every table and prints counts", async () => {
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    await t.db.insertInto("newsletterSubscriptions").values({ id: "old-news", email: "old@example.in", createdAt: old }).execute();
    await t.db
      .insertInto("loanEnquiries")
      .values({ id: "old-loan", name: "Old", mobile: "9000000000", company: "Old Co", product: "term-loan", amount: 100000, city: "Pune", message: null, createdAt: old })
      .execute();
    const { code, out } = await leads("purge", "--older-than", "365");
    expect(code).toBe(0);
    expect(out).toMatch(/newsletter: 1\n/);
    expect(out).toMatch(/partners: 0\n/);
    expect(out).toMatch(/applications: 0\n/);
    expect(out).toMatch(/loans: 1\n/);
    expect(JSON.parse((await leads("export", "newsletter", "--format", "json")).out)).toHaveLength(1);
    const all = await leads("purge", "--older-than", "0");
    expect(all.out).toMatch(/applications: 1\n/);
    expect(JSON.parse((await leads("export", "applications", "--format", "json")).out)).toEqual([]);
  });

  it("needs a whole number of days", async () => {
    expect((await leads("purge")).code).toBe(2);
    expect((await leads("purge", "--older-than", "soon")).code).toBe(2);
  });
});
