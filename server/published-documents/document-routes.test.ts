// Publishing from the console end to end through the real app: upload,
// checks with their messages, the live library JSON with its ETag, the
// document's bytes at its library address, scheduled publishing on a moved
// clock, replacement with history, withdrawal (410), feeds and the audit trail.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS_URL_PREFIX } from "#shared/documents/publishing";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";
import { purgeSubmissions } from "../submissions/queries";
import { REFUSED } from "./publication-rules";
import { samplePdf, upload } from "#test/publishing";

let t: StaffTestApp;
let cs: Person;
const date = "2026-11-14";

beforeAll(async () => {
  t = await startStaffApp();
  const docs = path.join(t.clientDir, DOCUMENTS_URL_PREFIX);
  await mkdir(path.join(docs, "Corporate Announcements", "2024-25"), { recursive: true });
  await mkdir(path.join(docs, "Intimations%2FDisclosures"), { recursive: true });
  await writeFile(path.join(docs, "Corporate Announcements", "2024-25", "Old notice.pdf"), await samplePdf("old"));
  // The build's text of its own documents (scripts/documents-text.ts).
  const built = [
    {
      folder: ["Corporate Announcements", "2024-25"],
      name: "Old notice",
      title: "Old notice",
      url: `${DOCUMENTS_URL_PREFIX}Corporate%20Announcements/2024-25/Old%20notice.pdf`,
      text: "Notice of the postal ballot for the buyback of shares",
    },
  ];
  await writeFile(path.join(docs, ".search-text.json"), JSON.stringify(built));
  cs = await t.person("cs@example.in", ["secretarial"], "Kavita Menon");
}, 60_000);
afterAll(() => t.close());

const fields = (over: Record<string, string> = {}) => ({
  folder: "Corporate Announcements/2025-26",
  title: "Outcome of Board Meeting",
  disclosureDate: date,
  ...over,
});
const live = async () =>
  (await t.app.inject({ method: "GET", url: "/api/documents/live" })).json().documents as {
    url: string;
    title: string;
    folder: string[];
    name: string;
  }[];

async function auditRows(action: string) {
  return (await t.db.kysely.selectFrom("staffAudit").selectAll().where("action", "=", action).orderBy("seq").execute()).map((r) => ({
    ...r,
    detail: JSON.parse(r.detail) as Record<string, unknown>,
  }));
}

describe("publishing a document", () => {
  let id = "";
  let url = "";
  const first = samplePdf("Board meeting outcome, first version");

  it("publishes now into a new folder under an existing category, and the library answers it at once", async () => {
    const res = await upload(t, "/documents", cs.cookie, fields(), { name: "Board Outcome Nov 2026.pdf", bytes: await first });
    expect(res.statusCode, res.body).toBe(201);
    ({ id, url } = res.json());
    expect(url).toBe("/Images/Icons/Documents/Corporate%20Announcements/2025-26/Board%20Outcome%20Nov%202026.pdf");
    expect(await live()).toEqual([
      expect.objectContaining({
        url,
        title: "Outcome of Board Meeting",
        folder: ["Corporate Announcements", "2025-26"],
        name: "Board Outcome Nov 2026",
      }),
    ]);
    const file = await t.app.inject({ method: "GET", url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.equals(await first)).toBe(true);
    const download = await t.app.inject({ method: "GET", url: `${url}?download=1` });
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="Board Outcome Nov 2026.pdf"/);
  });

  it("audits the publication with the file's sha256 and the secretary as actor", async () => {
    const [row] = await auditRows("document.published");
    expect(row).toMatchObject({
      actor: "cs@example.in",
      subject: id,
      detail: { url, version: 1, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
  });

  it("answers the live list with an ETag and 304 while nothing changed", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/documents/live" });
    expect(res.headers["cache-control"]).toBe("no-cache");
    const etag = String(res.headers.etag);
    expect((await t.app.inject({ method: "GET", url: "/api/documents/live", headers: { "if-none-match": etag } })).statusCode).toBe(304);
  });

  it("keeps history on replace: the address serves the new file, the old version says until when it was live", async () => {
    const second = await samplePdf("Board meeting outcome, corrected");
    t.advance(60_000);
    const res = await upload(t, `/documents/${id}/versions`, cs.cookie, {}, { name: "corrected.pdf", bytes: second });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ version: 2 });
    expect((await t.app.inject({ method: "GET", url })).rawPayload.equals(second)).toBe(true);
    const list = (await t.call("GET", "/api/staff/documents", cs.cookie)).json();
    const doc = list.documents.find((d: { id: string }) => d.id === id);
    expect(doc.currentVersion).toBe(2);
    expect(doc.versions).toEqual([
      expect.objectContaining({ version: 1, liveUntil: expect.any(String) }),
      expect.objectContaining({ version: 2, liveUntil: null }),
    ]);
    expect(doc.versions[0].liveUntil).toBe(doc.versions[1].liveFrom);
    expect(list.categories).toEqual(["Corporate Announcements", "Intimations/Disclosures"]);
    expect((await auditRows("document.replaced"))[0]).toMatchObject({
      subject: id,
      detail: { version: 2, sha256: doc.versions[1].sha256 },
    });
  });

  it("finds it by a word inside the PDF, with a snippet, within seconds (the replaced version's text)", async () => {
    t.advance(3100);
    const res = await t.app.inject({ method: "GET", url: "/api/documents/search?q=CORRECTED outcome" });
    expect(res.statusCode).toBe(200);
    expect(res.json().hits).toEqual([
      {
        url,
        folder: ["Corporate Announcements", "2025-26"],
        name: "Board Outcome Nov 2026",
        title: "Outcome of Board Meeting",
        snippet: "Board meeting outcome, corrected",
      },
    ]);
    expect((await t.app.inject({ method: "GET", url: "/api/documents/search?q=first version" })).json().hits).toEqual([]);
    // The build's documents are searched too, from the text the build extracted.
    const built = (await t.app.inject({ method: "GET", url: "/api/documents/search?q=postal ballot" })).json().hits;
    expect(built).toEqual([
      expect.objectContaining({ name: "Old notice", snippet: "Notice of the postal ballot for the buyback of shares" }),
    ]);
    // Never served as a document.
    expect((await t.app.inject({ method: "GET", url: `${DOCUMENTS_URL_PREFIX}.search-text.json` })).statusCode).toBe(404);
    const long = await t.app.inject({ method: "GET", url: `/api/documents/search?q=${"x".repeat(201)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe("q must be a search of at most 200 characters.");
  });

  it("lists it in the English and Hindi Atom feeds", async () => {
    const feed = await t.app.inject({ method: "GET", url: "/investors/feed.xml", headers: { host: "localhost" } });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(feed.body).toContain(`<entry>\n    <id>urn:uuid:${id}</id>\n    <title>Outcome of Board Meeting</title>`);
    expect(feed.body).toContain(`href="http://localhost${url}"`);
    const hindi = await t.app.inject({ method: "GET", url: "/hi/investors/feed.xml", headers: { host: "localhost" } });
    expect(hindi.body).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="hi">`);
    expect(hindi.body).toContain("<title>उद्यमित्र फ़ाइनेंस: निवेशकों के लिए डिस्क्लोज़र</title>");
  });

  it("withdraws only with a reason; the address then answers 410 with a link to the library", async () => {
    const noReason = await t.call("POST", `/api/staff/documents/${id}/withdraw`, cs.cookie, { reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe("reason: Give the reason for withdrawing (at most 1,000 characters).");
    const res = await t.call("POST", `/api/staff/documents/${id}/withdraw`, cs.cookie, { reason: "Filed in error" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await live()).toEqual([]);
    const gone = await t.app.inject({ method: "GET", url });
    expect(gone.statusCode).toBe(410);
    expect(gone.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(gone.body).toContain(`<a href="/investors">Go to the investor library</a>`);
    expect(gone.body).toContain(`<a href="/hi/investors">निवेशक लाइब्रेरी पर जाएँ</a>`);
    expect((await t.call("POST", `/api/staff/documents/${id}/withdraw`, cs.cookie, { reason: "again" })).json().error).toBe(
      REFUSED.alreadyWithdrawn,
    );
    expect((await auditRows("document.withdrawn"))[0]).toMatchObject({
      subject: id,
      detail: { url, version: 2, reason: "Filed in error", sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    const again = await upload(t, "/documents", cs.cookie, fields(), { name: "Board Outcome Nov 2026.pdf", bytes: await first });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(REFUSED.withdrawnName);
  });
});

describe("scheduled publishing", () => {
  it("keeps a document out of the library, its feed and its address until its time, then shows it with no job to run", async () => {
    const at = new Date(t.now().getTime() + 3_600_000).toISOString();
    const res = await upload(t, "/documents", cs.cookie, fields({ folder: "Intimations%2FDisclosures", publishAt: at }), {
      name: "Record date.pdf",
      bytes: await samplePdf("Record date"),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json();
    expect(url).toBe("/Images/Icons/Documents/Intimations%252FDisclosures/Record%20date.pdf");
    expect(await live()).toEqual([]);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    t.advance(3_600_000 + 1000);
    // An hour idle ends the session; the secretary signs in again for the tests that follow.
    cs.cookie = await t.signIn(cs);
    expect(await live()).toEqual([expect.objectContaining({ url, folder: ["Intimations/Disclosures"] })]);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
  });
});

describe("checks on upload, each with its message", () => {
  const refused = async (f: Record<string, string>, file: { name: string; bytes: Buffer } | undefined) => {
    const res = await upload(t, "/documents", cs.cookie, f, file);
    return { status: res.statusCode, error: res.json().error as string };
  };

  it("refuses what is not a plain PDF", async () => {
    expect(await refused(fields(), { name: "a.pdf", bytes: Buffer.from("<html></html>") })).toEqual({
      status: 422,
      error: REFUSED.pdf["not-pdf"],
    });
    const { PDFDocument } = await import("pdf-lib");
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.addJavaScript("x", "app.alert(1)");
    expect(await refused(fields(), { name: "a.pdf", bytes: Buffer.from(await doc.save()) })).toEqual({
      status: 422,
      error: REFUSED.pdf["active-content"],
    });
    expect(await refused(fields(), undefined)).toEqual({ status: 400, error: REFUSED.noFile });
  });

  it("refuses a bad folder, name, title or date", async () => {
    const pdf = { name: "Notice.pdf", bytes: await samplePdf("notice") };
    expect(await refused(fields({ folder: "Corporate Announcements//x" }), pdf)).toEqual({ status: 422, error: REFUSED.folder });
    expect(await refused(fields({ folder: "Corporate Announcements/.hidden" }), pdf)).toEqual({ status: 422, error: REFUSED.folder });
    expect(await refused(fields({ folder: "Press Releases/2025-26" }), pdf)).toEqual({
      status: 422,
      error: REFUSED.category(["Corporate Announcements", "Intimations/Disclosures"]),
    });
    expect(await refused(fields(), { ...pdf, name: "notice.exe" })).toEqual({ status: 422, error: REFUSED.fileName });
    expect(await refused(fields(), { ...pdf, name: "cv\u202Efdp.pdf" })).toEqual({ status: 422, error: REFUSED.fileName });
    expect(await refused(fields({ title: "" }), pdf)).toEqual({ status: 422, error: REFUSED.title });
    expect(await refused(fields({ disclosureDate: "2026-02-30" }), pdf)).toEqual({ status: 422, error: REFUSED.date });
    expect(await refused(fields({ publishAt: "tomorrow" }), pdf)).toEqual({ status: 422, error: REFUSED.publishAt });
    // Eight uploads, each read by the PDF reader's child process: more than the default 20 s on a loaded machine.
  }, 60_000);

  it("refuses a name the build's files already hold at that address", async () => {
    expect(
      await refused(fields({ folder: "Corporate Announcements/2024-25" }), { name: "Old notice.pdf", bytes: await samplePdf("x") }),
    ).toEqual({ status: 409, error: REFUSED.taken });
  });

  it("refuses a declared body over 50 MB before reading it", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/staff/documents",
      headers: {
        origin: "http://localhost",
        cookie: cs.cookie,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(51 * 1024 * 1024),
      },
      payload: "--x--\r\n",
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(REFUSED.tooLarge);
  });
});

describe("the leads purge", () => {
  it("keeps the files of published documents (they are not a visitor's)", async () => {
    const { url } = (
      await upload(t, "/documents", cs.cookie, fields({ folder: "Corporate Announcements/2023-24" }), {
        name: "Kept.pdf",
        bytes: await samplePdf("kept"),
      })
    ).json();
    await purgeSubmissions(t.db.kysely, new Date(t.now().getTime() + 86_400_000).toISOString());
    const file = await t.app.inject({ method: "GET", url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
  });
});
