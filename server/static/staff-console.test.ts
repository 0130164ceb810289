import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";

let dir: string;
let app: FastifyInstance;
const consoleHtml = `<!doctype html><html lang="en"><head><title>Staff console</title><script type="module" crossorigin src="/staff/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;

const build = (client: string, db: string) =>
  buildApp({ clientDir: client, logLevel: "silent", trustProxy: false, sqlitePath: db } as never);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "staff-console-"));
  const client = path.join(dir, "client");
  const staff = path.join(dir, "staff");
  await mkdir(path.join(client, "404"), { recursive: true });
  await mkdir(path.join(staff, "assets"), { recursive: true });
  await writeFile(path.join(client, "index.html"), "<!doctype html><title>Home</title>");
  await writeFile(path.join(client, "404/index.html"), "<!doctype html><title>Not found</title>");
  await writeFile(path.join(staff, "index.html"), consoleHtml);
  const js = Buffer.from(`console.log(${JSON.stringify("y".repeat(1000))});`);
  await writeFile(path.join(staff, "assets/index-abc.js"), js);
  await writeFile(path.join(staff, "assets/index-abc.js.br"), brotliCompressSync(js));
  app = await build(client, path.join(dir, "t.db"));
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe("serving the staff console", () => {
  it.each(["/staff", "/staff/", "/staff/sign-in", "/staff/leads/ENQ-2026-ABC123", "/staff/invite?x=1"])(
    "answers %s with the console's page, never cached nor indexed",
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.body).toBe(consoleHtml);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["x-robots-tag"]).toBe("noindex");
    },
  );

  it("gives the page a strict policy: own scripts only, no inline script, no framing, API on our origin", async () => {
    const res = await app.inject({ url: "/staff/leads" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("frames only our own pages (the content preview) and PDFs from bytes, nothing from elsewhere", async () => {
    const res = await app.inject({ url: "/staff/content/jobs" });
    const frameSrc = String(res.headers["content-security-policy"])
      .split("; ")
      .find((d) => d.startsWith("frame-src "));
    expect(frameSrc).toBe("frame-src 'self' blob:");
  });

  it("lets the console use passkeys, while public pages keep them switched off", async () => {
    const staff = await app.inject({ url: "/staff/sign-in" });
    expect(staff.headers["permissions-policy"]).toContain("publickey-credentials-get=(self)");
    expect(staff.headers["permissions-policy"]).toContain("publickey-credentials-create=(self)");
    const home = await app.inject({ url: "/" });
    expect(home.headers["permissions-policy"]).toContain("publickey-credentials-get=()");
    expect(home.headers["x-robots-tag"]).toBeUndefined();
  });

  it("serves its hashed assets for a year, precompressed, and not indexed", async () => {
    const res = await app.inject({ url: "/staff/assets/index-abc.js", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["x-robots-tag"]).toBe("noindex");
  });

  it("answers a missing asset 404, not with the page (a stale tab must not run HTML as script)", async () => {
    const res = await app.inject({ url: "/staff/assets/index-old.js" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "No such file." });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("does not take over paths that only start with the same letters", async () => {
    const res = await app.inject({ url: "/staffing" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Not found");
  });

  it("says how to fix a server started without the console's build", async () => {
    const empty = path.join(dir, "bare", "client");
    await mkdir(empty, { recursive: true });
    const bare = await build(empty, path.join(dir, "bare.db"));
    try {
      const res = await bare.inject({ url: "/staff" });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toContain("npm run build");
      expect(res.headers["cache-control"]).toBe("no-store");
    } finally {
      await bare.close();
    }
  });
});
