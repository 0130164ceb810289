// Limits that hold (docs/decisions/030-hostile-input.md), over real sockets: one budget per
// address across all forms besides each form's own, requests counted when
// they arrive (before their body), and an address a visitor cannot choose.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMIT_MESSAGE } from "./limits/form-limits";
import { readConfig } from "./config";
import { exchange, startListeningApp, statusOf, type ListeningApp } from "#test/listening-app";
import { exampleNewsletter } from "#test/form-examples";
import { MINUTE_MS, awayFromWindowEdge } from "#test/window-edge";

type Answer = { status: number; retryAfter: string | undefined; connection: string | undefined; body: unknown };

function post(port: number, path: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)), ...headers },
      },
      (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers["retry-after"],
            connection: res.headers.connection,
            body: JSON.parse(text),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const NEWSLETTER = JSON.stringify(exampleNewsletter);
const EMPTY = JSON.stringify({});

describe("one budget per address across every form", () => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp({ formRateLimit: 3, formRateLimitTotal: 4 });
  });
  afterAll(() => t.close());

  it("refuses the fifth submission in a minute even when spread over four forms", async () => {
    await awayFromWindowEdge(MINUTE_MS);
    const statuses = [];
    for (const path of ["/api/newsletter", "/api/partner-enquiries", "/api/loan-enquiries", "/api/newsletter"]) {
      statuses.push((await post(t.port, path, path === "/api/newsletter" ? NEWSLETTER : EMPTY)).status);
    }
    expect(statuses).toEqual([201, 422, 422, 201]);
    const fifth = await post(t.port, "/api/partner-enquiries", EMPTY);
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({ error: RATE_LIMIT_MESSAGE });
    expect(Number(fifth.retryAfter)).toBeGreaterThan(0);
    expect(Number(fifth.retryAfter)).toBeLessThanOrEqual(60);
    // Its body was never read: the connection is closed rather than drained.
    expect(fifth.connection).toBe("close");
  });
});

describe("requests count when they arrive", () => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp({ formRateLimit: 3, formRateLimitTotal: 10 });
  });
  afterAll(() => t.close());

  it("three requests whose bodies are still arriving already use up the limit", async () => {
    await awayFromWindowEdge(MINUTE_MS);
    // Three slow posts: headers sent, body pending (held open, never finished).
    const slow = [0, 1, 2].map(() =>
      exchange(
        t.port,
        (socket) =>
          socket.write("POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"),
        1500,
      ),
    );
    // Nothing outside the server says the slow posts' headers were read: a moment for them to cross the loopback
    // (what is tested is that they count before their bodies arrive, which never do).
    await new Promise((r) => setTimeout(r, 300));
    const fourth = await post(t.port, "/api/newsletter", NEWSLETTER);
    expect(fourth.status).toBe(429);
    for (const r of await Promise.all(slow)) expect(statusOf(r.answer)).not.toBe(201);
  });
});

describe("behind one proxy (TRUST_PROXY=1)", () => {
  let t: ListeningApp;
  beforeAll(async () => {
    // The setting as an operator writes it, read the way the server reads it.
    const { trustProxy } = readConfig({ TRUST_PROXY: "1" });
    t = await startListeningApp({ trustProxy, formRateLimit: 3, formRateLimitTotal: 10 });
  });
  afterAll(() => t.close());

  it("a visitor who writes a different leftmost X-Forwarded-For each time is still one address", async () => {
    await awayFromWindowEdge(MINUTE_MS);
    const statuses = [];
    for (let i = 1; i <= 5; i++) {
      // The visitor's own header, then what our proxy appended: the address it saw.
      const answer = await post(t.port, "/api/newsletter", NEWSLETTER, {
        "x-forwarded-for": `10.${i}.${i}.${i}, 198.51.100.${i}, 203.0.113.9`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Someone else behind the same proxy is not affected.
    expect((await post(t.port, "/api/newsletter", NEWSLETTER, { "x-forwarded-for": "203.0.113.10" })).status).toBe(201);
  });
});
