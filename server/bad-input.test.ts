// Hostile and malformed input against a listening server (real sockets, real
// database): every answer is a 4xx that says what is wrong, never a 5xx, and
// the server keeps serving and storing afterwards.
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFormApp, type FormApp } from "#test/form-app";
import { examplePartnerEnquiry } from "#test/form-examples";

let ctx: FormApp;
let base: string;
let port: number;

beforeAll(async () => {
  ctx = await startFormApp();
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  port = (ctx.app.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => ctx.close());

const JSON_HEADERS = { "content-type": "application/json" };
const valid = { ...examplePartnerEnquiry, name: "Asha Rao", company: "Rao Textiles" };

async function send(path: string, init: RequestInit = {}) {
  const res = await fetch(base + path, init);
  const text = await res.text();
  let body: { error?: string; fieldErrors?: Record<string, string> } = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { error: text };
  }
  return { status: res.status, body };
}

function raw(request: string): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    socket.on("data", (c) => (data += c));
    socket.on("close", () => resolve(data));
    socket.on("error", () => resolve(data));
    setTimeout(() => socket.destroy(), 2000);
  });
}

const post = (path: string, body: string, headers: Record<string, string> = JSON_HEADERS) => send(path, { method: "POST", headers, body });

describe("malformed bodies", () => {
  it.each([
    ["truncated JSON", '{"email":', /not valid JSON/],
    ["empty body", "", /empty/],
    ["a JSON array", "[1,2]", /JSON object of its fields/],
    ["JSON null", "null", /JSON object of its fields/],
    ["a bare string", '"hello"', /JSON object of its fields/],
  ])("%s gets a 400 that says why", async (_name, body, message) => {
    const r = await post("/api/partner-enquiries", body);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(message);
  });

  it("a __proto__ key is dropped and the form validated as usual, polluting nothing", async () => {
    const r = await post("/api/partner-enquiries", '{"__proto__":{"admin":true},"email":"a@b.in"}');
    expect(r.status).toBe(422);
    expect(r.body.fieldErrors?.name).toBe("Full name is required");
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["application/xml"]])("content type %s gets 415", async (type) => {
    const r = await post("/api/newsletter", "email=a@b.in", { "content-type": type });
    expect(r.status).toBe(415);
    expect(r.body.error).toMatch(/Send application\/json/);
  });

  it("a body over the limit gets 413", async () => {
    const r = await post("/api/newsletter", JSON.stringify({ email: "a".repeat(200_000) }));
    expect(r.status).toBe(413);
    expect(r.body.error).toMatch(/too large/);
  });

  it("deeply nested JSON is refused field by field, not crashed on", async () => {
    let deep = "1";
    for (let i = 0; i < 5000; i++) deep = `{"a":${deep}}`;
    const r = await post("/api/partner-enquiries", deep);
    expect(r.status).toBe(422);
    expect(r.body.fieldErrors?.name).toBe("Full name is required");
  });

  it("fields of the wrong type get the field's own message", async () => {
    const r = await post("/api/partner-enquiries", JSON.stringify({ name: 5, email: ["x"], phone: {}, company: null }));
    expect(r.status).toBe(422);
    expect(r.body.fieldErrors).toMatchObject({ name: "Full name is required", email: "Email address is required" });
  });

  it("a huge field gets the length message", async () => {
    const r = await post("/api/partner-enquiries", JSON.stringify({ ...valid, name: "A".repeat(60_000) }));
    expect(r.status).toBe(422);
    expect(r.body.fieldErrors?.name).toBe("Name should not exceed 50 characters");
  });

  it("multipart that is not well formed gets a 400, and JSON to the multipart endpoint a 415", async () => {
    const broken = await post("/api/job-applications", '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', {
      "content-type": "multipart/form-data; boundary=xx",
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatch(/not well-formed multipart/);
    const noBoundary = await post("/api/job-applications", "abc", { "content-type": "multipart/form-data" });
    expect(noBoundary.status).toBe(400);
    const json = await post("/api/job-applications", "{}");
    expect(json.status).toBe(415);
  });

  it.each(["/api/newsletter", "/api/partner-enquiries", "/api/complaints", "/api/complaints/status"])(
    "multipart sent to the JSON endpoint %s gets a 415 with a message, not a 500",
    async (path) => {
      const form = new FormData();
      form.append("email", "asha@example.in");
      const r = await send(path, { method: "POST", body: form });
      expect(r.status).toBe(415);
      expect(r.body.error).toMatch(/Send application\/json/);
    },
  );
});

describe("unicode edge cases", () => {
  it.each([
    ["a NUL byte", { ...valid, company: "Rao\u0000Textiles" }, "company"],
    ["an escape sequence", { ...valid, company: "Rao \u001b[31mTextiles" }, "company"],
    ["an unpaired surrogate", { ...valid, company: "Rao \ud800 Textiles" }, "company"],
    ["a C1 control (the one-byte CSI)", { ...valid, message: "Hello \u009b31m" }, "message"],
    ["a line separator in a one-line field", { ...valid, company: "Rao\u2028Loan amount: ₹5,00,00,000" }, "company"],
  ])("%s is refused with a message on that field", async (_name, body, field) => {
    const r = await post("/api/partner-enquiries", JSON.stringify(body));
    expect(r.status).toBe(422);
    expect(r.body.fieldErrors?.[field]).toMatch(/not allowed/);
  });

  it("bidi controls and zero-width characters are dropped before the checks, not stored", async () => {
    const r = await post(
      "/api/partner-enquiries",
      JSON.stringify({ ...valid, name: "Asha\u202e Rao\u200b", company: "\u2066Rao\u2069 Textiles Bidi" }),
    );
    expect(r.status).toBe(201);
    const row = await ctx.byReference(String((r.body as { reference?: string }).reference));
    expect(row?.fields).toMatchObject({ name: "Asha Rao", company: "Rao Textiles Bidi" });
  });

  it("names in Indian scripts and emoji-free company names with accents are accepted", async () => {
    const r = await post("/api/partner-enquiries", JSON.stringify({ ...valid, name: "आशा राव", company: "Café Udyog Pvt Ltd" }));
    expect(r.status).toBe(201);
  });
});

describe("paths and methods", () => {
  it.each([
    "/Images/Icons/Documents/../../../etc/passwd",
    "/Images/Icons/Documents/%2e%2e/%2e%2e/etc/passwd",
    "/Images/Icons/Documents/%252e%252e/x.pdf",
    "/Images/Icons/Documents/a%00.pdf",
    "/Images/Icons/Documents/..%5c..%5cetc%5cpasswd",
  ])("traversal %s is a 404", async (path) => {
    const r = await send(path);
    expect(r.status).toBe(404);
  });

  it("an absolute-form target (POST http://host/api/...) gets every /api/ check: the cross-site refusal, the body limit", async () => {
    const body = JSON.stringify({ email: "asha@example.in" });
    const crossSite = await raw(
      `POST http://127.0.0.1:${port}/api/newsletter HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: https://evil.example\r\nSec-Fetch-Site: cross-site\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(crossSite).toMatch(/^HTTP\/1\.1 403/);
    expect(crossSite).toContain("Forms on this site can only be sent from its own pages.");
    const tooLarge = await raw(
      `POST http://127.0.0.1:${port}/api/newsletter HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n{`,
    );
    expect(tooLarge).toMatch(/^HTTP\/1\.1 413/);
    expect(await ctx.stored("newsletter")).toEqual([]);
  });

  it("a percent-encoded path that routes to a form (/%61pi/newsletter) gets the same checks", async () => {
    const r = await send("/%61pi/newsletter", {
      method: "POST",
      headers: { ...JSON_HEADERS, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: "{}",
    });
    expect(r.status).toBe(403);
  });

  it("a malformed percent-encoding is a 400 with a message", async () => {
    const r = await send("/%E0%A4%A");
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/not valid URL encoding/);
  });

  it.each(["OPTIONS", "PUT", "DELETE", "PATCH", "GET"])("%s on a form endpoint is a 404 naming the method", async (method) => {
    const r = await send("/api/newsletter", { method });
    expect(r.status).toBe(404);
    expect(r.body.error).toBe(`No such address: ${method} /api/newsletter`);
  });

  it("HEAD on a form endpoint is a 404 without a body", async () => {
    const res = await fetch(`${base}/api/newsletter`, { method: "HEAD" });
    expect(res.status).toBe(404);
  });

  it("an unknown HTTP method is a 400 in the usual shape", async () => {
    const answer = await raw("FOO / HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('{"error":"The request is not valid HTTP."}');
  });

  it("oversized request headers get 431", async () => {
    const answer = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
  });
});

describe("after all that", () => {
  it("the server is healthy and still stores a valid enquiry", async () => {
    expect((await send("/api/health")).status).toBe(200);
    const r = await post("/api/partner-enquiries", JSON.stringify(valid));
    expect(r.status).toBe(201);
    const rows = await ctx.stored("partner-enquiry");
    expect(rows.map((row) => row.fields.company)).toContain("Rao Textiles");
  });
});

describe("documents opened in the browser", () => {
  it("get a policy that lets Chrome's PDF viewer draw them, and nothing more", async () => {
    const res = await fetch(`${base}/Images/Icons/Documents/nothing.pdf`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("object-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
