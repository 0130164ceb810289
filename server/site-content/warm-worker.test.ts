// The render worker kept warm (docs/decisions/130-live-site-content.md): the
// real worker on the production build. A render after another in the same
// worker sets the live modules again instead of loading the site, and gives
// the same files, byte for byte, as a fresh worker given the same request. A
// change to a module other modules read as they load (the grievance officers,
// which the disclosures' table of lending service providers names) is
// rendered by a fresh worker, and a refused render is followed by one.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Baseline, RenderRequest, RenderResult } from "#shared/site-content";
import { siteBuild } from "#test/site-build";
import { type Renderer, createRenderer } from "./renderer";

const SECTION = "lending-partners-header";
type Header = Record<string, { intro: string }>;
type Grievance = { officer: { name: string } };

describe("the render worker kept warm", { timeout: 300_000 }, () => {
  let buildDir: string;
  let baseline: Baseline;
  let render: Renderer;
  const base = { images: {}, knownFiles: [], today: "2026-11-28", previous: {} };
  const ok = (result: RenderResult) => {
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    return result;
  };
  const header = (mark: string) =>
    Object.fromEntries(
      Object.entries(baseline.sections[SECTION] as Header).map(([lang, v]) => [lang, { ...v, intro: `${v.intro} (${mark})` }]),
    );
  const request = (sections: RenderRequest["sections"]) => ({ ...base, sections, check: Object.keys(sections) });

  beforeAll(async () => {
    ({ buildDir } = await siteBuild());
    baseline = JSON.parse(await readFile(path.join(buildDir, "render", "baseline.json"), "utf8")) as Baseline;
    render = createRenderer(buildDir).render;
  }, 900_000);

  it("renders the next publication with the site it loaded, as a fresh worker renders it", async () => {
    expect(ok(await render(request({ [SECTION]: header("first") }))).warm).toBe(false);
    const second = ok(await render(request({ [SECTION]: header("second") })));
    expect(second.warm).toBe(true);
    const page = second.files.find((f) => f.path === "/lending-partners/index.html")!;
    expect(page.body!.toString("utf8")).toContain("(second)");
    expect(page.body!.toString("utf8")).not.toContain("(first)");

    const fresh = ok(await createRenderer(buildDir).render(request({ [SECTION]: header("second") })));
    expect(fresh.warm).toBe(false);
    const sums = (r: typeof fresh) => Object.fromEntries(r.files.map((f) => [f.path, f.sha256]));
    expect(sums(second)).toEqual(sums(fresh));
  });

  it("starts afresh for a change to content other content reads as it loads, and after a refusal", async () => {
    const git = baseline.sections.grievance as Grievance;
    expect(baseline.readAtLoad).toEqual(["grievance"]);
    const grievance = { ...git, officer: { ...git.officer, name: "Sunita Iyer" } };
    const moved = ok(await render({ ...base, sections: { grievance }, check: [] }));
    expect(moved.warm).toBe(false);
    // The disclosures' table names our own app's grievance officer from content/grievance.ts.
    const disclosures = moved.files.find((f) => f.path === "/disclosures/index.html")!.body!.toString("utf8");
    expect(disclosures).toContain("Sunita Iyer");
    expect(disclosures).not.toContain(git.officer.name);
    expect(ok(await render({ ...base, sections: { grievance, [SECTION]: header("third") }, check: [] })).warm).toBe(true);

    const untranslated = header("fourth");
    untranslated.hi = { ...untranslated.hi!, intro: "" };
    const refused = await render(request({ [SECTION]: untranslated }));
    expect(refused.ok).toBe(false);
    expect(ok(await render(request({ [SECTION]: header("fifth") }))).warm).toBe(false);
  });
});
