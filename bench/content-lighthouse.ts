// Lighthouse on a page served after an edit from the console, beside the same
// page as the build made it (issue 33: "equals the built page"). Two built
// server processes, each on its own database: on one a content editor
// publishes an edit of the lending partners' page; the other serves the
// build's page. Lighthouse (mobile defaults) runs on both in turn, N times
// each, in one Chrome, so the machine's other work weighs on both alike.
// Prints both medians side by side; asserts nothing.
//
//   npm run bench:content-lighthouse -- [--runs 3] [--page /lending-partners]
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

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a positive whole number, got "${args.runs}".`);
  process.exit(2);
}
const SECTION = "lending-partners-header";
/** The page in every language; the edit adds a mark to each language's text (no English words: the translation check). */
const PAGES = LANGS.map((lang) => localizedPath(lang, "/lending-partners"));
const MARK = `(edit-${Date.now()})`;

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

  // The edit: the page's introduction, longer in both languages (a sentence more, as an editor adds one).
  const editor = await signInEditor(edited.s.origin, edited.dbEnv);
  const git = await editor.git<Record<string, { intro: string }>>(SECTION);
  await editor.publish(
    SECTION,
    Object.fromEntries(Object.entries(git).map(([key, v]) => [key, { ...v, intro: `${v.intro} ${v.intro} ${MARK}` }])),
  );
  for (const p of PAGES) {
    const read = async (s: ServerProcess) => (await fetch(s.origin + p)).text();
    if ((await read(built.s)).includes(MARK) || !(await read(edited.s)).includes(MARK))
      throw new Error(`${p}: the edit is not on the edited process only`);
  }

  chrome = await launchChrome();
  const results = new Map<string, { built: RunResult[]; edited: RunResult[] }>();
  for (const p of PAGES) {
    const r = { built: [] as RunResult[], edited: [] as RunResult[] };
    // In turn, so that a busy moment of the machine falls on both.
    for (let i = 0; i < runs; i++) {
      r.built.push(await runLighthouse(built.s.origin + p, chrome.port));
      r.edited.push(await runLighthouse(edited.s.origin + p, chrome.port));
    }
    results.set(p, r);
  }
  const f = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : "-");
  const row = (p: string, which: string, m: RunResult) => [
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
  ];
  console.log(`\nLighthouse mobile defaults, median of ${runs} run(s) each, ${chrome.version}; build ${path.basename(buildDir)}`);
  console.log(`Machine: before ${machineBefore}; after ${machineNote()}`);
  console.log(
    formatTable(
      ["page", "served", "perf", "a11y", "best pr.", "SEO", "LCP ms", "TBT ms", "CLS", "KB"],
      [...results].flatMap(([p, r]) => [row(p, "as built", medianOf(r.built)), row(p, "after an edit", medianOf(r.edited))]),
    ),
  );
} finally {
  await chrome?.kill();
  for (const s of servers) await s.stop();
  await rm(dir, { recursive: true, force: true });
}
