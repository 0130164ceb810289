// Preview shows the real pages with a draft, in both languages, at an
// unguessable address only signed-in staff can open, while the live site
// stays as it is. Images are uploaded with a description in both languages,
// checked and converted by the build's image pipeline, and served once a
// published section names them.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentTestApp, gitCopy, startContentApp } from "#test/content-app";
import { upload } from "#test/publishing";
import type { Person } from "#test/staff-app";

type Partner = Record<string, unknown> & { name: string; logo: string };
type Partners = Record<string, Partner[]>;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 11, g: 37, b: 69 } } })
    .png()
    .toBuffer();

describe("preview and images", { timeout: 300_000 }, () => {
  let t: ContentTestApp;
  let writer: Person;

  beforeAll(async () => {
    t = await startContentApp();
    writer = await t.person("writer@example.in", ["content"]);
  }, 900_000);
  afterAll(() => t?.close());

  it("previews a draft in both languages for signed-in staff only, and leaves the live site alone", async () => {
    const header = gitCopy<Record<string, { title: string; intro: string }>>(t.baseline, "career-header");
    header.en!.intro = "Come and build the lender small businesses deserve.";
    header.hi!.intro = "आइए, वह लेंडर बनाएँ जिसके छोटे कारोबार हक़दार हैं।";
    await t.call("PUT", "/api/staff/content/sections/career-header/draft", writer.cookie, { value: header });
    const res = await t.call("POST", "/api/staff/content/sections/career-header/draft/preview", writer.cookie, {});
    expect(res.statusCode, res.body).toBe(201);
    const pages = res.json().pages as { lang: string; path: string; url: string }[];
    expect(pages.map((p) => [p.lang, p.path])).toEqual([
      ["en", "/career"],
      ["hi", "/hi/career"],
    ]);
    expect(pages[0]!.url).toMatch(/^\/api\/staff\/content\/previews\/[\w-]{22}\/career$/);
    const en = await t.call("GET", pages[0]!.url, writer.cookie);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain("Come and build the lender small businesses deserve.");
    expect(en.headers["cache-control"]).toBe("no-store");
    // The page loads the draft's own content module from the preview, under the page's policy.
    const module = /"(\/api\/staff\/content\/previews\/[^"]+\/assets\/live\/en-pages-career-[^"]+\.js)"/.exec(en.body)![1]!;
    expect((await t.call("GET", module, writer.cookie)).body).toContain("Come and build the lender");
    expect(en.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect((await t.call("GET", pages[1]!.url, writer.cookie)).body).toContain("आइए, वह लेंडर बनाएँ");
    expect((await t.call("GET", pages[0]!.url)).statusCode).toBe(401);
    expect(
      (await t.call("GET", pages[0]!.url.replace(/previews\/[\w-]+/, "previews/AAAAAAAAAAAAAAAAAAAAAA"), writer.cookie)).statusCode,
    ).toBe(404);
    expect((await t.get("/career")).body).not.toContain("Come and build the lender");
  });

  it("refuses an image that does not fit its place, or lacks a description in either language, on the field", async () => {
    const post = (fields: Record<string, string>, bytes: Buffer) =>
      upload(t, "/content/images", writer.cookie, fields, { name: "logo.png", bytes, type: "image/png" });
    const fields = { name: "partner-acme", usage: "partner-logo", "alt-en": "Acme Capital's logo", "alt-hi": "एक्मी कैपिटल का लोगो" };
    const small = await post(fields, await png(200, 75));
    expect(small.statusCode).toBe(422);
    expect(small.json().problems).toEqual([
      { path: ["file"], message: expect.stringContaining("is 200 px wide; this place on the site needs at least 320 px") },
    ]);
    const square = await post(fields, await png(640, 640));
    expect(square.json().problems[0].message).toMatch(/Crop it to that shape/);
    const untranslated = await post({ ...fields, "alt-hi": "Acme Capital's logo" }, await png(640, 240));
    expect(untranslated.json().problems).toEqual([{ path: ["alt-hi"], message: "The Hindi description must be written in Hindi." }]);
    const missing = await post({ ...fields, "alt-en": "" }, await png(640, 240));
    expect(missing.json().problems).toEqual([{ path: ["alt-en"], message: expect.stringMatching(/^Describe the image in English/) }]);
  });

  it("converts an uploaded image as the build does, and serves it once a published section shows it", async () => {
    const res = await upload(
      t,
      "/content/images",
      writer.cookie,
      { name: "partner-acme", usage: "partner-logo", "alt-en": "Acme Capital's logo", "alt-hi": "एक्मी कैपिटल का लोगो" },
      { name: "logo.png", bytes: await png(640, 240), type: "image/png" },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().image).toMatchObject({
      name: "partner-acme",
      width: 640,
      height: 240,
      alt: { en: "Acme Capital's logo", hi: "एक्मी कैपिटल का लोगो" },
    });
    const partners = gitCopy<Partners>(t.baseline, "partners");
    for (const lang of ["en", "hi"]) partners[lang]![0]!.logo = "partner-acme";
    await t.call("PUT", "/api/staff/content/sections/partners/draft", writer.cookie, { value: partners });
    const published = await t.call("POST", "/api/staff/content/sections/partners/draft/publish", writer.cookie, {});
    expect(published.statusCode, published.body).toBe(200);
    const page = (await t.get("/lending-partners")).body;
    const avif = /(\/img\/partner-acme-160\.\w+\.avif)/.exec(page)?.[1];
    expect(avif).toBeDefined();
    const image = await t.get(avif!);
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toBe("image/avif");
    expect((await t.get(avif!.replace("-160.", "-320.").replace(".avif", ".webp"))).status).toBe(200);
  });
});
