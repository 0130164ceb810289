import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplicationForm } from "#forms/job-application";
import { loanEnquiryForm } from "#forms/loan-enquiry";
import { newsletterForm } from "#forms/newsletter";
import { partnerEnquiryForm } from "#forms/partner-enquiry";
import { type FormApp, multipartBody, sampleDocx, startFormApp } from "#test/form-app";
import { storeSubmission } from "../submissions/store";
import { investorAlertsForm } from "#forms/investor-alerts";
import { confirmSubscriber, confirmToken, investorAlertsHook } from "../investor-alerts/subscribers";
import { runLeads } from "./run-leads";
import { testKeys } from "#test/keys";
import { exampleApplication, exampleLoanEnquiry, exampleNewsletter, examplePartnerEnquiry } from "#test/form-examples";

let t: FormApp;
let outDir: string;
let applicationReference: string;
const resumeBytes = sampleDocx();

async function leads(...argv: string[]) {
  let out = "";
  let err = "";
  const code = await runLeads(argv, t.dbOptions, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

/** The loan enquiry sent in the beforeAll, as the export must give it back. */
const loan = { ...exampleLoanEnquiry, product: "term-loan", amount: 1_500_000, city: "Surat" };

beforeAll(async () => {
  t = await startFormApp();
  outDir = await mkdtemp(path.join(os.tmpdir(), "leads-cli-"));
  const inject = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
  expect((await inject(newsletterForm.endpoint, { ...exampleNewsletter, email: "=cmd|' /C calc'!A0@evil.example" })).statusCode).toBe(422);
  expect((await inject(newsletterForm.endpoint, { ...exampleNewsletter, email: "news@example.in" })).statusCode).toBe(201);
  expect(
    (
      await inject(partnerEnquiryForm.endpoint, {
        ...examplePartnerEnquiry,
        name: "Ravi Kumar",
        email: "ravi@example.in",
        phone: "9876543210",
        company: "=SUM(1+1)",
        loanAmount: "",
        purpose: "",
        message: 'He said "yes", then left.\nNew line.',
      })
    ).statusCode,
  ).toBe(201);
  expect((await inject(loanEnquiryForm.endpoint, { ...loan, lang: "hi" })).statusCode).toBe(201);
  const body = await multipartBody({ ...exampleApplication, experience: "10+", currentCTC: "20 LPA" }, [
    { filename: "asha.docx", bytes: resumeBytes },
  ]);
  const res = await t.app.inject({ method: "POST", url: jobApplicationForm.endpoint, ...body });
  expect(res.statusCode).toBe(201);
  applicationReference = res.json().reference;
});
afterAll(async () => {
  await t.close();
  await rm(outDir, { recursive: true, force: true });
});

describe("npm run leads -- export", () => {
  it("exports partner enquiries as quoted CSV, columns from the form's declaration, formulas defused", async () => {
    const { code, out } = await leads("export", "partners");
    expect(code).toBe(0);
    const [header, ...lines] = out.split("\r\n");
    expect(header).toBe("reference,createdAt,lang,name,email,phone,company,loanAmount,purpose,message");
    expect(lines[0]).toMatch(
      /^UF-[0-9A-Z]{6},\d{4}-\d\d-\d\dT[^,]+,en,Ravi Kumar,ravi@example\.in,9876543210,'=SUM\(1\+1\),,,"He said ""yes"", then left\.\nNew line\."$/,
    );
  });

  it("exports each kind as JSON with every stored field, the language and the reference", async () => {
    const news = JSON.parse((await leads("export", "newsletter", "--format", "json")).out);
    expect(news).toEqual([
      {
        reference: expect.stringMatching(/^UF-/),
        createdAt: expect.any(String),
        lang: "en",
        ...exampleNewsletter,
        email: "news@example.in",
      },
    ]);
    const loans = JSON.parse((await leads("export", "loans", "--format", "json")).out);
    expect(loans).toEqual([{ reference: expect.any(String), createdAt: expect.any(String), lang: "hi", ...loan }]);
    const apps = JSON.parse((await leads("export", "applications", "--format", "json")).out);
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({
      reference: applicationReference,
      firstName: exampleApplication.firstName,
      experience: "10+",
      currentCTC: "20 LPA",
      fileName: "asha.docx",
      fileSize: resumeBytes.length,
    });
    expect(Object.keys(apps[0])).not.toContain("bytes");
  });

  it("filters with --since", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(JSON.parse((await leads("export", "loans", "--format", "json", "--since", tomorrow)).out)).toEqual([]);
    expect(JSON.parse((await leads("export", "loans", "--format", "json", "--since", yesterday)).out)).toHaveLength(1);
  });

  it("explains bad usage in one line and the usage, exit code 2, no stack trace", async () => {
    for (const argv of [
      ["export", "customers"],
      ["export", "loans", "--format", "xml"],
      ["export", "loans", "--since", "last week"],
      ["export", "loans", "--since", "2026-02-31"],
      ["export", "loans", "--colour"],
      [],
    ]) {
      const r = await leads(...argv);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.err).toContain("Usage:");
      expect(r.err).not.toContain("    at ");
    }
  });
});

describe("npm run leads -- resume", () => {
  it("writes the stored resume, byte for byte (sha256 matches), by the reference the team was sent", async () => {
    const out = path.join(outDir, "resume.docx");
    const { code, out: text } = await leads("resume", applicationReference.toLowerCase(), "--out", out);
    expect(code).toBe(0);
    const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
    expect(sha(await readFile(out))).toBe(sha(resumeBytes));
    expect(text).toContain(sha(resumeBytes));
  });

  it("never overwrites a file, says when the reference is unknown or the folder missing, without a stack trace", async () => {
    const existing = path.join(outDir, "keep.txt");
    await writeFile(existing, "keep me");
    const exists = await leads("resume", applicationReference, "--out", existing);
    expect([exists.code, exists.err]).toEqual([1, `${existing} already exists; choose another --out file.\n`]);
    expect(await readFile(existing, "utf8")).toBe("keep me");
    const unknown = await leads("resume", "UF-000000", "--out", path.join(outDir, "x"));
    expect([unknown.code, unknown.err]).toEqual([1, "No application with reference UF-000000\n"]);
    const missing = await leads("resume", applicationReference, "--out", path.join(outDir, "no/such/folder/cv.docx"));
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/^Cannot write .*cv\.docx: its folder does not exist\.\n$/);
  });
});

describe("npm run leads -- purge", () => {
  it("deletes submissions older than the given days, and the files no one uses any more, and prints counts", async () => {
    const old = new Date(Date.now() - 400 * 86_400_000);
    await storeSubmission(
      t.db,
      { form: "newsletter", lang: "en", fields: { email: "old@example.in" }, dedupeKey: "old@example.in" },
      [],
      old,
    );
    await storeSubmission(t.db, { form: "loan-enquiry", lang: "en", fields: { name: "Old" } }, [], old);
    const { code, out } = await leads("purge", "--older-than", "365");
    expect(code).toBe(0);
    expect(out).toMatch(/newsletter: 1\n/);
    expect(out).toMatch(/loan-enquiry: 1\n/);
    expect(out).not.toMatch(/job-application/);
    expect(JSON.parse((await leads("export", "newsletter", "--format", "json")).out)).toHaveLength(1);
    const all = await leads("purge", "--older-than", "0");
    expect(all.out).toMatch(/job-application: 1\n/);
    expect(JSON.parse((await leads("export", "applications", "--format", "json")).out)).toEqual([]);
    expect(await t.db.selectFrom("storedFiles").select("sha256").execute()).toEqual([]);
  });

  it("keeps a sign-up that backs a confirmed investor alerts subscription, and takes the others off the list", async () => {
    const keys = testKeys().link;
    const old = new Date(Date.now() - 400 * 86_400_000);
    const signUp = async (email: string) => {
      const r = await storeSubmission(
        t.db,
        { form: investorAlertsForm.name, lang: "en", fields: { email } },
        [investorAlertsHook({ keys, channels: ["email"] })],
        old,
      );
      if (r.kind !== "stored") throw new Error("not stored");
      return r.submission.reference;
    };
    const subscribed = await signUp("subscribed@example.in");
    await confirmSubscriber(t.db, confirmToken(keys, subscribed), old);
    await signUp("never-confirmed@example.in");
    // A salesperson's note on the kept sign-up stays with it.
    const author = { id: "staff-1", email: "sales@udyamitra.example", name: "Sales", roles: '["sales"]', disabled: 0, version: 1 };
    await t.db
      .insertInto("staffUsers")
      .values({ ...author, createdAt: old.toISOString(), lastSignInAt: null })
      .execute();
    const kept = await t.db.selectFrom("submissions").select("id").where("reference", "=", subscribed).executeTakeFirstOrThrow();
    await t.db
      .insertInto("leadNotes")
      .values({
        id: "note-1",
        submissionId: kept.id,
        authorId: author.id,
        text: "Investor relations contact",
        createdAt: old.toISOString(),
      })
      .execute();
    const { code, out } = await leads("purge", "--older-than", "365");
    expect(code).toBe(0);
    expect(out).toMatch(/investor-alerts: 1\n/);
    const list = await t.db
      .selectFrom("investorAlertSubscribers as a")
      .innerJoin("submissions as s", "s.id", "a.submissionId")
      .select(["a.email", "a.status"])
      .execute();
    expect(list).toEqual([{ email: "subscribed@example.in", status: "confirmed" }]);
    expect(await t.db.selectFrom("leadNotes").select("text").where("submissionId", "=", kept.id).execute()).toEqual([
      { text: "Investor relations contact" },
    ]);
    // The subscriber's confirmation email stays with the sign-up it belongs to; the other's went with its.
    const outbox = await t.db
      .selectFrom("outbox")
      .select("submissionId")
      .where("submissionId", "not in", t.db.selectFrom("submissions").select("id"))
      .execute();
    expect(outbox).toEqual([]);
  });

  it("needs a whole number of days", async () => {
    expect((await leads("purge")).code).toBe(2);
    expect((await leads("purge", "--older-than", "soon")).code).toBe(2);
    expect((await leads("purge", "--older-than", "-3")).code).toBe(2);
  });
});
