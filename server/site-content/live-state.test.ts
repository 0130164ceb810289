// Which wins, git or the console (docs/decisions/130-live-site-content.md): a
// published version is served while its number is above the one git holds
// (content/published-versions.json, raised by npm run content -- export); git
// changed after the version was started is flagged for reconciling.
import { describe, expect, it } from "vitest";
import type { Baseline } from "#shared/site-content";
import { effectiveContent, valueHash } from "./live-state";

const baseline = (sections: Record<string, unknown>, publishedVersions: Record<string, number> = {}) =>
  ({
    buildId: "b",
    sections,
    publishedVersions,
    images: {},
    documentTree: { name: "", folders: [], files: [], documentCount: 0 },
    siteOrigin: "https://x",
    readAtLoad: [],
  }) as Baseline;

describe("the live value of each section", () => {
  const v = (section: string, number: number, value: unknown, gitValue: unknown) => ({
    section,
    number,
    value,
    gitHash: valueHash(gitValue),
  });

  it("is the newest published version while git does not hold it", () => {
    const e = effectiveContent(baseline({ jobs: ["git"] }), [v("jobs", 2, ["console"], ["git"])]);
    expect(e).toEqual({ sections: { jobs: ["console"] }, numbers: { jobs: 2 }, gitChanged: [] });
  });

  it("is git's once git holds that version (exported), whatever git says since", () => {
    const e = effectiveContent(baseline({ jobs: ["git, edited further"] }, { jobs: 2 }), [v("jobs", 2, ["console"], ["git"])]);
    expect(e.sections).toEqual({});
  });

  it("stays the published version when git changed without exporting it, flagged for the developer", () => {
    const e = effectiveContent(baseline({ jobs: ["git, changed by a developer"] }, { jobs: 1 }), [v("jobs", 2, ["console"], ["git"])]);
    expect(e.sections).toEqual({ jobs: ["console"] });
    expect(e.gitChanged).toEqual(["jobs"]);
  });

  it("ignores a section this build no longer has", () => {
    expect(effectiveContent(baseline({}), [v("gone", 1, "x", "y")]).sections).toEqual({});
  });
});
