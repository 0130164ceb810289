// The review's upload attacks through the secretary's publish route: the two
// PDFs whose OpenAction runs JavaScript (an object-stream dictionary with a
// key containing "obj"; a PNG predictor on the object stream), and the 262 KB
// PDF that inflates to 256 MB. All are refused with a sentence that says what
// to do, nothing is published, and the server answers meanwhile (its reader is
// a child process: the bomb's memory is the child's). How fast /api/health
// answers while a bomb is refused is measured by `npm run bench:pdf-bomb`.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS_URL_PREFIX } from "#shared/documents/publishing";
import { bombContent, buildPdf, jsAction } from "#test/hostile-pdfs";
import { upload } from "#test/publishing";
import { type Person, type StaffTestApp, startStaffApp } from "#test/staff-app";
import { REFUSED } from "./publication-rules";

let t: StaffTestApp;
let cs: Person;
beforeAll(async () => {
  t = await startStaffApp();
  await mkdir(path.join(t.clientDir, DOCUMENTS_URL_PREFIX, "Corporate Announcements"), { recursive: true });
  cs = await t.person("cs@example.in", ["secretarial"], "Kavita Menon");
}, 60_000);
afterAll(() => t.close());

const publish = (name: string, bytes: Buffer) =>
  upload(
    t,
    "/documents",
    cs.cookie,
    { folder: "Corporate Announcements", title: "Outcome", disclosureDate: "2026-11-14" },
    { name, bytes },
  );
const published = async () => (await t.db.kysely.selectFrom("publishedDocuments").select("id").execute()).length;

describe("the review's uploads", () => {
  it("refuses the two PDFs whose OpenAction runs JavaScript", async () => {
    const withKey = buildPdf({ catalog: "/OpenAction 10 0 R", objects: [jsAction(10)], packed: [1, 10], objectStreamExtra: "/Fobj 1" });
    const withPredictor = buildPdf({ catalog: "/OpenAction 10 0 R", objects: [jsAction(10)], packed: [1, 10], predictor: true });
    for (const [name, bytes] of [
      ["key.pdf", withKey],
      ["predictor.pdf", withPredictor],
    ] as const) {
      const res = await publish(name, bytes);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().error).toBe(REFUSED.pdf["active-content"]);
    }
    expect(await published()).toBe(0);
  });

  it("refuses the decompression bomb (about 262 KB that inflates to 256 MB) with a clear sentence, and keeps answering", async () => {
    const bomb = buildPdf({ content: await bombContent(256 * 1024 * 1024) });
    expect(bomb.length).toBeGreaterThan(250_000);
    expect(bomb.length).toBeLessThan(280_000);
    const refused = publish("bomb.pdf", bomb);
    // While the child reads it, the server answers other requests.
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    const res = await refused;
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(REFUSED.pdf["too-costly"]);
    expect(await published()).toBe(0);
  }, 90_000);
});
