// Making content live (docs/decisions/130-live-site-content.md): the site is
// rendered with the version on top of what is live, outside any transaction;
// then one transaction checks that nothing was published meanwhile (else it
// renders again), numbers the version, raises the content state, stores the
// new generation and its files, and writes the audit row. A render or a check
// that fails changes nothing live: the version is marked failed with why.
import type { AuditAction } from "#shared/staff-api/audit-actions";
import { type Kysely, sql } from "kysely";
import { indiaDate } from "#shared/india-dates";
import type { Baseline, ContentProblem, RenderResult, RenderedFile } from "#shared/site-content";
import { appendAudit } from "../audit/audit-trail";
import type { DatabaseKind } from "../db/database";
import { type Generation, generationFiles, latestGeneration, storeFiles } from "./generations";
import { uploadedImages } from "./image-registry";
import { effectiveContent, readLiveState } from "./live-state";
import type { ImageConverter, Renderer } from "./renderer";
import { type ContentDatabase, serverDb } from "./tables";

export type ContentEngine = {
  db: Kysely<ContentDatabase>;
  kind: DatabaseKind;
  baseline: Baseline;
  render: Renderer;
  convertImage: ImageConverter;
  now: () => Date;
};

/** Serialises publications on PostgreSQL (any number; used for nothing else). SQLite has one writer. */
const CONTENT_LOCK = 190_130;
const ATTEMPTS = 4;

async function lockContent(tx: Kysely<ContentDatabase>, kind: DatabaseKind) {
  if (kind === "postgres") await sql`select pg_advisory_xact_lock(${CONTENT_LOCK})`.execute(tx);
}

export async function readSeq(db: Kysely<ContentDatabase>): Promise<number> {
  const row = await db.selectFrom("siteContentState").select("seq").where("id", "=", 1).executeTakeFirst();
  return Number(row?.seq ?? 0);
}

async function raiseSeq(tx: Kysely<ContentDatabase>, seq: number, at: string): Promise<void> {
  if (seq === 1) await tx.insertInto("siteContentState").values({ id: 1, seq, changedAt: at }).execute();
  else await tx.updateTable("siteContentState").set({ seq, changedAt: at }).where("id", "=", 1).execute();
}

/** What the renderer needs beside the sections: uploaded images, the files the database has, the live pages' lastmod. */
export async function renderAround(engine: ContentEngine, current: Generation | undefined) {
  const images = await uploadedImages(engine.db);
  const previous = Object.fromEntries(
    (current?.files ?? []).map((f) => [f.path, { sha256: f.sha256, lastmod: f.lastmod, ...(f.build ? { build: true as const } : {}) }]),
  );
  return {
    imageFiles: images.files,
    request: {
      images: images.entries,
      knownFiles: (current?.files ?? []).map((f) => f.sha256),
      previous,
      today: indiaDate(engine.now().toISOString()),
    },
  };
}

/** On success, the version's number and the files rendered for it (those with bytes are new to the database). */
type PublishOutcome = { ok: true; number: number; files: RenderedFile[] } | { ok: false; problems: ContentProblem[] };

/**
 * Publishes a version the caller has claimed (status "publishing"): renders, then commits; `audit` names the
 * action and its actor. On refusal the version becomes "failed" with the problems, and nothing else changes.
 */
export async function publishClaimed(
  engine: ContentEngine,
  versionId: string,
  audit: { actor: string; action: AuditAction; detail?: Record<string, unknown> },
): Promise<PublishOutcome> {
  const { db, kind, baseline } = engine;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const version = await db.selectFrom("siteContentVersions").selectAll().where("id", "=", versionId).executeTakeFirstOrThrow();
    if (version.status !== "publishing") throw new Error(`version ${versionId} is ${version.status}, not being published`);
    const live = await readLiveState(db);
    const effective = effectiveContent(baseline, live.versions);
    const current = await latestGeneration(db, baseline.buildId);
    const around = await renderAround(engine, current);
    const result: RenderResult = await engine.render({
      ...around.request,
      sections: { ...effective.sections, [version.section]: JSON.parse(version.value) as unknown },
      check: [version.section],
    });
    const at = engine.now().toISOString();
    if (!result.ok) {
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable("siteContentVersions")
          .set({ status: "failed", problems: JSON.stringify(result.problems), updatedAt: at })
          .where("id", "=", versionId)
          .execute();
        await appendAudit(
          serverDb(tx),
          kind,
          {
            actor: audit.actor,
            action: "content.publish-refused",
            subject: version.section,
            detail: { version: versionId, problems: result.problems.length },
          },
          engine.now(),
        );
      });
      return { ok: false, problems: result.problems };
    }
    const number = await db.transaction().execute(async (tx) => {
      await lockContent(tx, kind);
      const seq = await readSeq(tx);
      if (seq !== live.seq) return undefined;
      const top = await tx
        .selectFrom("siteContentVersions")
        .select((eb) => eb.fn.max("number").as("n"))
        .where("section", "=", version.section)
        .executeTakeFirst();
      const n = Number(top?.n ?? 0) + 1;
      await tx
        .updateTable("siteContentVersions")
        .set({ status: "published", number: n, publishedAt: at, publishedBy: audit.actor, problems: null, updatedAt: at })
        .where("id", "=", versionId)
        .execute();
      await raiseSeq(tx, seq + 1, at);
      await storeFiles(tx, result.files, at);
      await tx
        .insertInto("siteGenerations")
        .values({
          buildId: baseline.buildId,
          seq: seq + 1,
          status: "live",
          claimedAt: at,
          createdAt: at,
          files: JSON.stringify([...generationFiles(result.files), ...around.imageFiles]),
          sections: JSON.stringify({ ...effective.numbers, [version.section]: n }),
          problems: null,
        })
        .execute();
      await appendAudit(
        serverDb(tx),
        kind,
        { actor: audit.actor, action: audit.action, subject: version.section, detail: { version: versionId, number: n, ...audit.detail } },
        engine.now(),
      );
      return n;
    });
    if (number !== undefined) return { ok: true, number, files: result.files };
  }
  throw new Error("another publication kept getting in first; try again");
}
