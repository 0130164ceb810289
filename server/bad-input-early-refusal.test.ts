// Bodies declared larger than an endpoint accepts (docs/decisions/030-hostile-input.md) are
// refused from the headers alone: the 413 arrives before the client has sent
// a byte of the body, and the connection is closed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchange, jsonOf, startListeningApp, statusOf, type ListeningApp } from "#test/listening-app";

let t: ListeningApp;
beforeAll(async () => {
  t = await startListeningApp();
});
afterAll(() => t.close());

function headersOnly(path: string, type: string, length: number) {
  return `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;
}

describe("a declared Content-Length over the endpoint's limit", () => {
  it("on the multipart endpoint (over 5 MB plus the fields) is answered 413 before any of the body is sent", async () => {
    const head = headersOnly("/api/job-applications", "multipart/form-data; boundary=b", 100 * 1024 * 1024);
    const r = await exchange(t.port, (socket) => socket.write(head));
    expect(statusOf(r.answer)).toBe(413);
    expect(jsonOf(r.answer)).toEqual({ error: "Your resume must be 5 MB or smaller" });
    expect(r.answer).toMatch(/\r\nconnection: close\r\n/i);
    // Nothing but the headers had been written when the answer came, and the server hung up.
    expect(r.writtenAtAnswer).toBe(Buffer.byteLength(head));
    expect(r.firstByteMs).toBeLessThan(1000);
    expect(r.closedMs).toBeLessThan(2000);
  });

  it("just over the multipart limit is refused, and a real resume's size is not", async () => {
    const over = await exchange(t.port, (socket) =>
      socket.write(headersOnly("/api/job-applications", "multipart/form-data; boundary=b", 5 * 1024 * 1024 + 256 * 1024 + 1)),
    );
    expect(statusOf(over.answer)).toBe(413);
    // 5 MB of resume and a full form: the server waits for the body.
    const fits = await exchange(
      t.port,
      (socket) => socket.write(headersOnly("/api/job-applications", "multipart/form-data; boundary=b", 5 * 1024 * 1024 + 100 * 1024)),
      700,
    );
    expect(fits.answer).toBe("");
  });

  it("on a JSON endpoint (over 64 KB) is answered 413 before any of the body is sent", async () => {
    const head = headersOnly("/api/partner-enquiries", "application/json", 10 * 1024 * 1024);
    const r = await exchange(t.port, (socket) => socket.write(head));
    expect(statusOf(r.answer)).toBe(413);
    expect(jsonOf(r.answer)).toEqual({ error: "The request body is too large." });
    expect(r.writtenAtAnswer).toBe(Buffer.byteLength(head));
    expect(r.closedMs).toBeLessThan(2000);
  });
});

describe("a client busy sending when it is refused", () => {
  it("still gets the 413: the server closes its side but does not reset the connection at once", async () => {
    const r = await exchange(t.port, (socket) => {
      // The client reads its answer only after a while, as a busy uploader does.
      socket.pause();
      setTimeout(() => socket.resume(), 400);
      socket.write(headersOnly("/api/job-applications", "multipart/form-data; boundary=b", 100 * 1024 * 1024));
      const piece = Buffer.alloc(64 * 1024, 0x20);
      const timer = setInterval(() => {
        if (!socket.writable) return clearInterval(timer);
        for (let i = 0; i < 8; i++) socket.write(piece);
      }, 20);
      socket.once("close", () => clearInterval(timer));
    });
    expect(statusOf(r.answer)).toBe(413);
    expect(jsonOf(r.answer)).toEqual({ error: "Your resume must be 5 MB or smaller" });
  });
});
