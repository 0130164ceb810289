// The multipart reader over real sockets, on a route wired the way the job
// application must be: an oversized file is answered 413 while the client is
// still sending, and the connection is closed (docs/decisions/030-hostile-input.md).
import { commonCopy, resumeMessages } from "../form-registry/registry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_RESUME_BYTES } from "#forms/job-application";
import { exchange, jsonOf, startListeningApp, statusOf, type ListeningApp } from "#test/listening-app";
import { multipartBody } from "#test/form-app";
import { readMultipart, sendMultipartRefusal } from "./read-multipart";

let t: ListeningApp;
/** How long each read took on the server. */
const reads: { ms: number }[] = [];
beforeAll(async () => {
  t = await startListeningApp({}, (app) => {
    app.post("/api/test-upload", { config: { multipart: true } }, async (req, reply) => {
      const started = performance.now();
      const read = await readMultipart(req, { maxFileBytes: MAX_RESUME_BYTES, maxFiles: 1 });
      reads.push({ ms: performance.now() - started });
      if (!read.ok)
        return sendMultipartRefusal(reply, read.refusal, "resume", { resume: resumeMessages.en, invalid: commonCopy.en.invalid });
      return { fields: read.fields, files: read.files.map((f) => ({ field: f.field, fileName: f.fileName, size: f.bytes.length })) };
    });
  });
});
afterAll(() => t.close());

const MB = 1024 * 1024;

/** Streams a multipart body with one file of `fileBytes` (chunked: no length declared up front). */
function streamUpload(fileBytes: number) {
  return exchange(
    t.port,
    (socket) => {
      const chunk = (text: string | Buffer) => {
        const data = typeof text === "string" ? Buffer.from(text) : text;
        return socket.write(Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]));
      };
      socket.write(
        "POST /api/test-upload HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\n\r\n",
      );
      chunk('--b\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAsha\r\n');
      chunk('--b\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n');
      const piece = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (socket.writable && sent < fileBytes) {
          sent += piece.length;
          if (!chunk(piece)) return void socket.once("drain", pump);
        }
        if (socket.writable) {
          chunk("\r\n--b--\r\n");
          socket.write("0\r\n\r\n");
        }
      };
      pump();
    },
    20_000,
  );
}

describe("a file over its limit", () => {
  it("is answered 413 while the client is still sending a 50 MB body, and the connection is closed", async () => {
    const r = await streamUpload(50 * MB);
    expect(statusOf(r.answer)).toBe(413);
    expect(jsonOf(r.answer)).toEqual({ error: "Your resume must be 5 MB or smaller" });
    expect(r.answer).toMatch(/\r\nconnection: close\r\n/i);
    // The answer came after about 5 MB, far from the 50 MB the client meant to send.
    expect(r.writtenAtAnswer).toBeGreaterThan(5 * MB);
    expect(r.writtenAtAnswer).toBeLessThan(20 * MB);
  });

  it("a file of exactly the limit is read whole, with the fields", async () => {
    const bytes = Buffer.alloc(MAX_RESUME_BYTES, 0x41);
    const { payload, headers } = await multipartBody({ firstName: "Asha", lastName: "Iyer" }, [{ filename: "cv.pdf", bytes }]);
    const res = await fetch(`${t.base}/api/test-upload`, { method: "POST", headers, body: payload });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      fields: { firstName: "Asha", lastName: "Iyer" },
      files: [{ field: "resume", fileName: "cv.pdf", size: MAX_RESUME_BYTES }],
    });
  });
});

describe("a body of a thousand tiny parts", () => {
  it("is refused soon after the parts limit, not after parsing every part", async () => {
    const form = new FormData();
    for (let i = 0; i < 1000; i++) form.append(`f${i}`, "x");
    const request = new Request("http://x/", { method: "POST", body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const headers = { "content-type": request.headers.get("content-type")! };
    reads.length = 0;
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${t.base}/api/test-upload`, { method: "POST", headers, body });
      expect(res.status).toBe(413);
    }
    const times = reads.map((r) => r.ms).sort((a, b) => a - b);
    // All 1,000 parts parsed in one go took 50-200 ms here; stopping within a 4 KB slice, a few.
    expect(times[3]).toBeLessThan(60);
  });
});

describe("other refusals", () => {
  it("a second file is a 422 on the file field; an empty file input is not a file", async () => {
    const two = await multipartBody({}, [
      { filename: "a.pdf", bytes: Buffer.from("%PDF-") },
      { filename: "b.pdf", bytes: Buffer.from("%PDF-") },
    ]);
    const res = await fetch(`${t.base}/api/test-upload`, { method: "POST", headers: two.headers, body: two.payload });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: "Please correct the highlighted fields.",
      fieldErrors: { resume: "Please upload a single file" },
    });
    const empty = await multipartBody({ a: "1" }, [{ filename: "", bytes: Buffer.alloc(0) }]);
    const ok = await fetch(`${t.base}/api/test-upload`, { method: "POST", headers: empty.headers, body: empty.payload });
    expect(await ok.json()).toEqual({ fields: { a: "1" }, files: [] });
  });

  it("multipart that is not well formed is a 400", async () => {
    const res = await fetch(`${t.base}/api/test-upload`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=xx" },
      body: '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/not well-formed multipart/);
  });

  it("a field over its size is a 413", async () => {
    const big = await multipartBody({ coverLetter: "x".repeat(40 * 1024) });
    const res = await fetch(`${t.base}/api/test-upload`, { method: "POST", headers: big.headers, body: big.payload });
    expect(res.status).toBe(413);
  });
});
