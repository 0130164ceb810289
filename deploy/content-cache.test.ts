// Content published from the console through the deployed stack: nginx's page
// cache (2 s, revalidated with the page's ETag) gives the new text within
// seconds of the publication on one server process, also for a page it had
// cached (docs/decisions/130-live-site-content.md). Needs `npm run build`,
// nginx and TEST_DATABASE_URL, like recipe.test.ts; run with `npm run test:deploy`.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "#test/database";
import { TestAuthenticator } from "#test/passkey-authenticator";
import { inviteToken, testKeyFiles } from "#test/keys";
import { openDatabase } from "../server/db/database";
import { type LocalRecipe, missingForRecipe, projectRoot, startLocalRecipe } from "#test/deploy/local-recipe";
import { request } from "#test/deploy/https-request";

const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? "build");
const basePort = Number(process.env.DEPLOY_TEST_PORT ?? 4710) + 40;
const missing =
  missingForRecipe(buildDir) ??
  (process.env.TEST_DATABASE_URL ? undefined : "TEST_DATABASE_URL is not set (scripts/test-postgres.sh prints one)");
if (missing) console.warn(`SKIPPING the published-content cache test: ${missing}.`);

describe.skipIf(Boolean(missing))("deploy/ recipe: content published from the console through nginx's page cache", () => {
  let db: TestDatabase;
  let recipe: LocalRecipe;
  // The server processes' link keys, so that the invitation made here is one they accept.
  const keyFiles = testKeyFiles();

  beforeAll(async () => {
    db = await createTestDatabase();
    recipe = await startLocalRecipe({ buildDir, basePort, instances: 2, env: { DATABASE_URL: db.databaseUrl!, ...keyFiles.env } });
  }, 90_000);
  afterAll(async () => {
    await recipe?.stop();
    await db?.cleanup();
    keyFiles.cleanup();
  }, 60_000);

  it("serves the new text through nginx within seconds, though it had the page cached", async () => {
    const viaNginx = async () =>
      (await request(`${recipe.origin}/lending-partners`, { ca: recipe.ca, headers: { "accept-encoding": "br" } })).body;
    const page = async () => {
      const { brotliDecompressSync } = await import("node:zlib");
      return brotliDecompressSync(await viaNginx()).toString("utf8");
    };
    expect(await page()).toContain("We work with fintechs, DSAs and advisers");

    // A content editor signs in on the first server process (the console is reached at localhost) and publishes.
    const origin = recipe.servers[0]!.origin.replace("127.0.0.1", "localhost");
    const conn = await openDatabase(db);
    const token = await inviteToken(conn.kysely, conn.kind, keyFiles.keys.link, {
      email: "writer@example.in",
      name: "Writer",
      roles: ["content"],
    });
    await conn.close();
    const call = (method: string, url: string, body: object, cookie = "") =>
      fetch(origin + url, { method, headers: { "content-type": "application/json", origin, cookie }, body: JSON.stringify(body) });
    const { options } = (await (await call("POST", "/api/staff/auth/invitation/options", { token })).json()) as {
      options: { challenge: string };
    };
    const registered = await call("POST", "/api/staff/auth/invitation/verify", {
      token,
      response: new TestAuthenticator(origin).register(options),
    });
    const cookie = registered.headers.get("set-cookie")!.split(";")[0]!;
    const section = (await (
      await fetch(`${origin}/api/staff/content/sections/lending-partners-header`, { headers: { cookie } })
    ).json()) as {
      git: Record<string, Record<string, string>>;
    };
    const value = {
      en: { ...section.git.en, intro: "We work with fintechs and advisers across India." },
      hi: { ...section.git.hi, intro: "हम पूरे भारत में फ़िनटेक कंपनियों और सलाहकारों के साथ काम करते हैं।" },
    };
    expect((await call("PUT", "/api/staff/content/sections/lending-partners-header/draft", { value }, cookie)).status).toBe(200);
    const published = await call("POST", "/api/staff/content/sections/lending-partners-header/draft/publish", {}, cookie);
    expect(published.status, await published.clone().text()).toBe(200);
    // nginx's copy is at most 2 s old before it asks again (it kept pages 10 s before content was published live).
    await expect.poll(page, { timeout: 5_000, interval: 250 }).toContain("We work with fintechs and advisers across India.");
  }, 120_000);
});
