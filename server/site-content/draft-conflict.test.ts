// Two editors of one section: a draft saved by one after the other read the
// section is reported to the other, not overwritten, whether the other read
// that draft ("updatedAt" of the version read) or read none ("").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentTestApp, gitCopy, startContentApp } from "#test/content-app";
import type { Person } from "#test/staff-app";

type Job = { title: string };
type Jobs = Record<string, Job[]>;

describe("a draft saved by someone else since it was read", { timeout: 300_000 }, () => {
  let t: ContentTestApp;
  let asha: Person;
  let ravi: Person;
  let jobs: Jobs;
  const url = "/api/staff/content/sections/jobs/draft";
  const titled = (title: string): Jobs => ({ ...jobs, en: [{ ...jobs.en![0]!, title }, ...jobs.en!.slice(1)] });

  beforeAll(async () => {
    t = await startContentApp();
    asha = await t.person("asha@example.in", ["hr"]);
    ravi = await t.person("ravi@example.in", ["hr"]);
    jobs = gitCopy<Jobs>(t.baseline, "jobs");
  }, 900_000);
  afterAll(() => t?.close());

  it("is not overwritten by an editor who read no draft", async () => {
    expect((await t.call("PUT", url, asha.cookie, { value: titled("Asha's title"), updatedAt: "" })).statusCode).toBe(200);
    const res = await t.call("PUT", url, ravi.cookie, { value: titled("Ravi's title"), updatedAt: "" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      "Someone else saved this draft after you opened it. Reload it to see their changes, then make yours again.",
    );
    const open = (await t.call("GET", "/api/staff/content/sections/jobs", ravi.cookie)).json().open;
    expect(open.value.en[0].title).toBe("Asha's title");
  });

  it("is not overwritten by an editor who read an older save of it, and is by one who read the newest", async () => {
    const read = (await t.call("GET", "/api/staff/content/sections/jobs", ravi.cookie)).json().open.updatedAt as string;
    const saved = await t.call("PUT", url, ravi.cookie, { value: titled("Ravi's title"), updatedAt: read });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version.editors).toEqual(["asha@example.in", "ravi@example.in"]);
    expect((await t.call("PUT", url, asha.cookie, { value: titled("Asha again"), updatedAt: read })).statusCode).toBe(409);
  });
});
