// For the tests of live site content: the staff test app serving a complete
// production build (test/support/site-build.ts), with the build's git values
// of every section, and a reader of served pages.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { AppOptions } from "../../server/app";
import type { Baseline } from "#shared/site-content";
import { siteBuild } from "#test/site-build";
import { type StaffTestApp, startStaffApp } from "#test/staff-app";

export type ContentTestApp = StaffTestApp & {
  baseline: Baseline;
  /** A page or file as the site serves it (no compression), with its headers. */
  get(url: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }>;
};

export async function startContentApp(extra: Partial<AppOptions> = {}): Promise<ContentTestApp> {
  const { buildDir, clientDir } = await siteBuild();
  const baseline = JSON.parse(await readFile(path.join(buildDir, "render", "baseline.json"), "utf8")) as Baseline;
  const t = await startStaffApp({ clientDir, contentPollMs: 100, contentScheduleMs: 3_600_000, ...extra });
  return {
    ...t,
    baseline,
    async get(url) {
      const res = await t.app.inject({ method: "GET", url });
      return { status: res.statusCode, body: res.body, headers: res.headers };
    },
  };
}

/** A copy of git's value of a section, to edit. */
export const gitCopy = <T = Record<string, unknown>>(baseline: Baseline, section: string): T =>
  structuredClone(baseline.sections[section]) as T;
