// A build that has no generation for the current content state renders one
// (docs/decisions/130-live-site-content.md): after a deploy, and on a process
// of another build during a rolling restart. The (build, state) row is
// claimed once across processes; a claim older than STALE_CLAIM_MS (its
// process died) may be taken over. A published version the new build refuses
// (its schema or checks changed) is left out, so git's value is served for
// that section, and the version says why.
import type { ContentProblem } from "#shared/site-content";
import { appendAudit } from "../audit/audit-trail";
import { generationFiles, latestGeneration, storeFiles } from "./generations";
import { effectiveContent, readLiveState } from "./live-state";
import { type ContentEngine, renderAround } from "./publish";
import { serverDb } from "./tables";

const STALE_CLAIM_MS = 3 * 60_000;

type CatchUp = "current" | "rendered" | "elsewhere" | "failed";

async function claim(engine: ContentEngine, seq: number): Promise<boolean> {
  const { db, baseline } = engine;
  const at = engine.now().toISOString();
  const inserted = await db
    .insertInto("siteGenerations")
    .values({
      buildId: baseline.buildId,
      seq,
      status: "rendering",
      claimedAt: at,
      createdAt: null,
      files: null,
      sections: null,
      problems: null,
    })
    .onConflict((oc) => oc.columns(["buildId", "seq"]).doNothing())
    .returning("seq")
    .executeTakeFirst();
  if (inserted) return true;
  const stale = new Date(engine.now().getTime() - STALE_CLAIM_MS).toISOString();
  const taken = await db
    .updateTable("siteGenerations")
    .set({ claimedAt: at })
    .where("buildId", "=", baseline.buildId)
    .where("seq", "=", seq)
    // A failed render is tried again no sooner than a dead process's claim is taken over.
    .where("status", "in", ["rendering", "failed"])
    .where("claimedAt", "<", stale)
    .returning("seq")
    .executeTakeFirst();
  return taken !== undefined;
}

/** Renders this build's generation of the current content state unless it exists or another process is on it. */
export async function catchUp(engine: ContentEngine, log: { warn(msg: string): void; error(msg: string): void }): Promise<CatchUp> {
  const { db, kind, baseline } = engine;
  const live = await readLiveState(db);
  if (live.seq === 0) return "current";
  const current = await latestGeneration(db, baseline.buildId);
  if (current && current.seq >= live.seq) return "current";
  if (!(await claim(engine, live.seq))) return "elsewhere";
  const effective = effectiveContent(baseline, live.versions);
  for (const section of effective.gitChanged) {
    log.warn(
      `site content: "${section}" has a published version newer than git's, and git's value changed since it was started: run npm run content -- export --dry-run and reconcile`,
    );
  }
  const sections = { ...effective.sections };
  const refused: Record<string, ContentProblem[]> = {};
  for (;;) {
    const around = await renderAround(engine, current);
    const result = await engine.render({ ...around.request, sections, check: Object.keys(sections) });
    const at = engine.now().toISOString();
    if (result.ok) {
      await db.transaction().execute(async (tx) => {
        await storeFiles(tx, result.files, at);
        await tx
          .updateTable("siteGenerations")
          .set({
            status: "live",
            createdAt: at,
            files: JSON.stringify([...generationFiles(result.files), ...around.imageFiles]),
            sections: JSON.stringify(Object.fromEntries(Object.keys(sections).map((s) => [s, effective.numbers[s]!]))),
            problems: Object.keys(refused).length ? JSON.stringify(refused) : null,
          })
          .where("buildId", "=", baseline.buildId)
          .where("seq", "=", live.seq)
          .execute();
        for (const [section, problems] of Object.entries(refused)) {
          await appendAudit(
            serverDb(tx),
            kind,
            {
              actor: "system",
              action: "content.left-out",
              subject: section,
              detail: { build: baseline.buildId, problems: problems.length },
            },
            engine.now(),
          );
        }
      });
      return "rendered";
    }
    const bySection = result.problems.filter((p) => p.section && p.section in sections);
    if (bySection.length === 0) {
      log.error(`site content: rendering the published content for this build failed: ${result.problems.map((p) => p.message).join("; ")}`);
      await db
        .updateTable("siteGenerations")
        .set({ status: "failed", problems: JSON.stringify(result.problems) })
        .where("buildId", "=", baseline.buildId)
        .where("seq", "=", live.seq)
        .execute();
      return "failed";
    }
    for (const p of bySection) {
      (refused[p.section!] ??= []).push(p);
      delete sections[p.section!];
    }
    log.warn(
      `site content: this build refuses the published version of ${Object.keys(refused).join(", ")}: git's value is served until a corrected one is published`,
    );
  }
}
