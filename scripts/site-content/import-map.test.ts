import { describe, expect, it } from "vitest";
import { chunkGraph, liveModulesOfPage } from "./chunk-graph";
import { preloadedChunks, withLiveModules } from "./import-map";
import { exportNames, standInSource } from "./live-modules";
import { moduleFile } from "./module-files";

describe("a page's live content modules", () => {
  const chunks = new Map([
    ["manifest-1.js", 'export default {"career":"career-2.js","home":"home-3.js"}'],
    ["career-2.js", 'import{jobs as e}from"@site-content/en/jobs";import"./shared-4.js";'],
    ["home-3.js", 'import"@site-content/en/pages/home";'],
    ["shared-4.js", 'import"@site-content/images";const l=()=>import("./dialog-5.js");'],
    ["dialog-5.js", 'import{t}from"@site-content/en/pages/career";'],
  ]);

  it("are those its chunks import at start (preloaded) and those of chunks it may load later (mapped), never through the route manifest", () => {
    const page = liveModulesOfPage(chunkGraph(chunks), ["manifest-1.js", "career-2.js", "shared-4.js"]);
    expect(page).toEqual({ atStart: ["en/jobs", "images"], all: ["en/jobs", "en/pages/career", "images"] });
  });

  it("go into the page as an import map before its preloads and as preloads after React Router's", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/career-2.js"/><link rel="modulepreload" href="/assets/shared-4.js"/></head>';
    expect(preloadedChunks(html)).toEqual(["career-2.js", "shared-4.js"]);
    const urls = new Map([
      ["en/jobs", "/assets/live/en-jobs-1.js"],
      ["images", "/assets/live/images-2.js"],
    ]);
    expect(withLiveModules(html, { atStart: ["en/jobs"], all: ["en/jobs", "images"] }, urls)).toBe(
      '<head><script type="importmap">{"imports":{"@site-content/en/jobs":"/assets/live/en-jobs-1.js","@site-content/images":"/assets/live/images-2.js"}}</script>' +
        '<link rel="modulepreload" href="/assets/career-2.js"/><link rel="modulepreload" href="/assets/shared-4.js"/><link rel="modulepreload" href="/assets/live/en-jobs-1.js"/></head>',
    );
  });
});

describe("a live content module", () => {
  it("is written as data in a file named by its content", () => {
    const a = moduleFile("en/jobs", { jobs: [{ id: "x" }] });
    expect(a.body.toString()).toBe('export const jobs = [{"id":"x"}];\n');
    expect(a.url).toMatch(/^\/assets\/live\/en-jobs-[0-9a-f]{10}\.js$/);
    expect(moduleFile("en/jobs", { jobs: [{ id: "y" }] }).url).not.toBe(a.url);
    expect(() => moduleFile("en/pages/investors", { counts: () => "" })).toThrow(/not plain data/);
  });

  it("stands in, where pages are rendered, with the renderer's value or git's, and takes new values for a later render", () => {
    expect(exportNames("export const a = 1;\nexport type T = string;\nexport const b = [];\n", "f.ts")).toEqual(["a", "b"]);
    expect(() => exportNames("export function f() {}\n", "f.ts")).toThrow(/only as "export const"/);
    const source = standInSource("en/jobs", "/c/en/jobs.ts?git-version", ["jobs"]);
    type Globals = {
      __siteContent: unknown;
      __siteContentEvaluated?: Record<string, unknown>;
      __siteContentApply?: Record<string, ((values: unknown) => void)[]>;
    };
    /** Evaluates the stand-in; `read` gives its export as a page would read it when it renders. */
    const load = (overrides: unknown) => {
      const g: Globals = { __siteContent: overrides };
      const body = source
        .replace(/^import \* as git from .*$/m, "")
        .replaceAll("globalThis.", "g.")
        .replace("export let", "let");
      const read = new Function("g", "git", `${body}; return () => jobs;`)(g, { jobs: ["git"] }) as () => unknown;
      return { g, read };
    };
    expect(load(undefined).g.__siteContentEvaluated).toEqual({ "en/jobs": { jobs: ["git"] } });
    const { g, read } = load({ "en/jobs": { jobs: ["console"] } });
    expect(g.__siteContentEvaluated).toEqual({ "en/jobs": { jobs: ["console"] } });
    expect(read()).toEqual(["console"]);
    // A render worker kept warm: the next render's values, then git's again.
    g.__siteContentApply!["en/jobs"]![0]!({ jobs: ["edited"] });
    expect([read(), g.__siteContentEvaluated]).toEqual([["edited"], { "en/jobs": { jobs: ["edited"] } }]);
    g.__siteContentApply!["en/jobs"]![0]!({});
    expect(read()).toEqual(["git"]);
  });
});
