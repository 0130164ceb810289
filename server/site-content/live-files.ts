// Every process serves the newest generation of the site for its build
// (docs/decisions/130-live-site-content.md): it polls the generation number
// (one indexed query a second), loads the files it lacks from the database,
// and swaps them into the map the static routes serve from, in one turn of
// the event loop. Content modules of earlier generations stay in the map:
// pages opened before a publication still import theirs. A file identical to
// the build's is the build's own.
import type { Kysely } from "kysely";
import type { RenderedFile } from "#shared/site-content";
import { type SiteFile, siteFile } from "../static/site-files";
import { type GenerationFile, latestGeneration, latestGenerationSeq, readFiles } from "./generations";
import { setPublishedValues } from "./live-facts";
import type { ContentDatabase } from "./tables";

export type LiveFiles = {
  /** The generation served now (0: the build's files). */
  readonly seq: number;
  /**
   * Loads the newest generation if it is newer than the one served, and images uploaded since the last look.
   * `rendered`: the files this process has just rendered and committed, whose bytes it need not read back.
   */
  refresh(rendered?: readonly RenderedFile[]): Promise<void>;
  /** The build's own bytes of a file. */
  buildFile(path: string): Buffer | undefined;
};

/** Where the browser's content modules are (scripts/site-content/module-files.ts). */
export const LIVE_MODULE_PREFIX = "/assets/live/";
/** Content modules and images stay once loaded: a page opened before a publication still imports its own. */
const KEEP = /^\/assets\/|^\/img\//;

/**
 * The values of the published versions a generation shows, by section. Only the versions not held already are read
 * (in one query; a publication changes a section or two of 55) and parsed: a process picks a publication up while
 * it serves pages, and 55 queries and parses each time were most of its work then (bench:content's p99).
 */
async function sectionValues(
  db: Kysely<ContentDatabase>,
  numbers: Record<string, number>,
  held: Map<string, unknown>,
): Promise<Map<string, unknown>> {
  const key = (section: string, number: number) => `${section}@${number}`;
  const wanted = Object.entries(numbers);
  const missing = wanted.filter(([section, number]) => !held.has(key(section, number)));
  const read = new Map<string, unknown>();
  if (missing.length > 0) {
    const rows = await db
      .selectFrom("siteContentVersions")
      .select(["section", "number", "value"])
      .where((eb) => eb.or(missing.map(([section, number]) => eb.and([eb("section", "=", section), eb("number", "=", number)]))))
      .execute();
    for (const r of rows) read.set(key(r.section, Number(r.number)), JSON.parse(r.value) as unknown);
  }
  const next = new Map<string, unknown>();
  for (const [section, number] of wanted) {
    const k = key(section, number);
    if (held.has(k)) next.set(k, held.get(k));
    else if (read.has(k)) next.set(k, read.get(k));
  }
  return next;
}

export function liveFiles(db: Kysely<ContentDatabase>, buildId: string, files: Map<string, SiteFile>): LiveFiles {
  const build = new Map(files);
  /** Files loaded from the database, by sha256 and path (the same bytes may be two paths' content). */
  const loaded = new Map<string, SiteFile>();
  let overlay = new Set<string>();
  let seq = 0;
  /** The parsed values of the versions the served generation shows, by "section@number". */
  let values = new Map<string, unknown>();
  let refreshing: Promise<void> | undefined;

  const fileFor = (f: GenerationFile, bytes: Map<string, { body: Buffer; br?: Buffer; gzip?: Buffer }>): SiteFile | undefined => {
    if (f.build) return build.get(f.path);
    const key = `${f.sha256} ${f.path}`;
    const cached = loaded.get(key);
    if (cached) return cached;
    const b = bytes.get(f.sha256);
    if (!b) return undefined;
    const made = siteFile(f.path, b.body, b.br, b.gzip);
    loaded.set(key, made);
    return made;
  };

  let images = 0;
  const loadImages = async () => {
    const count = await db
      .selectFrom("siteImages")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    if (Number(count?.n ?? 0) === images) return;
    const rows = await db.selectFrom("siteImages").select(["files"]).execute();
    const all = rows.flatMap((r) => JSON.parse(r.files) as GenerationFile[]);
    const bytes = await readFiles(db, [...new Set(all.filter((f) => !loaded.has(`${f.sha256} ${f.path}`)).map((f) => f.sha256))]);
    for (const f of all) {
      const file = fileFor(f, bytes);
      if (file) files.set(f.path, file);
    }
    images = rows.length;
  };

  const load = async () => {
    // Images first: a publication that shows a new image then finds it served.
    await loadImages();
    const newest = await latestGenerationSeq(db, buildId);
    if (newest <= seq) return;
    const generation = await latestGeneration(db, buildId);
    if (!generation) return;
    const missing = generation.files.filter((f) => !f.build && !loaded.has(`${f.sha256} ${f.path}`)).map((f) => f.sha256);
    const bytes = await readFiles(db, [...new Set(missing)]);
    const next = new Map<string, SiteFile>();
    for (const f of generation.files) {
      const file = fileFor(f, bytes);
      if (!file)
        throw new Error(`site content: generation ${generation.seq} names ${f.path} (${f.sha256}), which the database does not hold`);
      next.set(f.path, file);
    }
    const nextValues = await sectionValues(db, generation.sections, values);
    // The swap: no await from here on.
    for (const path of overlay) {
      if (next.has(path) || KEEP.test(path)) continue;
      const original = build.get(path);
      if (original) files.set(path, original);
      else files.delete(path);
    }
    for (const [path, file] of next) files.set(path, file);
    overlay = new Set([...overlay].filter((p) => KEEP.test(p)).concat([...next.keys()]));
    // Pages of earlier generations are served no more: forgetting them keeps a process's memory to what it serves
    // (a publication adds a few hundred kB, which every full collection then walked past, for as long as it ran).
    const served = new Set(generation.files.map((f) => `${f.sha256} ${f.path}`));
    for (const key of loaded.keys()) if (!served.has(key) && !KEEP.test(key.slice(key.indexOf(" ") + 1))) loaded.delete(key);
    values = nextValues;
    setPublishedValues(Object.fromEntries([...values].map(([k, v]) => [k.slice(0, k.lastIndexOf("@")), v])));
    seq = generation.seq;
  };

  return {
    get seq() {
      return seq;
    },
    refresh(rendered = []) {
      // The publishing process has the new files' bytes in hand: reading them back would be the same bytes again,
      // allocated and dropped while it serves pages (bench:content's garbage collections after a publication).
      for (const f of rendered) if (f.body && !f.build) loaded.set(`${f.sha256} ${f.path}`, siteFile(f.path, f.body, f.br, f.gzip));
      refreshing ??= load().finally(() => (refreshing = undefined));
      return refreshing;
    },
    buildFile: (path) => build.get(path)?.body,
  };
}
