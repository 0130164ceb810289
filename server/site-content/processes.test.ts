// Several server processes on one database (PostgreSQL in CI; the same file
// on SQLite): a publication on one is served by the other; a process started
// after it serves it from its first request; one whose build has no rendering
// of the published content (as after a deploy) renders it before it serves;
// and a render that fails leaves the previous version live and says why.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { contentDb } from "./tables";
import { type ContentTestApp, gitCopy, startContentApp } from "#test/content-app";
import { siteBuild } from "#test/site-build";
import type { Person } from "#test/staff-app";

type Header = Record<string, { title: string; intro: string }>;
const SECTION = "lending-partners-header";

describe("published content across server processes", { timeout: 300_000 }, () => {
  let a: ContentTestApp;
  let writer: Person;
  const others: FastifyInstance[] = [];
  let git: Header;

  const another = async (extra: object = {}) => {
    const app = await buildApp({
      clientDir: (await siteBuild()).clientDir,
      logLevel: "silent",
      trustProxy: false,
      ...a.dbOptions,
      maxEventLoopUtilization: 0,
      maxEventLoopDelayMs: 0,
      contentPollMs: 100,
      ...extra,
    });
    await app.ready();
    others.push(app);
    return app;
  };
  const page = async (app: FastifyInstance, url = "/lending-partners") => (await app.inject({ method: "GET", url })).body;
  const intro = (en: string, hi: string): Header => ({ en: { ...git.en!, intro: en }, hi: { ...git.hi!, intro: hi } });
  const publishOn = async (app: { inject: FastifyInstance["inject"] }, value: Header) => {
    const headers = { origin: "http://localhost", cookie: writer.cookie };
    await app.inject({ method: "PUT", url: `/api/staff/content/sections/${SECTION}/draft`, headers, payload: { value } });
    return app.inject({ method: "POST", url: `/api/staff/content/sections/${SECTION}/draft/publish`, headers, payload: {} });
  };

  beforeAll(async () => {
    a = await startContentApp();
    writer = await a.person("writer@example.in", ["content"]);
    git = gitCopy<Header>(a.baseline, SECTION);
  }, 900_000);
  afterAll(async () => {
    for (const app of others) await app.close();
    await a?.close();
  });

  it("serves a publication made on one process from the other", async () => {
    const b = await another();
    expect(await page(b)).toContain(git.en!.intro);
    expect(
      (
        await publishOn(
          a.app,
          intro("We work with fintechs and advisers across India.", "हम पूरे भारत में फ़िनटेक कंपनियों और सलाहकारों के साथ काम करते हैं।"),
        )
      ).statusCode,
    ).toBe(200);
    await expect.poll(() => page(b), { timeout: 30_000 }).toContain("We work with fintechs and advisers across India.");
    expect(await page(b, "/hi/lending-partners")).toContain("हम पूरे भारत में फ़िनटेक");
  });

  it("serves the published version from the first request of a process started after it", async () => {
    const c = await another();
    expect(await page(c)).toContain("We work with fintechs and advisers across India.");
  });

  it("renders the published content before serving when its build has none (as after a deploy)", async () => {
    await contentDb(a.db.kysely).deleteFrom("siteGenerations").execute();
    const d = await another();
    expect(await page(d)).toContain("We work with fintechs and advisers across India.");
    const rendered = await contentDb(a.db.kysely).selectFrom("siteGenerations").select("status").execute();
    expect(rendered).toEqual([{ status: "live" }]);
  });

  it("keeps the previous version live when a render fails, and tells the editor why", async () => {
    const slow = await another({ contentRenderTimeLimitMs: 50 });
    const res = await publishOn(slow, intro("We work with a few fintechs.", "हम कुछ फ़िनटेक कंपनियों के साथ काम करते हैं।"));
    expect(res.statusCode).toBe(422);
    expect(res.json().problems).toEqual([{ message: "Rendering the site took longer than 0.05 s and was stopped." }]);
    for (const app of [a.app, slow, ...others]) expect(await page(app)).toContain("We work with fintechs and advisers across India.");
    const detail = (await a.call("GET", `/api/staff/content/sections/${SECTION}`, writer.cookie)).json();
    expect(detail.open).toMatchObject({ status: "failed", problems: [{ message: expect.stringMatching(/took longer/) }] });
    expect(detail.section.liveNumber).toBe(1);
  });
});
