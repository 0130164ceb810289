// `npm run bench:pdf-bomb`: how the server answers /api/health while a
// secretary's upload is the review's decompression bomb (a ~262 KB PDF that
// inflates to 256 MB), and how long the refusal takes, against a plain upload.
// The built server (build/api/main.mjs) when there is a build, else the sources
// through tsx. Goal: health p99 under 100 ms while the bomb is refused (decision
// 105). Prints figures; asserts nothing.
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { readBuildSettings } from "#shared/build-settings";
import { DOCUMENTS_URL_PREFIX } from "#shared/documents/publishing";
import { openTestDatabase } from "#test/database-kinds";
import { bombContent, buildPdf } from "#test/hostile-pdfs";
import { inviteToken, testKeyFiles } from "#test/keys";
import { TestAuthenticator } from "#test/passkey-authenticator";
import { multipartBody } from "#test/publishing";
import { startServerProcess } from "#test/server-process";

const bundle = path.resolve(import.meta.dirname, "..", readBuildSettings().buildDir, "api/main.mjs");
const keyFiles = testKeyFiles();
const database = await openTestDatabase("sqlite");
const clientDir = await mkdtemp(path.join(os.tmpdir(), "bench-pdf-bomb-"));
await mkdir(path.join(clientDir, DOCUMENTS_URL_PREFIX, "Corporate Announcements"), { recursive: true });
const token = await inviteToken(database.db.kysely, database.db.kind, keyFiles.keys.link, {
  email: "cs@example.in",
  name: "Kavita Menon",
  roles: ["secretarial"],
});
await database.db.close();
const server = await startServerProcess(
  { SQLITE_PATH: database.options.sqlitePath, CLIENT_DIR: clientDir, LOG_LEVEL: "warn", ...keyFiles.env },
  existsSync(bundle) ? { bundle } : {},
);
// WebAuthn refuses an IP address: the console is reached at localhost.
const origin = server.origin.replace("127.0.0.1", "localhost");

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)]!;
const figures = (xs: number[]) =>
  `p50 ${pct(xs, 0.5).toFixed(1)} ms, p95 ${pct(xs, 0.95).toFixed(1)} ms, p99 ${pct(xs, 0.99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms (${xs.length} requests)`;

async function health(): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${server.origin}/api/health`);
  await res.arrayBuffer();
  return performance.now() - t0;
}

/** /api/health every 10 ms until `work` settles; its latencies, the server's peak RSS, and what `work` gave. */
async function whilst<T>(work: Promise<T>) {
  const took: number[] = [];
  let done = false;
  let peak = rssMb(server.child.pid!);
  const settled = work.finally(() => (done = true));
  while (!done) {
    took.push(await health());
    peak = Math.max(peak, rssMb(server.child.pid!));
    await new Promise((r) => setTimeout(r, 10));
  }
  return { took, peak, result: await settled };
}

try {
  const post = (url: string, body: object) =>
    fetch(origin + url, { method: "POST", headers: { "content-type": "application/json", origin }, body: JSON.stringify(body) });
  const { options } = (await (await post("/api/staff/auth/invitation/options", { token })).json()) as { options: { challenge: string } };
  const registered = await post("/api/staff/auth/invitation/verify", { token, response: new TestAuthenticator(origin).register(options) });
  const cookie = registered.headers.get("set-cookie")!.split(";")[0]!;
  const publish = async (name: string, bytes: Buffer) => {
    const { body, contentType } = multipartBody(
      { folder: "Corporate Announcements", title: name, disclosureDate: "2026-11-14" },
      { name: `${name}.pdf`, bytes },
    );
    const t0 = performance.now();
    const res = await fetch(`${origin}/api/staff/documents`, {
      method: "POST",
      headers: { origin, cookie, "content-type": contentType },
      body,
    });
    const answer = (await res.json()) as { error?: string };
    return { status: res.status, ms: performance.now() - t0, error: answer.error };
  };

  const idle: number[] = [];
  for (let i = 0; i < 200; i++) {
    idle.push(await health());
    await new Promise((r) => setTimeout(r, 10));
  }
  console.log(`/api/health, nothing else running: ${figures(idle)}`);
  console.log(`server RSS before: ${rssMb(server.child.pid!).toFixed(0)} MB`);

  const plain = await whilst(publish("plain", buildPdf()));
  console.log(`plain PDF published: ${plain.result.status} in ${plain.result.ms.toFixed(0)} ms; health meanwhile ${figures(plain.took)}`);

  const bomb = buildPdf({ content: await bombContent(256 * 1024 * 1024) });
  for (let round = 1; round <= 3; round++) {
    const run = await whilst(publish(`bomb-${round}`, bomb));
    console.log(
      `bomb (${(bomb.length / 1024).toFixed(0)} KB, inflates to 256 MB), round ${round}: answered ${run.result.status} in ${run.result.ms.toFixed(0)} ms ("${run.result.error}")`,
    );
    console.log(`  /api/health meanwhile: ${figures(run.took)} (goal p99 < 100 ms); server RSS peak ${run.peak.toFixed(0)} MB`);
  }
} finally {
  await server.stop();
  await database.cleanup();
  keyFiles.cleanup();
  await rm(clientDir, { recursive: true, force: true });
}
