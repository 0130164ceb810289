// `npm run bench:publish-visible`: how long after a publication on one server
// process the document is in the live library of another (both on one
// PostgreSQL): the goal is under 10 s at p95, lower is better. Needs
// TEST_DATABASE_URL (a throwaway cluster: scripts/test-postgres.sh start).
// Prints figures; asserts nothing.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DOCUMENTS_URL_PREFIX } from "#shared/documents/publishing";
import { openDatabase } from "../server/db/database";
import { createTestDatabase } from "#test/database";
import { TestAuthenticator } from "#test/passkey-authenticator";
import { multipartBody, samplePdf } from "#test/publishing";
import { type ServerProcess, startServerProcess } from "#test/server-process";
import { inviteToken, testKeyFiles } from "#test/keys";

const PUBLICATIONS = Number(process.env.BENCH_PUBLICATIONS ?? 30);
const GIVE_UP_MS = 30_000;

if (!process.env.TEST_DATABASE_URL) {
  console.error("bench:publish-visible needs TEST_DATABASE_URL (bash scripts/test-postgres.sh start prints one).");
  process.exit(1);
}

const t = await createTestDatabase();
const db = await openDatabase(t);
const clientDir = await mkdtemp(path.join(os.tmpdir(), "publish-visible-"));
await mkdir(path.join(clientDir, DOCUMENTS_URL_PREFIX, "Corporate Announcements"), { recursive: true });
// Both processes sign links with the same key file, as on a server.
const keyFiles = testKeyFiles();
const env = { DATABASE_URL: t.databaseUrl!, CLIENT_DIR: clientDir, ...keyFiles.env };
const servers: ServerProcess[] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
const [a, b] = servers as [ServerProcess, ServerProcess];
// WebAuthn refuses an IP address: the console is reached at localhost.
const origin = a.origin.replace("127.0.0.1", "localhost");

try {
  const token = await inviteToken(db.kysely, db.kind, keyFiles.keys.link, {
    email: "cs@example.in",
    name: "Kavita Menon",
    roles: ["secretarial"],
  });
  const post = (url: string, body: object) =>
    fetch(origin + url, { method: "POST", headers: { "content-type": "application/json", origin }, body: JSON.stringify(body) });
  const { options } = (await (await post("/api/staff/auth/invitation/options", { token })).json()) as { options: { challenge: string } };
  const registered = await post("/api/staff/auth/invitation/verify", { token, response: new TestAuthenticator(origin).register(options) });
  const cookie = registered.headers.get("set-cookie")!.split(";")[0]!;

  const took: number[] = [];
  for (let i = 1; i <= PUBLICATIONS; i++) {
    const { body, contentType } = multipartBody(
      { folder: "Corporate Announcements/2025-26", title: `Disclosure ${i}`, disclosureDate: "2026-11-25" },
      { name: `Disclosure ${i}.pdf`, bytes: await samplePdf(`Disclosure number ${i}`) },
    );
    const started = performance.now();
    const res = await fetch(`${origin}/api/staff/documents`, {
      method: "POST",
      headers: { "content-type": contentType, origin, cookie },
      body,
    });
    if (res.status !== 201) throw new Error(`publishing answered ${res.status}: ${await res.text()}`);
    const { url } = (await res.json()) as { url: string };
    for (;;) {
      const live = (await (await fetch(`${b.origin}/api/documents/live`)).json()) as { documents: { url: string }[] };
      if (live.documents.some((d) => d.url === url)) break;
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`${url} not visible on the other process after ${GIVE_UP_MS / 1000} s`);
      await new Promise((r) => setTimeout(r, 20));
    }
    took.push(performance.now() - started);
  }
  took.sort((x, y) => x - y);
  const at = (q: number) => took[Math.min(took.length - 1, Math.ceil(q * took.length) - 1)]!;
  console.log(`publish to visible on the other process, ${PUBLICATIONS} publications (request included):`);
  console.log(`  p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${took.at(-1)!.toFixed(1)} ms (goal: p95 under 10 s)`);
} finally {
  for (const s of servers) await s.stop();
  await db.close();
  await t.cleanup();
  keyFiles.cleanup();
  await rm(clientDir, { recursive: true, force: true });
}
