// Lighthouse on a page served after an edit from the console, beside the same
// page as the build made it (issue 33: "equals the built page"). Two built
// server processes, each on its own database: on one a content editor
// publishes an edit of the lending partners' page; the other serves the
// build's page. Lighthouse (mobile defaults) runs on both in turn, N times
// each, in one Chrome, so the machine's other work weighs on both alike.
// Prints both medians side by side; asserts nothing.
//
// The edit (--edit): "word" (the default) adds a mark to the page's introduction, so the page after the edit does
// the same work as the built one and the two differ in how they were made and are served; "sentence" repeats the
// introduction, as an editor adds a sentence, which is a longer page (in Hindi, a longer paragraph of Devanagari
// to shape and lay out), to be compared with a build of the same text (BUILD_DIR).
//
//   npm run bench:content-lighthouse -- [--runs 3] [--edit word|sentence]
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { LANGS, localizedPath } from "#shared/locales";
import { type ServerProcess, startServerProcess } from "#test/server-process";
import { buildDirFromEnv, ensureBuild } from "./lib/built-server";
import { type Chrome, launchChrome } from "./lib/chrome";
import { signInEditor } from "./lib/content-editor";
import { type RunResult, medianOf, runLighthouse } from "./lib/lighthouse-run";
import { machineNote } from "./lib/machine";
import { formatTable } from "./lib/table";

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "3" }, edit: { type: "string", default: "word" } } });
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a positive whole number, got "${args.runs}".`);
  process.exit(2);
}
const SECTION = "lending-partners-header";
/** The page in every language; the edit adds a mark to each language's text (no English words: the translation check). */
const PAGES = LANGS.map((lang) => localizedPath(lang, "/lending-partners"));
const MARK = `(edit-${Date.now()})`;
const EDITS = { word: (intro: string) => `${intro} ${MARK}`, sentence: (intro: string) => `${intro} ${intro} ${MARK}` };
if (!(args.edit in EDITS)) {
  console.error(`--edit must be word or sentence, got "${args.edit}".`);
  process.exit(2);
}
const edit = EDITS[args.edit as keyof typeof EDITS];

const buildDir = buildDirFromEnv();
ensureBuild(buildDir);
const dir = await mkdtemp(path.join(os.tmpdir(), "bench-content-lighthouse-"));
const servers: ServerProcess[] = [];
let chrome: Chrome | undefined;
const machineBefore = machineNote();
try {
  const start = async (db: string) => {
    const dbEnv = { SQLITE_PATH: path.join(dir, db) };
    const bundle = path.join(buildDir, "api/main.mjs");
    const s = await startServerProcess({ ...dbEnv, CLIENT_DIR: path.join(buildDir, "client"), LOG_LEVEL: "warn" }, { bundle });
    servers.push(s);
    return { s, dbEnv };
  };
  const built = await start("built.db");
  const edited = await start("edited.db");

  // The edit, in both languages.
  const editor = await signInEditor(edited.s.origin, edited.dbEnv);
  const git = await editor.git<Record<string, { intro: string }>>(SECTION);
  await editor.publish(SECTION, Object.fromEntries(Object.entries(git).map(([key, v]) => [key, { ...v, intro: edit(v.intro) }])));
  for (const p of PAGES) {
    const read = async (s: ServerProcess) => (await fetch(s.origin + p)).text();
    if ((await read(built.s)).includes(MARK) || !(await read(edited.s)).includes(MARK))
      throw new Error(`${p}: the edit is not on the edited process only`);
  }

  chrome = await launchChrome();
  const results = new Map<string, { built: RunResult[]; edited: RunResult[] }>();
  for (const p of PAGES) {
    const r = { built: [] as RunResult[], edited: [] as RunResult[] };
    // In turn, so that a busy moment of the machine falls on both, and each first in every other round: the run
    // after another one in the same Chrome measured a higher blocking time on the Hindi page (built first every
    // round, the edited page's was higher in every run, with byte-identical pages but for the edit).
    for (let i = 0; i < runs; i++) {
      const order = i % 2 === 0 ? (["built", "edited"] as const) : (["edited", "built"] as const);
      for (const which of order) r[which].push(await runLighthouse((which === "built" ? built : edited).s.origin + p, chrome.port));
    }
    results.set(p, r);
  }
  const f = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : "-");
  const row = (p: string, which: string, all: RunResult[]) => {
    const m = medianOf(all);
    return [
      p,
      which,
      f(m.performance),
      f(m.accessibility),
      f(m.bestPractices),
      f(m.seo),
      f(m.lcpMs, 0),
      f(m.tbtMs, 0),
      f(m.cls, 3),
      f(m.bytes / 1024, 1),
      // Every run's score: a median of 0.99 against 1.00 may be one run of several on either side of the line.
      all.map((x) => f(x.performance)).join(" "),
    ];
  };
  console.log(
    `\nLighthouse mobile defaults, median of ${runs} run(s) each, ${chrome.version}; build ${path.basename(buildDir)}; edit: ${args.edit}`,
  );
  console.log(`Machine: before ${machineBefore}; after ${machineNote()}`);
  console.log(
    formatTable(
      ["page", "served", "perf", "a11y", "best pr.", "SEO", "LCP ms", "TBT ms", "CLS", "KB", "perf, each run"],
      [...results].flatMap(([p, r]) => [row(p, "as built", r.built), row(p, "after an edit", r.edited)]),
    ),
  );
} finally {
  await chrome?.kill();
  for (const s of servers) await s.stop();
  await rm(dir, { recursive: true, force: true });
}
