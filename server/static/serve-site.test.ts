import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";

let dir: string;
let app: FastifyInstance;
const html = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title><script>document.documentElement.classList.add("js")</script></head><body>${"x".repeat(400)}</body></html>`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "site-static-"));
  const client = path.join(dir, "client");
  await mkdir(path.join(client, "about"), { recursive: true });
  await mkdir(path.join(client, "404"), { recursive: true });
  await mkdir(path.join(client, "assets"), { recursive: true });
  await writeFile(path.join(client, "index.html"), html("Home"));
  await writeFile(path.join(client, "about/index.html"), html("About"));
  await writeFile(path.join(client, "404/index.html"), html("Not found"));
  const js = Buffer.from(`console.log(${JSON.stringify("y".repeat(1000))});`);
  await writeFile(path.join(client, "assets/app-abc123.js"), js);
  await writeFile(path.join(client, "assets/app-abc123.js.br"), brotliCompressSync(js));
  await writeFile(path.join(client, "assets/app-abc123.js.gz"), gzipSync(js));
  app = await buildApp({ clientDir: client, logLevel: "silent", trustProxy: false, sqlitePath: path.join(dir, "t.db") } as never);
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe("serving the built site", () => {
  it("serves prerendered pages with a short cache and an ETag, and answers 304 when unchanged", async () => {
    const res = await app.inject({ url: "/about" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("<title>About</title>");
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const again = await app.inject({ url: "/about", headers: { "if-none-match": String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("redirects a trailing slash to the one canonical URL, keeping the query", async () => {
    const res = await app.inject({ url: "/about/?x=1" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/about?x=1");
  });

  it("sends precompressed brotli or gzip as the browser accepts, with a year-long immutable cache for hashed assets", async () => {
    const br = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toBe("Accept-Encoding");
    const gz = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await app.inject({ url: "/assets/app-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("console.log");
  });

  it("answers unknown paths with the prerendered 404 page and status 404, never cached", async () => {
    const res = await app.inject({ url: "/no/such/page" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("<title>Not found</title>");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers HEAD like GET without a body", async () => {
    const res = await app.inject({ method: "HEAD", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("");
  });

  it("refuses malformed percent-encoding with a 400 and a message", async () => {
    const res = await app.inject({ url: "/%E0%A4%A" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/not valid URL encoding/);
  });

  it("answers unknown API paths with JSON 404, and reports health", async () => {
    const res = await app.inject({ url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/No such address/);
    const health = await app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
    // No delivery channel configured here: nothing is sent, nothing waits.
    expect(health.json()).toEqual({ status: "ok", delivery: { channels: [], oldestPendingSeconds: null, dead: 0 } });
  });

  it("answers a listening socket (the fast path) exactly as the Fastify route answers", async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    for (const [url, encoding] of [
      ["/about", "br"],
      ["/assets/app-abc123.js", "gzip"],
      ["/", ""],
    ] as const) {
      const viaSocket = await fetch(`http://127.0.0.1:${port}${url}?q=1`, { headers: { "accept-encoding": encoding } });
      const viaRoute = await app.inject({ url, headers: { "accept-encoding": encoding } });
      expect(viaSocket.status).toBe(200);
      for (const h of [
        "content-type",
        "cache-control",
        "etag",
        "content-security-policy",
        "strict-transport-security",
        "x-content-type-options",
        "vary",
        "content-encoding",
      ]) {
        expect([url, h, viaSocket.headers.get(h)]).toEqual([
          url,
          h,
          viaRoute.headers[h] === undefined ? null : String(viaRoute.headers[h]),
        ]);
      }
      // fetch decodes br/gzip; the decoded bytes are the file itself.
      expect(await viaSocket.text()).toBe((await app.inject({ url })).body);
    }
    const unchanged = await fetch(`http://127.0.0.1:${port}/about`, {
      headers: { "if-none-match": String((await app.inject({ url: "/about" })).headers.etag) },
    });
    expect(unchanged.status).toBe(304);
    const missing = await fetch(`http://127.0.0.1:${port}/missing`);
    expect(missing.status).toBe(404);
  });

  it("sends the security headers, allowing inline scripts only by their build-time hash", async () => {
    const res = await app.inject({ url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain("unsafe");
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(String(res.headers["strict-transport-security"]))?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    expect(res.headers["set-cookie"]).toBeUndefined();
  });
});
