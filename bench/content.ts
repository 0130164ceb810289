// `npm run bench:content` (docs/decisions/130-live-site-content.md): on two
// built server processes sharing one database (PostgreSQL when
// TEST_DATABASE_URL is set, else one SQLite file), prints
//  - how long after a publication on process A its text is in the HTML
//    process B serves, p50 and p95 over 30 publications (goal: p95 < 10 s);
//  - how long the render worker takes to render every page of both languages
//    (goal: < 5 s here), and its parts;
//  - the home page's p99 while those publications run, against idle (goal:
//    within 1.5x).
// Prints figures; asserts nothing. BENCH_PUBLICATIONS changes the count.
import { execFileSync, fork } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { RenderResult, RenderTimings } from "#shared/site-content";
import { createTestDatabase } from "#test/database";
import { TestAuthenticator } from "#test/passkey-authenticator";
import { type ServerProcess, startServerProcess } from "#test/server-process";
import { buildDirFromEnv, ensureBuild, root } from "./lib/built-server";
import { percentile } from "./lib/stats";

const PUBLICATIONS = Number(process.env.BENCH_PUBLICATIONS ?? 30);
const GIVE_UP_MS = 60_000;
const SECTION = "lending-partners-header";

const buildDir = buildDirFromEnv();
ensureBuild(buildDir);
const t = await createTestDatabase();
const dir = await mkdtemp(path.join(os.tmpdir(), "bench-content-"));
const dbEnv: Record<string, string> = t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : { SQLITE_PATH: path.join(dir, "site.db") };
const env = { ...dbEnv, CLIENT_DIR: path.join(buildDir, "client"), LOG_LEVEL: "warn" };
const bundle = path.join(buildDir, "api/main.mjs");
const servers: ServerProcess[] = [];
for (let i = 0; i < 2; i++) servers.push(await startServerProcess(env, { bundle }));
const [a, b] = servers as [ServerProcess, ServerProcess];
const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

/**
 * Asks both processes for the home page at a steady rate (BENCH_HOME_RPS a second in all, as visitors arrive,
 * whether or not earlier answers are back), keeping each answer's time.
 */
function homeLoad(rate = Number(process.env.BENCH_HOME_RPS ?? 200)) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const times: number[] = [];
  const pending = new Set<Promise<void>>();
  let sent = 0;
  const started = performance.now();
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent++) {
      const t0 = performance.now();
      const done = new Promise<void>((resolve) =>
        http
          .get(`${servers[sent % 2]!.origin}/`, { agent, headers: { "accept-encoding": "br" } }, (res) =>
            res.resume().on("end", () => {
              times.push(performance.now() - t0);
              resolve();
            }),
          )
          .on("error", () => resolve()),
      );
      pending.add(done);
      void done.then(() => pending.delete(done));
    }
  }, 2);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      agent.destroy();
      return times;
    },
  };
}

/** The section's value in every language with its intro changed. */
const withIntro = (git: Record<string, { intro: string }>, change: (intro: string) => string) =>
  Object.fromEntries(Object.entries(git).map(([lang, v]) => [lang, { ...v, intro: change(v.intro) }]));

/** One render of the whole site by the bundled worker, as a publication runs it: one section changed, checked, its pages compressed. */
function renderOnce(sections: Record<string, unknown>): Promise<{ ms: number; files: number; timings: RenderTimings }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    // As server/site-content/renderer.ts starts it: one compressing thread, a lower priority than the servers.
    const child = fork(path.join(buildDir, "api/render-worker.mjs"), [], {
      serialization: "advanced",
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", UV_THREADPOOL_SIZE: "1" },
    });
    if (child.pid) os.setPriority(child.pid, 19);
    child.once("message", (m) => {
      const r = m as RenderResult;
      if (!r.ok) reject(new Error(JSON.stringify(r.problems)));
      else resolve({ ms: performance.now() - t0, files: r.files.filter((f) => f.body).length, timings: r.timings });
      child.kill();
    });
    child.send({ buildDir, sections, check: Object.keys(sections), images: {}, knownFiles: [], previous: {}, today: "2026-11-27" });
  });
}

try {
  // A content editor, invited with the staff CLI, signs in with a software passkey.
  const origin = a.origin.replace("127.0.0.1", "localhost");
  const printed = execFileSync("npm", ["run", "--silent", "staff", "--", "invite", "bench@example.in", "--role", "content"], {
    cwd: root,
    env: { ...process.env, ...dbEnv },
    encoding: "utf8",
  });
  const token = new URL(printed.trim().split("\n").at(-1)!).hash.replace(/^#(?:token=)?/, "");
  const post = (url: string, body: object, cookie = "", method = "POST") =>
    fetch(origin + url, { method, headers: { "content-type": "application/json", origin, cookie }, body: JSON.stringify(body) });
  const { options } = (await (await post("/api/staff/auth/invitation/options", { token })).json()) as { options: { challenge: string } };
  const registered = await post("/api/staff/auth/invitation/verify", { token, response: new TestAuthenticator(origin).register(options) });
  const cookie = registered.headers.get("set-cookie")!.split(";")[0]!;
  const section = (await (await fetch(`${origin}/api/staff/content/sections/${SECTION}`, { headers: { cookie } })).json()) as {
    git: Record<string, { intro: string }>;
  };

  // The home page idle (after a warm-up), then while the publications run.
  let load = homeLoad();
  await new Promise((r) => setTimeout(r, 3000));
  await load.stop();
  load = homeLoad();
  await new Promise((r) => setTimeout(r, 15_000));
  const idle = await load.stop();

  load = homeLoad();
  const took: number[] = [];
  for (let i = 1; i <= PUBLICATIONS; i++) {
    const marker = `bench-${Date.now()}-${i}`;
    // The marker after each language's own text: still a translation, and findable on the page.
    const value = withIntro(section.git, (intro) => `${intro} (${marker})`);
    const saved = await post(`/api/staff/content/sections/${SECTION}/draft`, { value }, cookie, "PUT");
    if (saved.status !== 200) throw new Error(`saving the draft answered ${saved.status}: ${await saved.text()}`);
    const started = performance.now();
    const res = await post(`/api/staff/content/sections/${SECTION}/draft/publish`, {}, cookie);
    if (res.status !== 200) throw new Error(`publishing answered ${res.status}: ${await res.text()}`);
    for (;;) {
      if ((await (await fetch(`${b.origin}/lending-partners`)).text()).includes(marker)) break;
      if (performance.now() - started > GIVE_UP_MS)
        throw new Error(`publication ${i} not served by process B after ${GIVE_UP_MS / 1000} s`);
      await new Promise((r) => setTimeout(r, 25));
    }
    took.push(performance.now() - started);
  }
  const busy = await load.stop();

  const renders: Awaited<ReturnType<typeof renderOnce>>[] = [];
  for (let i = 0; i < 5; i++) {
    renders.push(await renderOnce({ [SECTION]: withIntro(section.git, (intro) => `${intro} (render-${i})`) }));
  }
  console.log(`database: ${t.databaseUrl ? "PostgreSQL" : "SQLite"}; two built server processes (${path.relative(root, buildDir)})`);
  console.log(`publish on A to served by B, ${PUBLICATIONS} publications (the publishing request included):`);
  console.log(`  p50 ${fmt(percentile(took, 50))}, p95 ${fmt(percentile(took, 95))}, max ${fmt(Math.max(...took))} (goal: p95 under 10 s)`);
  const ms = renders.map((r) => r.ms);
  console.log(
    `rendering every page of both languages in a fresh render worker (start, checks, render, finish, compress the ${renders[0]!.files} changed files):`,
  );
  console.log(
    `  median ${fmt(percentile(ms, 50))}, max ${fmt(Math.max(...ms))} over ${ms.length} renders (goal: under 5 s); medians of its parts:`,
  );
  const part = (k: keyof RenderTimings) =>
    fmt(
      percentile(
        renders.map((r) => r.timings[k]),
        50,
      ),
    );
  const inside = renders.map((r) => Object.values(r.timings).reduce((x, y) => x + y, 0));
  console.log(
    `  process start and loading ${fmt(
      percentile(
        ms.map((m, i) => m - inside[i]!),
        50,
      ),
    )}, checks ${part("checks")}, every page rendered (server builds loaded) ${part("render")}, finished ${part("finish")}, compressed ${part("compress")}`,
  );
  const p99 = (xs: number[]) => percentile(xs, 99);
  console.log(
    `home page at ${process.env.BENCH_HOME_RPS ?? 200} requests a second over both processes: idle p99 ${fmt(p99(idle))} (${idle.length} requests), while publishing p99 ${fmt(p99(busy))} (${busy.length} requests): ${(p99(busy) / p99(idle)).toFixed(2)}x (goal: within 1.5x)`,
  );
} finally {
  for (const s of servers) await s.stop();
  await t.cleanup();
  await rm(dir, { recursive: true, force: true });
}
