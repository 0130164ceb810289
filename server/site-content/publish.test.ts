// HR publishes a job opening from the console: the served pages of both
// languages have it in their HTML (before any script runs), with its
// JobPosting, the content module their scripts hydrate with, a policy that
// allows their import map, and the sitemap's lastmod; refusals name the
// field; only the section's role edits it; every step is in the audit trail.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentTestApp, gitCopy, startContentApp } from "#test/content-app";
import type { Person } from "#test/staff-app";
import { formFieldLines } from "../submissions/lead-email";
import { formByName } from "../form-registry/registry";

type Job = Record<string, unknown> & { id: string; title: string; description: string };
type Jobs = { en: Job[]; hi: Job[] };

const opening = (title: string, description: string): Job => ({
  id: "branch-credit-officer-mumbai",
  title,
  department: "Credit",
  office: "mumbai",
  type: "full-time",
  experience: "2 to 4 years",
  description,
  responsibilities: ["Appraise proposals from walk-in borrowers"],
  datePosted: "2026-11-20",
  validThrough: "2027-02-28",
});
const EN = opening(
  "Branch Credit Officer",
  "Appraise small business loan proposals at our Mumbai branch and meet the borrowers whose accounts and stock you assess.",
);
const HI = {
  ...opening(
    "ब्रांच क्रेडिट ऑफ़िसर",
    "हमारी मुंबई शाखा में छोटे कारोबारों के लोन प्रस्तावों का आकलन करना और उन ग्राहकों से मिलना जिनके खाते और स्टॉक आप जाँचते हैं।",
  ),
  department: "क्रेडिट",
  experience: "2 से 4 साल",
  responsibilities: ["शाखा में आए ग्राहकों के प्रस्तावों का आकलन"],
};

describe("publishing a section from the console", { timeout: 300_000 }, () => {
  let t: ContentTestApp;
  let hr: Person;
  let jobs: Jobs;

  beforeAll(async () => {
    t = await startContentApp();
    hr = await t.person("hr@example.in", ["hr"]);
    jobs = gitCopy<Jobs>(t.baseline, "jobs");
  }, 900_000);
  afterAll(() => t?.close());

  const draft = (who: Person, section: string, value: unknown) =>
    t.call("PUT", `/api/staff/content/sections/${section}/draft`, who.cookie, { value });
  const publish = (who: Person, section: string, body: object = {}) =>
    t.call("POST", `/api/staff/content/sections/${section}/draft/publish`, who.cookie, body);

  it("refuses a Hindi text left in English on that field, and changes nothing live", async () => {
    const value = { en: [...jobs.en, EN], hi: [...jobs.hi, { ...HI, title: EN.title }] };
    expect((await draft(hr, "jobs", value)).statusCode).toBe(200);
    const res = await publish(hr, "jobs");
    expect(res.statusCode).toBe(422);
    expect(res.json().problems).toContainEqual({
      section: "jobs",
      lang: "hi",
      path: [jobs.hi.length, "title"],
      message: `same as English ("${EN.title}")`,
    });
    expect((await t.get("/hi/career")).body).not.toContain(EN.title);
  });

  it("refuses an empty required Hindi field on that field", async () => {
    const value = { en: [...jobs.en, EN], hi: [...jobs.hi, { ...HI, description: "" }] };
    const saved = await draft(hr, "jobs", value);
    // A draft may be unfinished: it is saved, and says what would stop it.
    expect(saved.statusCode).toBe(200);
    expect(saved.json().problems).toContainEqual(
      expect.objectContaining({ section: "jobs", lang: "hi", path: [jobs.hi.length, "description"] }),
    );
    const res = await publish(hr, "jobs");
    expect(res.statusCode).toBe(422);
    expect(res.json().problems).toContainEqual(
      expect.objectContaining({ section: "jobs", lang: "hi", path: [jobs.hi.length, "description"] }),
    );
  });

  it("lets only the section's role edit it", async () => {
    const writer = await t.person("writer@example.in", ["content"]);
    expect((await draft(writer, "jobs", jobs)).statusCode).toBe(403);
    expect((await t.call("PUT", "/api/staff/content/sections/jobs/draft", undefined, { value: jobs })).statusCode).toBe(401);
    expect((await draft(hr, "fair-lending-section", {})).statusCode).toBe(403);
    const listed = (await t.call("GET", "/api/staff/content/sections", writer.cookie)).json().sections.map((s: { id: string }) => s.id);
    expect(listed).toContain("partners");
    expect(listed).not.toContain("jobs");
  });

  it("serves a published opening in both languages' HTML, its JobPosting, the module the page hydrates with, its policy and the sitemap's lastmod", async () => {
    expect((await draft(hr, "jobs", { en: [...jobs.en, EN], hi: [...jobs.hi, HI] })).statusCode).toBe(200);
    const res = await publish(hr, "jobs");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toMatchObject({ status: "published", number: 1, publishedBy: "hr@example.in" });

    const en = await t.get("/career");
    const hi = await t.get("/hi/career");
    expect(en.body).toContain(`<h3 class="text-lg font-semibold text-navy-900">${EN.title}</h3>`);
    expect(hi.body).toContain(`<h3 class="text-lg font-semibold text-navy-900">${HI.title}</h3>`);
    expect(en.body).toContain(`"@type":"JobPosting","title":"${EN.title}"`);
    // The page's own scripts import the published module, which holds the same words.
    const map = JSON.parse(/<script type="importmap">(.*?)<\/script>/.exec(en.body)![1]!) as { imports: Record<string, string> };
    const module = await t.get(map.imports["@site-content/en/jobs"]!);
    expect(module.status).toBe(200);
    expect(module.body).toContain(EN.description);
    expect(module.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The policy lists the import map's hash, as it lists every inline script's.
    const hash = createHash("sha256")
      .update(/<script type="importmap">(.*?)<\/script>/.exec(en.body)![1]!)
      .digest("base64");
    expect(en.headers["content-security-policy"]).toContain(`'sha256-${hash}'`);
    const sitemap = (await t.get("/sitemap.xml")).body;
    expect(sitemap).toMatch(/<loc>[^<]+\/career<\/loc>\n {4}<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
    expect(sitemap).toMatch(/<loc>[^<]+\/hi\/career<\/loc>\n {4}<lastmod>/);
    expect(sitemap).not.toMatch(/<loc>[^<]+\/about<\/loc>\n {4}<lastmod>/);
    // A page the opening is not on is the build's, byte for byte.
    expect((await t.get("/about")).body).not.toContain(EN.title);

    // The team's email of an application to it names the opening the careers page shows.
    const lines = formFieldLines(formByName("job-application")!, { jobId: EN.id });
    expect(lines.find((l) => l.name === "jobId")?.value).toBe(`${EN.title} (${EN.id})`);

    const audit = await t.db.kysely
      .selectFrom("staffAudit")
      .select(["actor", "action", "subject"])
      .where("subject", "=", "jobs")
      .orderBy("seq")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["content.draft-saved", "content.publish-refused", "content.publishing", "content.published"]),
    );
    expect(audit.every((a) => a.actor === "hr@example.in")).toBe(true);
  });
});
