// A publication renders only the pages whose live modules change
// (docs/decisions/130-live-site-content.md): the real render worker on the
// production build, given a live generation in which two pages carry marks no
// render could produce. The page the edit is on is rendered again; a page it is
// not on comes back as it is served, its mark and lastmod kept, in the sitemap
// too. A change to the law's registry re-renders every page.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Baseline, RenderRequest, RenderedFile } from "#shared/site-content";
import { LANGS, localizedPath } from "#shared/locales";
import { siteBuild } from "#test/site-build";
import { type Renderer, createRenderer } from "./renderer";

const SECTION = "lending-partners-header";
type Header = Record<string, { intro: string }>;

describe("a publication's render", { timeout: 300_000 }, () => {
  let render: Renderer;
  let baseline: Baseline;
  let live: RenderRequest["previous"];
  const base = { images: {}, knownFiles: [], today: "2026-11-27" };

  const byPath = (files: readonly RenderedFile[]) => new Map(files.map((f) => [f.path, f]));
  const renderOk = async (request: Omit<RenderRequest, "buildDir" | "images" | "knownFiles" | "today">) => {
    const result = await render({ ...base, ...request });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    return byPath(result.files);
  };

  beforeAll(async () => {
    const { buildDir } = await siteBuild();
    baseline = JSON.parse(await readFile(path.join(buildDir, "render", "baseline.json"), "utf8")) as Baseline;
    render = createRenderer(buildDir).render;
    // The live generation: the whole site as a first publication renders it (no previous generation)...
    const full = await renderOk({ sections: {}, check: [], previous: {} });
    live = Object.fromEntries([...full].map(([p, f]) => [p, { sha256: f.sha256, ...(f.build ? { build: f.build } : {}) }]));
    // ... in which /about and /career are marked, as no render could make them.
    live["/about/index.html"] = { sha256: "served-about", lastmod: "2026-11-01" };
    live["/career/index.html"] = { sha256: "served-career", lastmod: "2026-11-02" };
  }, 900_000);

  it("renders the pages the edited section is on and keeps the others as they are served", async () => {
    const git = baseline.sections[SECTION] as Header;
    const value = Object.fromEntries(Object.entries(git).map(([lang, v]) => [lang, { ...v, intro: `${v.intro} (edited ${lang})` }]));
    const files = await renderOk({ sections: { [SECTION]: value }, check: [SECTION], previous: live });

    for (const lang of LANGS) {
      const f = files.get(`${localizedPath(lang, "/lending-partners")}/index.html`)!;
      expect(f.body?.toString("utf8")).toContain(`(edited ${lang})`);
      expect(f.lastmod).toBe("2026-11-27");
    }
    expect(files.get("/about/index.html")).toEqual({ path: "/about/index.html", sha256: "served-about", lastmod: "2026-11-01" });
    expect(files.get("/career/index.html")).toEqual({ path: "/career/index.html", sha256: "served-career", lastmod: "2026-11-02" });
    const sitemap = files.get("/sitemap.xml")!.body!.toString("utf8");
    expect(sitemap).toMatch(/<loc>[^<]+\/about<\/loc>\n {4}<lastmod>2026-11-01<\/lastmod>/);
    expect(sitemap).toMatch(/<loc>[^<]+\/lending-partners<\/loc>\n {4}<lastmod>2026-11-27<\/lastmod>/);
  });

  it("renders every page again when the registry of the law changes", async () => {
    const files = await renderOk({ sections: { instruments: baseline.sections.instruments }, check: ["instruments"], previous: live });
    expect(files.get("/about/index.html")!.sha256).not.toBe("served-about");
    expect(files.get("/career/index.html")!.sha256).not.toBe("served-career");
  });
});
