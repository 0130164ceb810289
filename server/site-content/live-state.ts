// What the live site shows (docs/decisions/130-live-site-content.md): git's
// value of each section (the build's baseline), except where a version
// published from the console is newer than what git holds
// (content/published-versions.json, written by `npm run content -- export`).
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Baseline } from "#shared/site-content";
import { canonicalJson } from "../audit/canonical-json";
import type { ContentDatabase } from "./tables";

/** build/render/baseline.json beside the site's files, or undefined for a server without a full build (tests of other parts, dev). */
export async function loadBaseline(clientDir: string): Promise<Baseline | undefined> {
  const file = path.join(path.dirname(clientDir), "render", "baseline.json");
  const text = await readFile(file, "utf8").catch(() => undefined);
  return text ? (JSON.parse(text) as Baseline) : undefined;
}

/** sha256 of a value's canonical JSON: git's value of a section as a version was started from it. */
export const valueHash = (value: unknown) => createHash("sha256").update(canonicalJson(value)).digest("hex");

export type LiveVersion = { section: string; number: number; value: unknown; gitHash: string };

type LiveState = {
  /** The content state: raised by every publication. */
  seq: number;
  /** The newest published version of each section that has one. */
  versions: LiveVersion[];
};

export async function readLiveState(db: Kysely<ContentDatabase>): Promise<LiveState> {
  const state = await db.selectFrom("siteContentState").select("seq").where("id", "=", 1).executeTakeFirst();
  const newest = db
    .selectFrom("siteContentVersions")
    .select(["section", (eb) => eb.fn.max("number").as("number")])
    .where("status", "=", "published")
    .groupBy("section")
    .as("newest");
  const rows = await db
    .selectFrom("siteContentVersions as v")
    .innerJoin(newest, (j) => j.onRef("newest.section", "=", "v.section").onRef("newest.number", "=", "v.number"))
    .select(["v.section", "v.number", "v.value", "v.gitHash"])
    .execute();
  return {
    seq: Number(state?.seq ?? 0),
    versions: rows.map((r) => ({
      section: r.section,
      number: Number(r.number),
      value: JSON.parse(r.value) as unknown,
      gitHash: r.gitHash,
    })),
  };
}

type Effective = {
  /** The sections shown with a published version's value instead of git's. */
  sections: Record<string, unknown>;
  /** Their version numbers. */
  numbers: Record<string, number>;
  /** Sections where git's value changed after the live version was started from it (a developer should reconcile). */
  gitChanged: string[];
};

/** Which published versions win over git in this build. */
export function effectiveContent(baseline: Baseline, live: readonly LiveVersion[]): Effective {
  const out: Effective = { sections: {}, numbers: {}, gitChanged: [] };
  for (const v of live) {
    if (!(v.section in baseline.sections)) continue; // a section this build no longer has
    if (v.number <= (baseline.publishedVersions[v.section] ?? 0)) continue; // git holds it (exported)
    out.sections[v.section] = v.value;
    out.numbers[v.section] = v.number;
    if (valueHash(baseline.sections[v.section]) !== v.gitHash) out.gitChanged.push(v.section);
  }
  return out;
}
