// The secretary's desk (issue 31) through the real app: a Hindi title that
// the Hindi feed reads, a replacement that shows both files before it is
// confirmed and needs a "what changed" note, and versions that name people.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS_URL_PREFIX } from "#shared/documents/publishing";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";
import { REFUSED } from "./publication-rules";
import { samplePdf, upload } from "#test/publishing";

let t: StaffTestApp;
let cs: Person;

beforeAll(async () => {
  t = await startStaffApp();
  await mkdir(path.join(t.clientDir, DOCUMENTS_URL_PREFIX, "Corporate Announcements"), { recursive: true });
  cs = await t.person("cs@example.in", ["secretarial"], "Kavita Menon");
}, 60_000);
afterAll(() => t.close());

const fields = { folder: "Corporate Announcements/2025-26", title: "Outcome of Board Meeting", disclosureDate: "2026-11-14" };

describe("the secretary's desk", () => {
  let id = "";

  it("publishes with a Hindi title that the Hindi feed reads, and refuses a bad one", async () => {
    const bad = await upload(
      t,
      "/documents",
      cs.cookie,
      { ...fields, titleHi: "क".repeat(201) },
      { name: "a.pdf", bytes: await samplePdf("a") },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toBe(REFUSED.titleHi);
    const res = await upload(
      t,
      "/documents",
      cs.cookie,
      { ...fields, titleHi: "बोर्ड बैठक का परिणाम" },
      {
        name: "Board_Outcome.pdf",
        bytes: await samplePdf("first"),
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    const hindi = await t.app.inject({ method: "GET", url: "/hi/investors/feed.xml", headers: { host: "localhost" } });
    expect(hindi.body).toContain(`<id>urn:uuid:${id}</id>\n    <title>बोर्ड बैठक का परिणाम</title>`);
    const english = await t.app.inject({ method: "GET", url: "/investors/feed.xml", headers: { host: "localhost" } });
    expect(english.body).toContain(`<id>urn:uuid:${id}</id>\n    <title>Outcome of Board Meeting</title>`);
  });

  it("shows both files (name, size, pages) before a replacement, and changes nothing", async () => {
    const incoming = await samplePdf("second");
    const res = await upload(
      t,
      `/documents/${id}/versions/preview`,
      cs.cookie,
      {},
      { name: "Board Outcome corrected.pdf", bytes: incoming },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      current: { fileName: "Board_Outcome.pdf", size: expect.any(Number), pages: 1 },
      incoming: { fileName: "Board Outcome corrected.pdf", size: incoming.length, pages: 1 },
    });
    const list = (await t.call("GET", "/api/staff/documents", cs.cookie)).json();
    expect(list.documents.find((d: { id: string }) => d.id === id).currentVersion).toBe(1);
  });

  it("refuses a replacement without a note, and records the note and the person's name with it", async () => {
    const file = { name: "Board Outcome corrected.pdf", bytes: await samplePdf("second") };
    const none = await upload(t, `/documents/${id}/versions`, cs.cookie, { note: "  " }, file);
    expect(none.statusCode).toBe(422);
    expect(none.json().error).toBe(REFUSED.note);
    const res = await upload(t, `/documents/${id}/versions`, cs.cookie, { note: "Figures on page 2 corrected" }, file);
    expect(res.statusCode, res.body).toBe(201);
    const doc = (await t.call("GET", "/api/staff/documents", cs.cookie)).json().documents.find((d: { id: string }) => d.id === id);
    expect(doc.titleHi).toBe("बोर्ड बैठक का परिणाम");
    expect(doc.versions).toEqual([
      expect.objectContaining({ version: 1, uploadedByName: "Kavita Menon", note: null, sourceName: "Board_Outcome.pdf" }),
      expect.objectContaining({ version: 2, uploadedByName: "Kavita Menon", note: "Figures on page 2 corrected" }),
    ]);
    const audit = await t.db.kysely
      .selectFrom("staffAudit")
      .select("detail")
      .where("action", "=", "document.replaced")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toMatchObject({ version: 2, note: "Figures on page 2 corrected" });
  });

  it("withdraws a document more than five years old at once, with a reason", async () => {
    const old = await upload(
      t,
      "/documents",
      cs.cookie,
      { ...fields, title: "2019 notice", disclosureDate: "2019-04-01" },
      {
        name: "Notice 2019.pdf",
        bytes: await samplePdf("old"),
      },
    );
    const res = await t.call("POST", `/api/staff/documents/${old.json().id}/withdraw`, cs.cookie, { reason: "Past the archival period" });
    expect(res.statusCode, res.body).toBe(200);
    const doc = (await t.call("GET", "/api/staff/documents", cs.cookie))
      .json()
      .documents.find((d: { id: string }) => d.id === old.json().id);
    expect(doc).toMatchObject({ withdrawnAt: expect.any(String), withdrawnReason: "Past the archival period" });
  });
});
