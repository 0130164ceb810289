// The deployment recipe with the real programs: Debian's nginx with
// deploy/nginx/ in front of two built server processes sharing one
// PostgreSQL. Needs `npm run build`, nginx and TEST_DATABASE_URL (a throwaway
// cluster: scripts/test-postgres.sh); run with `npm run test:deploy`.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type TestDatabase, createTestDatabase } from "#test/database";
import { type LocalRecipe, missingForRecipe, projectRoot, startLocalRecipe } from "#test/deploy/local-recipe";
import { request } from "#test/deploy/https-request";

const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? "build");
const basePort = Number(process.env.DEPLOY_TEST_PORT ?? 4710);
const missing =
  missingForRecipe(buildDir) ??
  (process.env.TEST_DATABASE_URL ? undefined : "TEST_DATABASE_URL is not set (scripts/test-postgres.sh prints one)");
if (missing) console.warn(`SKIPPING the deployment recipe test: ${missing}.`);

/** Form posts allowed per minute per visitor address in this test (low, to reach the limit quickly). */
const RATE_LIMIT = 3;

function firstDocument(dir: string): string {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      const found = firstDocument(full);
      if (found) return found;
    } else if (name.endsWith(".pdf")) return full;
  }
  return "";
}

describe.skipIf(Boolean(missing))("deploy/ recipe: nginx in front of two server processes on PostgreSQL", () => {
  let db: TestDatabase;
  let recipe: LocalRecipe;
  const url = (p: string) => recipe.origin + p;

  beforeAll(async () => {
    db = await createTestDatabase();
    recipe = await startLocalRecipe({
      buildDir,
      basePort,
      instances: 2,
      cpuSplit: true,
      env: { DATABASE_URL: db.databaseUrl!, FORM_RATE_LIMIT: String(RATE_LIMIT), FORM_RATE_LIMIT_TOTAL: "100" },
    });
  }, 90_000);
  afterAll(async () => {
    await recipe?.stop();
    await db?.cleanup();
  }, 60_000);

  it("redirects HTTP to HTTPS with 301, keeping the path", async () => {
    const res = await request(`http://localhost:${recipe.httpPort}/about?x=1`, { headers: { host: `localhost:${recipe.httpPort}` } });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`https://localhost:${recipe.httpsPort}/about?x=1`);
  });

  it("serves pages with their own policy, the same bytes as the server, from nginx's cache after the first view", async () => {
    const direct = await request(`${recipe.servers[0]!.origin}/`);
    const first = await request(url("/"), { ca: recipe.ca });
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^text\/html/);
    expect(first.text).toBe(direct.text);
    expect(first.headers["content-security-policy"]).toBe(direct.headers["content-security-policy"]);
    expect(first.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(first.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
    expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    // The precompressed copy the server made, for a browser that takes brotli.
    const br = await request(url("/"), { ca: recipe.ca, headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(br.headers["content-encoding"]).toBe("br");
    // Served while no server process answers: the page came from nginx's cache.
    for (const s of recipe.servers) s.child.kill("SIGSTOP");
    try {
      const cached = await request(url("/"), { ca: recipe.ca });
      expect(cached.status).toBe(200);
      expect(cached.text).toBe(direct.text);
    } finally {
      for (const s of recipe.servers) s.child.kill("SIGCONT");
    }
  });

  it("serves hashed assets itself: precompressed, cached a year, with the server's own headers", async () => {
    const html = (await request(url("/"), { ca: recipe.ca })).text;
    // The page's scripts are named in its boot script (loaded after first paint).
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const viaNginx = await request(url(asset!), { ca: recipe.ca, headers: { "accept-encoding": "gzip" } });
    const direct = await request(recipe.servers[0]!.origin + asset!, { headers: { "accept-encoding": "gzip" } });
    expect(viaNginx.status).toBe(200);
    expect(viaNginx.headers["content-encoding"]).toBe("gzip");
    expect(viaNginx.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(viaNginx.headers.vary).toBe("Accept-Encoding");
    expect(viaNginx.body.equals(direct.body)).toBe(true);
    // deploy/nginx/udyamitra-security-headers.conf must not drift from server/plugins/security-headers.ts.
    for (const h of [
      "content-security-policy",
      "strict-transport-security",
      "x-content-type-options",
      "referrer-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "cross-origin-resource-policy",
      "permissions-policy",
    ]) {
      expect(viaNginx.headers[h], h).toBe(direct.headers[h]);
    }
    expect(viaNginx.headers.server).toBe("nginx");
  });

  it("takes a form post through to a server process and stores it, once, however often its Idempotency-Key comes", async () => {
    const send = () =>
      request(url("/api/newsletter"), {
        ca: recipe.ca,
        method: "POST",
        from: "127.0.0.2",
        // As a browser sends it from the site's own page: the server compares the Origin with the Host nginx passes on.
        // The key sends it through the location where nginx may resend a post (deploy/nginx/udyamitra.conf).
        headers: {
          "content-type": "application/json",
          origin: recipe.origin,
          "sec-fetch-site": "same-origin",
          "idempotency-key": "recipe-test-key-0001",
        },
        body: JSON.stringify({ email: "recipe-visitor@example.in" }),
      });
    const first = await send();
    expect(first.status, first.text).toBe(201);
    const { reference } = JSON.parse(first.text) as { reference: string };
    expect(reference).toMatch(/^UF-/);
    const again = await send();
    expect(again.status).toBe(201);
    expect((JSON.parse(again.text) as { reference: string }).reference).toBe(reference);
  });

  it("counts the limits on the visitor's address as nginx saw it, whatever X-Forwarded-For the visitor sends, across both processes", async () => {
    const post = (from: string, forged: string) =>
      request(url("/api/newsletter"), {
        ca: recipe.ca,
        method: "POST",
        from,
        headers: { "content-type": "application/json", "x-forwarded-for": forged },
        body: JSON.stringify({ email: `limit-${from}-${forged}@example.in` }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 1; i++) statuses.push((await post("127.0.0.3", `198.51.100.${i + 1}`)).status);
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(201), 429]);
    // Another visitor is not held back by the first one's limit.
    expect((await post("127.0.0.4", "198.51.100.1")).status).toBe(201);
  });

  it("answers the API and the investor documents through the proxy", async () => {
    const health = await request(url("/api/health"), { ca: recipe.ca });
    expect(health.status).toBe(200);
    const pdf = firstDocument(path.join(buildDir, "client/Images/Icons/Documents"));
    const docPath = "/" + path.relative(path.join(buildDir, "client"), pdf).split(path.sep).map(encodeURIComponent).join("/");
    const doc = await request(url(docPath), { ca: recipe.ca });
    expect(doc.status).toBe(200);
    expect(doc.headers["content-type"]).toBe("application/pdf");
  });

  it.each([
    ["a page", "/"],
    ["an API answer", "/api/health"],
    ["a document", "DOCUMENT"],
  ])(
    "grades A+ on Mozilla's HTTP Observatory for %s",
    (_what, which) => {
      const target =
        which === "DOCUMENT"
          ? "/" +
            path
              .relative(path.join(buildDir, "client"), firstDocument(path.join(buildDir, "client/Images/Icons/Documents")))
              .split(path.sep)
              .map(encodeURIComponent)
              .join("/")
          : which;
      const scan = spawnSync(
        process.execPath,
        [
          "--import",
          "tsx",
          path.join(projectRoot, "test/support/deploy/observatory-scan.ts"),
          recipe.host,
          String(recipe.httpPort),
          String(recipe.httpsPort),
          target,
        ],
        {
          cwd: projectRoot,
          encoding: "utf8",
          env: { ...process.env, NODE_EXTRA_CA_CERTS: recipe.caPath },
          timeout: 60_000,
        },
      );
      expect(scan.status, scan.stderr).toBe(0);
      const result = JSON.parse(scan.stdout.trim().split("\n").pop()!) as { grade: string; score: number; failed: string[] };
      console.log(
        `Observatory ${target}: ${result.grade} (${result.score})${result.failed.length ? `, failed: ${result.failed.join("; ")}` : ""}`,
      );
      expect(result.failed).toEqual([]);
      expect(result.grade).toBe("A+");
    },
    90_000,
  );

  it("keeps query strings and visitor addresses out of its access log (the emailed links carry tokens there)", async () => {
    const token = "tok_" + "x".repeat(39);
    const res = await request(url(`/api/privacy/confirm?token=${token}`), { ca: recipe.ca });
    expect(res.status).toBe(404);
    await request(url("/about?from=newsletter"), { ca: recipe.ca });
    // nginx writes a request's line once it has sent the answer: a moment after the client has it.
    const log = await vi.waitFor(() => {
      const lines = recipe.accessLog();
      expect(lines).toMatch(/"GET \/api\/privacy\/confirm HTTP\/[\d.]+" 404 /);
      expect(lines).toMatch(/"GET \/about HTTP\/[\d.]+" 200 /);
      return lines;
    });
    expect(log).not.toContain(token);
    expect(log).not.toContain("from=newsletter");
    expect(log).not.toContain("127.0.0.1");
  });

  it.skipIf(os.availableParallelism() < 2)("runs the servers on the cores deploy/systemd/cpu-split.sh gives them, nginx on any", () => {
    const allowed = (pid: number) => /^Cpus_allowed_list:\s*(\S+)$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1];
    expect(recipe.siteCpus).toMatch(/^1(-\d+)?$/);
    for (const server of recipe.servers) expect(allowed(server.child.pid!)).toBe(recipe.siteCpus);
    expect(allowed(recipe.nginxPid())).toBe(`0-${os.availableParallelism() - 1}`);
  });

  it("left nothing in nginx's error log", () => {
    expect(existsSync(buildDir)).toBe(true);
    expect(recipe.nginxErrors()).not.toMatch(/\[(?:error|crit|alert|emerg)\]/);
  });
});
