// Every published version is kept, with a difference in words from the one
// before; rolling back publishes an old version again; a publication set for
// an India time goes live when it is due, taken once by the scheduled job.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentTestApp, gitCopy, startContentApp } from "#test/content-app";
import type { Person } from "#test/staff-app";

type Benefits = Record<string, { heading: string; cards: { title: string; text: string }[] }>;
const SECTION = "career-benefits";

describe("versions, rollback and scheduled publication", { timeout: 300_000 }, () => {
  let t: ContentTestApp;
  let writer: Person;
  let git: Benefits;

  beforeAll(async () => {
    t = await startContentApp({ contentScheduleMs: 200 });
    writer = await t.person("writer@example.in", ["content"]);
    git = gitCopy<Benefits>(t.baseline, SECTION);
  }, 900_000);
  afterAll(() => t?.close());

  const withHeading = (en: string, hi: string): Benefits => ({ en: { ...git.en!, heading: en }, hi: { ...git.hi!, heading: hi } });
  const publish = async (value: Benefits, body: object = {}) => {
    expect((await t.call("PUT", `/api/staff/content/sections/${SECTION}/draft`, writer.cookie, { value })).statusCode).toBe(200);
    return t.call("POST", `/api/staff/content/sections/${SECTION}/draft/publish`, writer.cookie, body);
  };
  const career = async () => (await t.get("/career")).body;

  it("keeps each published version with the difference from the one before, in words", async () => {
    expect((await publish(withHeading("Why people work with us", "लोग हमारे साथ क्यों काम करते हैं"))).statusCode).toBe(200);
    expect((await publish(withHeading("Why people stay with us", "लोग हमारे साथ क्यों टिकते हैं"))).statusCode).toBe(200);
    const detail = (await t.call("GET", `/api/staff/content/sections/${SECTION}`, writer.cookie)).json();
    expect(detail.history.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    const v2 = (await t.call("GET", `/api/staff/content/sections/${SECTION}/versions/2`, writer.cookie)).json();
    expect(v2.against).toBe(1);
    const en = v2.changes.find((c: { lang: string }) => c.lang === "en");
    expect(en).toMatchObject({
      path: ["heading"],
      kind: "changed",
      summary: "English, heading: “Why people work with us” became “Why people stay with us”",
    });
    expect(en.words).toEqual([
      { kind: "same", text: "Why people " },
      { kind: "removed", text: "work" },
      { kind: "added", text: "stay" },
      { kind: "same", text: " with us" },
    ]);
    const v1 = (await t.call("GET", `/api/staff/content/sections/${SECTION}/versions/1`, writer.cookie)).json();
    expect(v1.against).toBe("git");
    expect(v1.changes[0].before).toBe(git.en!.heading);
  });

  it("rolls back by publishing an old version again, as a new version", async () => {
    expect(await career()).toContain("Why people stay with us");
    const res = await t.call("POST", `/api/staff/content/sections/${SECTION}/versions/1/restore`, writer.cookie, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toMatchObject({ number: 3, restores: 1, status: "published" });
    expect(await career()).toContain("Why people work with us");
    expect((await t.get("/hi/career")).body).toContain("लोग हमारे साथ क्यों काम करते हैं");
    const actions = await t.db.kysely.selectFrom("staffAudit").select("action").where("action", "=", "content.rolled-back").execute();
    expect(actions).toHaveLength(1);
  });

  it("publishes at the India time it was set for, not before", async () => {
    const at = new Date(t.now().getTime() + 3600_000);
    // Written as staff type it: India time, +05:30.
    const ist = new Date(at.getTime() + 5.5 * 3600_000).toISOString().slice(0, 19) + "+05:30";
    const res = await publish(withHeading("Why people grow with us", "लोग हमारे साथ क्यों आगे बढ़ते हैं"), { publishAt: ist });
    expect(res.json().version).toMatchObject({ status: "scheduled", publishAt: at.toISOString().replace(/\.\d{3}Z$/, ".000Z") });
    // Time is what is tested: the scheduler runs several rounds (contentScheduleMs) before the time set, and
    // publishes nothing.
    await new Promise((r) => setTimeout(r, 1000));
    expect(await career()).not.toContain("grow with us");
    t.advance(2 * 3600_000);
    await expect.poll(career, { timeout: 60_000 }).toContain("Why people grow with us");
    const published = await t.db.kysely
      .selectFrom("staffAudit")
      .select(["actor", "detail"])
      .where("action", "=", "content.published")
      .orderBy("seq", "desc")
      .executeTakeFirstOrThrow();
    expect(published.actor).toBe("system");
    expect(JSON.parse(published.detail)).toMatchObject({ scheduledBy: "writer@example.in", number: 4 });
  });
});
