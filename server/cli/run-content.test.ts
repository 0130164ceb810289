// npm run content -- export: the live content written back into content/,
// the published-versions mark raised; --dry-run lists and changes nothing.
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#test/database";
import { lendingPartnersHeader as en } from "#content/en/pages/lending-partners";
import { lendingPartnersHeader as hi } from "#content/hi/pages/lending-partners";
import { openDatabase } from "../db/database";
import { valueHash } from "../site-content/live-state";
import { contentDb } from "../site-content/tables";
import { runContent } from "./run-content";

const root = path.resolve(import.meta.dirname, "../..");
const FILES = ["content/published-versions.json", "content/en/pages/lending-partners.ts", "content/hi/pages/lending-partners.ts"];

describe("npm run content -- export", () => {
  let t: TestDatabase;
  let dir: string;
  const run = async (...argv: string[]) => {
    let out = "";
    const code = await runContent(argv, { ...t, root: dir }, { out: (s) => (out += s), err: (s) => (out += s) });
    return { code, out };
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    dir = await mkdtemp(path.join(os.tmpdir(), "content-export-"));
    for (const f of FILES) await cp(path.join(root, f), path.join(dir, f));
    const db = await openDatabase(t);
    const git = { en, hi };
    const value = {
      en: { ...en, intro: "We lend with fintechs across India." },
      hi: { ...hi, intro: "हम पूरे भारत में फ़िनटेक के साथ लोन देते हैं।" },
    };
    const at = new Date().toISOString();
    await contentDb(db.kysely)
      .insertInto("siteContentVersions")
      .values({
        id: "v1",
        section: "lending-partners-header",
        number: 1,
        value: JSON.stringify(value),
        gitHash: valueHash(git),
        status: "published",
        restores: null,
        editors: "[]",
        createdBy: "writer@example.in",
        createdAt: at,
        updatedAt: at,
        submittedBy: null,
        submittedAt: null,
        approvedBy: null,
        approvedAt: null,
        rejectedBy: null,
        rejectedReason: null,
        publishAt: null,
        publishedBy: "writer@example.in",
        publishedAt: at,
        problems: null,
      })
      .execute();
    await db.close();
  });
  afterAll(async () => {
    await t?.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it("lists with --dry-run what it would write, exits 0 and changes nothing", async () => {
    const before = await Promise.all(FILES.map((f) => readFile(path.join(dir, f), "utf8")));
    const { code, out } = await run("export", "--dry-run");
    expect(code).toBe(0);
    expect(out).toContain(
      "lending-partners-header: version 1 -> content/en/pages/lending-partners.ts, content/hi/pages/lending-partners.ts",
    );
    expect(await Promise.all(FILES.map((f) => readFile(path.join(dir, f), "utf8")))).toEqual(before);
  });

  it("writes the live value into each language's module and raises the mark, keeping the rest of the file", async () => {
    expect((await run("export")).code).toBe(0);
    const written = await readFile(path.join(dir, "content/en/pages/lending-partners.ts"), "utf8");
    expect(written).toContain('intro: "We lend with fintechs across India.",');
    expect(written).toContain("export const lendingPartnersHead: PageHead = {");
    expect(await readFile(path.join(dir, "content/hi/pages/lending-partners.ts"), "utf8")).toContain("हम पूरे भारत में फ़िनटेक के साथ लोन देते हैं।");
    expect(await readFile(path.join(dir, "content/published-versions.json"), "utf8")).toContain('"lending-partners-header": 1');
  });

  it("finds nothing to do once git holds the live content", async () => {
    const { code, out } = await run("export", "--dry-run");
    expect(code).toBe(0);
    expect(out).toBe("content/ already holds the live content.\n");
  });

  it("refuses an unknown command with its usage", async () => {
    const { code, out } = await run("import");
    expect(code).toBe(2);
    expect(out).toMatch(/Unknown command: import[\s\S]*--dry-run/);
  });
});
