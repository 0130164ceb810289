// Cross-site posts (docs/decisions/030-hostile-input.md): a page on another site can make a
// visitor's browser send a multipart application here without any preflight.
// Browsers mark such requests (Sec-Fetch-Site, Origin); they are refused with
// 403 { error }, nothing stored. Same-origin pages, programs that send neither
// header, and origins named in ALLOWED_ORIGINS still work.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleApplication } from "#test/form-examples";
import { openDatabase, type Db } from "./db/database";
import { startListeningApp, type ListeningApp } from "#test/listening-app";
import { multipartBody, samplePdf } from "#test/form-app";

const REFUSED = { error: "Forms on this site can only be sent from its own pages." };

type Answer = { status: number; body: unknown };

function post(port: number, path: string, headers: Record<string, string>, body: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method: "POST", headers: { "content-length": String(Buffer.byteLength(body)), ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const json = (port: number, headers: Record<string, string>, email = "reader@example.in") =>
  post(port, "/api/newsletter", { "content-type": "application/json", ...headers }, JSON.stringify({ email }));

const application = exampleApplication;

describe("posts from other sites, directly to the server", () => {
  let t: ListeningApp;
  let db: Db;
  let own: string;
  beforeAll(async () => {
    t = await startListeningApp({ allowedOrigins: ["https://partner.example"] });
    own = `http://127.0.0.1:${t.port}`;
    db = await openDatabase(t.dbOptions);
  });
  afterAll(async () => {
    await db.close();
    await t.close();
  });
  const applications = async () =>
    Number(
      (
        await db.kysely
          .selectFrom("submissions")
          .select((e) => e.fn.countAll().as("n"))
          .where("form", "=", "job-application")
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("refuses a multipart application posted by another site's page, storing nothing", async () => {
    const before = await applications();
    const { payload, headers } = await multipartBody(application, [{ filename: "cv.pdf", bytes: samplePdf(), type: "application/pdf" }]);
    const r = await post(
      t.port,
      "/api/job-applications",
      { ...headers, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      payload,
    );
    expect(r).toEqual({ status: 403, body: REFUSED });
    expect(await applications()).toBe(before);
  });

  it.each([
    ["another site (Origin only, an older browser)", { origin: "https://evil.example" }],
    ["another site (Fetch Metadata only)", { "sec-fetch-site": "cross-site" }],
    ["a sibling subdomain", { origin: "https://blog.udyamitra.example", "sec-fetch-site": "same-site" }],
    ["a sandboxed frame or file: page (Origin: null)", { origin: "null", "sec-fetch-site": "cross-site" }],
    ["our scheme and host on another port", { origin: "http://127.0.0.1:1", "sec-fetch-site": "same-site" }],
    ["https on our host while we were reached over http", { origin: "https://127.0.0.1" }],
    ["a cross-site request naming our own origin", { "sec-fetch-site": "cross-site", origin: "OWN" }],
  ])("refuses a JSON post from %s with 403", async (_label, headers) => {
    const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v === "OWN" ? own : v]));
    expect(await json(t.port, h)).toEqual({ status: 403, body: REFUSED });
  });

  it.each([
    ["our own page", () => ({ origin: own, "sec-fetch-site": "same-origin" })],
    ["our own page in a browser without Fetch Metadata", () => ({ origin: own })],
    ["a program that sends neither header (curl, a server)", () => ({})],
    ["a partner site named in ALLOWED_ORIGINS", () => ({ origin: "https://partner.example", "sec-fetch-site": "cross-site" })],
  ])("accepts a post from %s", async (_label, headers) => {
    expect((await json(t.port, headers())).status).toBe(201);
  });
});

describe("behind the TLS terminator (TRUST_PROXY=1)", () => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp({ trustProxy: 1 });
  });
  afterAll(() => t.close());

  const proxied = { "x-forwarded-proto": "https", "x-forwarded-host": "www.udyamitra.example", "x-forwarded-for": "203.0.113.9" };

  it("takes the public scheme and host the proxy reports as the site's own origin", async () => {
    const r = await json(t.port, { ...proxied, origin: "https://www.udyamitra.example", "sec-fetch-site": "same-origin" });
    expect(r.status).toBe(201);
  });

  it("still refuses another site", async () => {
    const r = await json(t.port, { ...proxied, origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(r).toEqual({ status: 403, body: REFUSED });
  });
});
