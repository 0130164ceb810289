import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { contentDisposition, documentSegments } from "../http/document-paths";

let dir: string;
let client: string;
let app: FastifyInstance;
const pdf = Buffer.from("%PDF-1.7\n%test\n");
const report = `${"/Images/Icons/Documents"}/Annual%20Report/2024-25/Annual%20Report%202024-25.pdf`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "docs-route-"));
  // The secret lies outside the site's folder, where no route may reach it.
  client = path.join(dir, "client");
  const docs = path.join(client, "Images/Icons/Documents");
  await mkdir(path.join(docs, "Annual Report/2024-25"), { recursive: true });
  await mkdir(path.join(docs, "Intimations%2FDisclosures"), { recursive: true });
  await writeFile(path.join(docs, "Annual Report/2024-25/Annual Report 2024-25.pdf"), pdf);
  await writeFile(path.join(docs, "Intimations%2FDisclosures/Scrutinizer's Report.pdf"), pdf);
  await writeFile(path.join(docs, "Annual Report/notes.txt"), "not a document");
  await writeFile(path.join(docs, "Annual Report/.keep"), "");
  await writeFile(path.join(dir, "secret.pdf"), pdf);
  await writeFile(path.join(client, "index.html"), "<!doctype html><title>home</title>");
  await symlink(path.join(dir, "secret.pdf"), path.join(docs, "link.pdf"));
  app = await buildApp({ clientDir: client, logLevel: "silent", trustProxy: false });
});

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

const base = "/Images/Icons/Documents";

describe("documents route", () => {
  it("serves a document inline with its content type for Preview", async () => {
    const res = await app.inject(`${base}/Annual%20Report/2024-25/Annual%20Report%202024-25.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^inline; filename="Annual Report 2024-25.pdf"/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it("sends an attachment with a safe filename for Download", async () => {
    const res = await app.inject(`${base}/Intimations%252FDisclosures/Scrutinizer's%20Report.pdf?download=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Scrutinizer_s Report.pdf"; filename*=UTF-8''Scrutinizer%27s%20Report.pdf`,
    );
  });

  it("answers HEAD and revalidation", async () => {
    const url = `${base}/Annual%20Report/2024-25/Annual%20Report%202024-25.pdf`;
    const head = await app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(pdf.length));
    const again = await app.inject({ url, headers: { "if-none-match": String(head.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ["a missing file", `${base}/Annual%20Report/nothing.pdf`],
    ["a folder", `${base}/Annual%20Report`],
    ["a type that is not published", `${base}/Annual%20Report/notes.txt`],
    ["a marker file", `${base}/Annual%20Report/.keep`],
    ["dot-dot segments", `${base}/../../../../secret.pdf`],
    ["encoded dot-dot", `${base}/%2e%2e/%2e%2e/%2e%2e/%2e%2e/secret.pdf`],
    ["an encoded slash", `${base}/..%2F..%2F..%2Fsecret.pdf`],
    ["a backslash", `${base}/..%5C..%5Csecret.pdf`],
    ["a NUL byte", `${base}/Annual%20Report/2024-25/Annual%20Report%202024-25.pdf%00.pdf`],
    ["a symlink out of the folder", `${base}/link.pdf`],
  ])("refuses %s with 404", async (_label, url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("%PDF");
  });
});

it("refuses bad percent-encoding", async () => {
  const res = await app.inject(`${base}/%E0%A4%A.pdf`);
  expect([400, 404]).toContain(res.statusCode);
});

describe("partial and conditional downloads", () => {
  const get = (headers: Record<string, string>, method: "GET" | "HEAD" = "GET") => app.inject({ method, url: report, headers });

  it("answers a byte range with 206 and Content-Range, and says ranges are accepted", async () => {
    const full = await get({});
    expect(full.headers["accept-ranges"]).toBe("bytes");
    const part = await get({ range: "bytes=1-4" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 1-4/${pdf.length}`);
    expect(part.headers["content-length"]).toBe("4");
    expect(part.body).toBe("PDF-");
    expect(part.headers["content-disposition"]).toMatch(/^inline/);
  });

  it("resumes from an offset to the end, and serves the last N bytes", async () => {
    const rest = await get({ range: "bytes=9-" });
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload.equals(pdf.subarray(9))).toBe(true);
    const tail = await get({ range: "bytes=-6" });
    expect(tail.rawPayload.equals(pdf.subarray(-6))).toBe(true);
    const clipped = await get({ range: "bytes=5-999999" });
    expect(clipped.headers["content-range"]).toBe(`bytes 5-${pdf.length - 1}/${pdf.length}`);
    const head = await get({ range: "bytes=0-1" }, "HEAD");
    expect(head.statusCode).toBe(206);
    expect(head.headers["content-length"]).toBe("2");
  });

  it("answers 416 for a range past the end", async () => {
    const res = await get({ range: `bytes=${pdf.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers["content-range"]).toBe(`bytes */${pdf.length}`);
    expect(res.body).not.toContain("%PDF");
  });

  it("sends the whole file for ranges it does not serve (several, malformed, other units)", async () => {
    for (const range of ["bytes=0-1,4-5", "bytes=5-2", "items=0-1", "bytes=a-b", "bytes=1"]) {
      const res = await get({ range });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it("honours If-Range: the range while the file is unchanged, the whole file once it changed", async () => {
    const first = (await get({})).headers;
    const etag = String(first.etag);
    const lastModified = String(first["last-modified"]);
    expect((await get({ range: "bytes=0-1", "if-range": etag })).statusCode).toBe(206);
    expect((await get({ range: "bytes=0-1", "if-range": lastModified })).statusCode).toBe(206);
    expect((await get({ range: "bytes=0-1", "if-range": '"another-version"' })).statusCode).toBe(200);
    expect((await get({ range: "bytes=0-1", "if-range": `W/${etag}` })).statusCode).toBe(200);
    expect((await get({ range: "bytes=0-1", "if-range": "Tue, 01 Jan 2019 00:00:00 GMT" })).statusCode).toBe(200);
  });

  it("revalidates with weak tags, lists and *, and with If-Modified-Since", async () => {
    const first = (await get({})).headers;
    const etag = String(first.etag);
    const lastModified = String(first["last-modified"]);
    for (const ifNoneMatch of [`W/${etag}`, `"x", ${etag}`, "*", `"a,b", W/${etag}`]) {
      expect((await get({ "if-none-match": ifNoneMatch })).statusCode, ifNoneMatch).toBe(304);
    }
    expect((await get({ "if-none-match": '"x", "y"' })).statusCode).toBe(200);
    expect((await get({ "if-modified-since": lastModified })).statusCode).toBe(304);
    expect((await get({ "if-modified-since": new Date(Date.now() + 60_000).toUTCString() })).statusCode).toBe(304);
    expect((await get({ "if-modified-since": "Tue, 01 Jan 2019 00:00:00 GMT" })).statusCode).toBe(200);
    expect((await get({ "if-modified-since": "yesterday" })).statusCode).toBe(200);
    // If-None-Match decides alone when both are sent.
    expect((await get({ "if-none-match": '"x"', "if-modified-since": lastModified })).statusCode).toBe(200);
  });
});

describe("investor sub-path redirects", () => {
  it("sends a sub-path with a folder to the library at that folder", async () => {
    const res = await app.inject("/investors/annual-reports");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/investors?modalPath=Annual%20Report");
    const slash = await app.inject("/investors/corporate-announcements/regulatory-updates/");
    expect(slash.headers.location).toBe("/investors?modalPath=Intimations%252FDisclosures");
  });

  it("sends a sub-path without documents to the library", async () => {
    const res = await app.inject("/investors/credit-rating");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/investors");
  });
});

describe("helpers", () => {
  it("decodes each segment once and refuses climbing", () => {
    expect(documentSegments("Intimations%252FDisclosures/a.pdf")).toEqual(["Intimations%2FDisclosures", "a.pdf"]);
    expect(documentSegments("a/../b.pdf")).toBeUndefined();
    expect(documentSegments("")).toBeUndefined();
  });

  it("keeps quotes and control characters out of the header", () => {
    expect(contentDisposition("attachment", 'a"b\r\n.pdf')).toBe(`attachment; filename="a_b__.pdf"; filename*=UTF-8''a%22b%0D%0A.pdf`);
  });
});
