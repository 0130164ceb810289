// For tests of the staff API: a real app on a fresh database, a clock the
// test moves, and helpers that invite, register and sign people in through
// the real endpoints with a software authenticator.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { type AppOptions, buildApp } from "../../server/app";
import type { Role } from "#shared/staff-api/roles";
import { TestAuthenticator } from "#test/passkey-authenticator";
import { type Db, openDatabase } from "../../server/db/database";
import { createTestDatabase } from "#test/database";
import { inviteToken, testKeys } from "#test/keys";
import type { Keys } from "../../server/keys/key-files";

export const ORIGIN = "http://localhost";

export type StaffTestApp = {
  app: FastifyInstance;
  db: Db;
  dbOptions: { sqlitePath: string; databaseUrl: string | undefined };
  /** The app's keys (link signing, audit checkpoints), for the CLI and for links a test makes. */
  keys: Keys;
  /** The built site's folder the app serves (empty; tests add what they need, e.g. library folders). */
  clientDir: string;
  /** Moves the clock the app reads. */
  advance(ms: number): void;
  now(): Date;
  /** A request as the console makes it: same Origin, the session cookie if given. */
  call(method: InjectOptions["method"], url: string, cookie?: string, payload?: object): Promise<LightMyRequestResponse>;
  /** Invites, registers a passkey and returns the signed-in person. */
  person(email: string, roles: Role[], name?: string): Promise<Person>;
  /** Signs in again with a person's passkey; the new cookie. */
  signIn(p: Person): Promise<string>;
  /** Confirms with the passkey (reauth) on the session. */
  reauth(p: Person, cookie: string): Promise<void>;
  close(): Promise<void>;
};

export type Person = { id: string; email: string; cookie: string; authenticator: TestAuthenticator };

export function cookieFrom(res: LightMyRequestResponse): string {
  const header = res.headers["set-cookie"];
  const line = Array.isArray(header) ? header[0] : header;
  if (!line) throw new Error(`no session cookie (status ${res.statusCode}: ${res.body})`);
  return line.split(";")[0]!;
}

/** `extra`: more of the app's options (delivery settings, for the privacy tests' emails and webhooks). */
export async function startStaffApp(extra: Partial<AppOptions> = {}): Promise<StaffTestApp> {
  const database = await createTestDatabase();
  const clientDir = await mkdtemp(path.join(os.tmpdir(), "staff-client-"));
  const dbOptions = { sqlitePath: database.sqlitePath, databaseUrl: database.databaseUrl };
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const keys = extra.keys ?? testKeys();
  const app = await buildApp({
    keys,
    clientDir,
    logLevel: "silent",
    trustProxy: false,
    ...dbOptions,
    formRateLimit: 10_000,
    formRateLimitTotal: 10_000,
    // Load shedding off (0 turns each check off): the machine is shared, and these tests are not about pressure.
    maxEventLoopUtilization: 0,
    maxEventLoopDelayMs: 0,
    staffClock: now,
    // Every answer of /api/staff is checked against the contract (server/staff/answer-check.ts).
    checkStaffAnswers: true,
    ...extra,
  });
  const db = await openDatabase(dbOptions);

  const call: StaffTestApp["call"] = (method, url, cookie, payload) =>
    app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });

  async function signIn(p: Person) {
    const options = (await call("POST", "/api/staff/auth/sign-in/options", undefined, {})).json().options;
    const res = await call("POST", "/api/staff/auth/sign-in/verify", undefined, { response: p.authenticator.authenticate(options) });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return cookieFrom(res);
  }

  return {
    app,
    db,
    dbOptions,
    keys,
    clientDir,
    advance: (ms) => (offset += ms),
    now,
    call,
    async person(email, roles, name) {
      const token = await inviteToken(db.kysely, db.kind, keys.link, { email, name: name ?? email.split("@")[0]!, roles }, now());
      const authenticator = new TestAuthenticator(ORIGIN);
      const started = await call("POST", "/api/staff/auth/invitation/options", undefined, { token });
      if (started.statusCode !== 200) throw new Error(`invitation options failed: ${started.statusCode} ${started.body}`);
      const options = started.json().options;
      const res = await call("POST", "/api/staff/auth/invitation/verify", undefined, { token, response: authenticator.register(options) });
      if (res.statusCode !== 200) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
      return { id: res.json().user.id, email, cookie: cookieFrom(res), authenticator };
    },
    signIn,
    async reauth(p, cookie) {
      const options = (await call("POST", "/api/staff/auth/reauth/options", cookie, {})).json().options;
      const res = await call("POST", "/api/staff/auth/reauth/verify", cookie, { response: p.authenticator.authenticate(options) });
      if (res.statusCode !== 200) throw new Error(`reauth failed: ${res.statusCode} ${res.body}`);
    },
    async close() {
      await app.close();
      await db.close();
      await database.cleanup();
      await rm(clientDir, { recursive: true, force: true });
    },
  };
}
