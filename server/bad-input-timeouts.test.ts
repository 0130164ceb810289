// Slow and never-ending requests over real sockets (docs/decisions/030-hostile-input.md, clocks): each
// is answered 408 { error } and closed within seconds of its clock running
// out, instead of being held for Node's default 60 s / 5 min and then called
// "not valid HTTP". The clocks are shortened here; the defaults are 10 s for
// headers, 15 s of silence and 120 s for a whole request.
import type { Server } from "node:http";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchange, jsonOf, startListeningApp, statusOf, type ListeningApp } from "#test/listening-app";

const HEADERS_MS = 600;
const IDLE_MS = 800;
const REQUEST_MS = 1500;

let t: ListeningApp;
beforeAll(async () => {
  t = await startListeningApp({ headersTimeoutMs: HEADERS_MS, idleTimeoutMs: IDLE_MS, requestTimeoutMs: REQUEST_MS });
});
afterAll(() => t.close());

/** Writes `piece` every `everyMs` until the socket closes. */
function trickle(socket: Socket, piece: string, everyMs: number) {
  const timer = setInterval(() => (socket.writable ? socket.write(piece) : clearInterval(timer)), everyMs);
  socket.once("close", () => clearInterval(timer));
}

const timedOut = { error: "The request took too long to arrive. Please send it again." };

describe("requests that arrive too slowly", () => {
  it("headers sent a line at a time are answered 408 when the headers clock runs out", async () => {
    const r = await exchange(t.port, (socket) => {
      socket.write("POST /api/newsletter HTTP/1.1\r\nHost: x\r\n");
      trickle(socket, "X-Slow: a\r\n", 100);
    });
    expect(statusOf(r.answer)).toBe(408);
    expect(jsonOf(r.answer)).toEqual(timedOut);
    expect(r.answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(r.closedMs).toBeLessThan(HEADERS_MS + 1500);
  });

  it("a body that stops mid-way is answered 408 after the idle clock", async () => {
    const r = await exchange(t.port, (socket) => {
      socket.write("POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n");
      socket.write('{"email":');
    });
    expect(statusOf(r.answer)).toBe(408);
    expect(jsonOf(r.answer)).toEqual(timedOut);
    expect(r.closedMs).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(r.closedMs).toBeLessThan(IDLE_MS + 1500);
  });

  it("a multipart body that stops mid-way is answered 408 too", async () => {
    const r = await exchange(t.port, (socket) => {
      socket.write(
        "POST /api/job-applications HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 5000\r\n\r\n" +
          '--b\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.7\n',
      );
    });
    expect(statusOf(r.answer)).toBe(408);
    expect(jsonOf(r.answer)).toEqual(timedOut);
    expect(r.closedMs).toBeLessThan(IDLE_MS + 1500);
  });

  it("a body that never ends (a byte at a time, never silent long enough to be idle) is answered 408 by the request clock", async () => {
    const r = await exchange(t.port, (socket) => {
      socket.write(
        "POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{\r\n",
      );
      trickle(socket, "1\r\n \r\n", 100);
    });
    expect(statusOf(r.answer)).toBe(408);
    expect(jsonOf(r.answer)).toEqual(timedOut);
    expect(r.closedMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(r.closedMs).toBeLessThan(REQUEST_MS + 1500);
  });

  it("a connection that never sends anything is closed by the headers clock", async () => {
    const r = await exchange(t.port, () => undefined);
    expect(r.closedMs).toBeLessThan(HEADERS_MS + 1500);
  });

  it("after all that, the server still answers at once", async () => {
    const res = await fetch(`${t.base}/api/health`);
    expect(res.status).toBe(200);
  });
});

describe("with the default clocks", () => {
  let d: ListeningApp;
  beforeAll(async () => {
    d = await startListeningApp();
  });
  afterAll(() => d.close());

  it("the server holds a request at most 10 s for headers, 15 s of silence, 120 s in all, and checks every second", () => {
    // Node's own defaults: 60 s, none, 300 s, checked every 30 s. 120 s lets a
    // 5 MB resume arrive at 400 kbit/s (a slow 3G upload).
    const server = d.app.server as Server;
    expect(server.headersTimeout).toBe(10_000);
    expect(server.timeout).toBe(15_000);
    expect(server.requestTimeout).toBe(120_000);
  });
});
