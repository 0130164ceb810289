// A document published on one server process is in the library of another
// (both on one PostgreSQL): no rebuild, no cache to expire. How soon is
// measured by npm run bench:publish-visible, not here. PostgreSQL only
// (SQLite is one process by design).
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS_URL_PREFIX } from "#shared/documents/publishing";
import { TestAuthenticator } from "#test/passkey-authenticator";
import { type Db, openDatabase } from "../db/database";
import { type TestDatabase, createTestDatabase } from "#test/database";
import { type ServerProcess, startServerProcess } from "#test/server-process";
import { inviteToken, testKeyFiles } from "#test/keys";
import { multipartBody, samplePdf } from "#test/publishing";

const PUBLICATIONS = 3;
/** Long enough for a loaded test machine; the bench reports the real figures. */
const GIVE_UP_MS = 30_000;

describe.runIf(process.env.TEST_DATABASE_URL)("publishing across two server processes", { timeout: 120_000 }, () => {
  let t: TestDatabase;
  let db: Db;
  let clientDir: string;
  let servers: ServerProcess[] = [];
  // Both processes sign links with the same key file, as on a server.
  const keyFiles = testKeyFiles();

  beforeAll(async () => {
    t = await createTestDatabase();
    db = await openDatabase(t);
    clientDir = await mkdtemp(path.join(os.tmpdir(), "publishing-client-"));
    await mkdir(path.join(clientDir, DOCUMENTS_URL_PREFIX, "Corporate Announcements"), { recursive: true });
    const env = { DATABASE_URL: t.databaseUrl!, CLIENT_DIR: clientDir, ...keyFiles.env };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await db?.close();
    await t?.cleanup();
    await rm(clientDir, { recursive: true, force: true });
    keyFiles.cleanup();
  });

  const local = (s: ServerProcess) => s.origin.replace("127.0.0.1", "localhost");

  it("is visible on the other process as soon as the publishing request has answered", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const token = await inviteToken(db.kysely, db.kind, keyFiles.keys.link, {
      email: "cs@example.in",
      name: "Kavita Menon",
      roles: ["secretarial"],
    });
    const post = (url: string, body: object) =>
      fetch(local(a) + url, {
        method: "POST",
        headers: { "content-type": "application/json", origin: local(a) },
        body: JSON.stringify(body),
      });
    const options = ((await (await post("/api/staff/auth/invitation/options", { token })).json()) as { options: { challenge: string } })
      .options;
    const registered = await post("/api/staff/auth/invitation/verify", {
      token,
      response: new TestAuthenticator(local(a)).register(options),
    });
    expect(registered.status).toBe(200);
    const cookie = registered.headers.get("set-cookie")!.split(";")[0]!;

    const took: number[] = [];
    for (let i = 1; i <= PUBLICATIONS; i++) {
      const { body, contentType } = multipartBody(
        { folder: "Corporate Announcements/2025-26", title: `Disclosure ${i}`, disclosureDate: "2026-11-25" },
        { name: `Disclosure ${i}.pdf`, bytes: await samplePdf(`Disclosure number ${i}`) },
      );
      const started = performance.now();
      const res = await fetch(`${local(a)}/api/staff/documents`, {
        method: "POST",
        headers: { "content-type": contentType, origin: local(a), cookie },
        body,
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const { url } = (await res.json()) as { url: string };
      for (;;) {
        const live = (await (await fetch(`${b.origin}/api/documents/live`)).json()) as { documents: { url: string }[] };
        if (live.documents.some((d) => d.url === url)) break;
        if (performance.now() - started > GIVE_UP_MS) throw new Error(`${url} is not in the other process's library`);
        await new Promise((r) => setTimeout(r, 50));
      }
      took.push(performance.now() - started);
      const file = await fetch(b.origin + url);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("application/pdf");
    }
    expect(took).toHaveLength(PUBLICATIONS);
  });
});
