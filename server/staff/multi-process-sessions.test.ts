// Two real server processes on one PostgreSQL share staff sessions and
// challenges: a session made on one is valid on the other, a ceremony begun
// on one finishes on the other, and signing out on one ends it on both.
// PostgreSQL only (SQLite is one process by design); CI sets TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestAuthenticator } from "#test/passkey-authenticator";
import { type Db, openDatabase } from "../db/database";
import { type TestDatabase, createTestDatabase } from "#test/database";
import { type ServerProcess, startServerProcess } from "#test/server-process";
import { inviteToken, testKeyFiles } from "#test/keys";

describe.runIf(process.env.TEST_DATABASE_URL)("staff sessions across two server processes", { timeout: 90_000 }, () => {
  let t: TestDatabase;
  let db: Db;
  let servers: ServerProcess[] = [];
  // Both processes sign links with the same key file, as on a server.
  const keyFiles = testKeyFiles();

  beforeAll(async () => {
    t = await createTestDatabase();
    db = await openDatabase(t);
    servers = await Promise.all([
      startServerProcess({ DATABASE_URL: t.databaseUrl!, ...keyFiles.env }),
      startServerProcess({ DATABASE_URL: t.databaseUrl!, ...keyFiles.env }),
    ]);
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await db?.close();
    await t?.cleanup();
    keyFiles.cleanup();
  });

  /** The process as the browser reaches it: at localhost (the passkey relying party), from its own pages. */
  async function call(server: ServerProcess, path: string, body?: object, cookie?: string) {
    const origin = server.origin.replace("127.0.0.1", "localhost");
    const res = await fetch(origin + path, {
      method: body ? "POST" : "GET",
      headers: { ...(body ? { "content-type": "application/json", origin } : {}), ...(cookie ? { cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return {
      status: res.status,
      json: (await res.json().catch(() => ({}))) as Record<string, unknown>,
      setCookie: res.headers.get("set-cookie"),
    };
  }

  it("a session made on one process is valid on the other, and sign-out on either ends it on both", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const token = await inviteToken(db.kysely, db.kind, keyFiles.keys.link, {
      email: "asha@example.in",
      name: "Asha Rao",
      roles: ["sales"],
    });
    const options = (await call(a, "/api/staff/auth/invitation/options", { token })).json.options as unknown as { challenge: string };
    // Begun on A, finished on B: the challenge is in the shared database.
    const authenticator = new TestAuthenticator(b.origin.replace("127.0.0.1", "localhost"));
    const registered = await call(b, "/api/staff/auth/invitation/verify", { token, response: authenticator.register(options) });
    expect(registered.status).toBe(200);
    const cookie = registered.setCookie!.split(";")[0]!;
    expect((await call(a, "/api/staff/me", undefined, cookie)).status).toBe(200);
    expect((await call(b, "/api/staff/me", undefined, cookie)).status).toBe(200);
    expect((await call(a, "/api/staff/auth/sign-out", {}, cookie)).status).toBe(204);
    expect((await call(b, "/api/staff/me", undefined, cookie)).status).toBe(401);
    expect((await call(a, "/api/staff/me", undefined, cookie)).status).toBe(401);
  });
});
