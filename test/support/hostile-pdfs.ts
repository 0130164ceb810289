// For tests and benchmarks: PDFs written byte by byte, as an attacker writes
// them, so that each way into a PDF's active content can be tried: objects
// packed in a compressed object stream (with a dictionary key that contains
// "obj", with a PNG predictor on the stream), reached from the catalog's
// OpenAction or additional actions, the names tree, a page's annotations or
// the form's XFA. Every file has a cross-reference stream, so a real reader
// (pdf.js) opens it as a viewer would.
import { PassThrough } from "node:stream";
import { createDeflate, deflateSync } from "node:zlib";

export type PdfObject = { n: number; body: string; stream?: Buffer };

type Build = {
  /** Objects besides the page tree (1: catalog, 2: pages, 3: page are written from `catalog` and `page`). */
  objects?: PdfObject[];
  /** Extra entries of the catalog (e.g. "/OpenAction 10 0 R"). */
  catalog?: string;
  /** Extra entries of the page (e.g. "/Annots [11 0 R]"). */
  page?: string;
  /** The page's content stream (default: one line of text). */
  content?: Buffer;
  /** Pack these object numbers in one compressed object stream. */
  packed?: number[];
  /** More entries of the object stream's dictionary (e.g. "/Fobj 1", a key containing "obj"). */
  objectStreamExtra?: string;
  /** PNG predictor (Up, 12) on the object stream, as some writers use: the inflated bytes are not the objects yet. */
  predictor?: boolean;
};

const TEXT = Buffer.from("BT /F1 12 Tf 72 720 Td (Outcome of the board meeting held on 14 November 2026) Tj ET");

/** PNG "Up" rows of `columns` bytes: each row is the difference from the one above, after a filter-type byte 2. */
function pngUp(data: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  let previous = Buffer.alloc(columns);
  for (let at = 0; at < data.length; at += columns) {
    const row = Buffer.alloc(columns);
    data.copy(row, 0, at, Math.min(at + columns, data.length));
    const out = Buffer.alloc(columns + 1);
    out[0] = 2;
    for (let i = 0; i < columns; i++) out[i + 1] = (row[i]! - previous[i]! + 256) % 256;
    rows.push(out);
    previous = row;
  }
  return Buffer.concat(rows);
}

export function buildPdf(o: Build = {}): Buffer {
  const content = o.content ?? deflateSync(TEXT);
  const objects: PdfObject[] = [
    { n: 1, body: `<< /Type /Catalog /Pages 2 0 R ${o.catalog ?? ""}>>` },
    { n: 2, body: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    {
      n: 3,
      body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${o.page ?? ""}>>`,
    },
    { n: 4, body: `<< /Length ${content.length} /Filter /FlateDecode >>`, stream: content },
    { n: 5, body: "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>" },
    ...(o.objects ?? []),
  ];
  const packed = new Set(o.packed ?? []);
  const max = Math.max(...objects.map((x) => x.n));
  const objStm = max + 1;
  const xrefStm = max + 2;
  const chunks: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let size = chunks[0]!.length;
  const push = (b: Buffer) => {
    chunks.push(b);
    size += b.length;
  };
  const entries = new Map<number, [number, number, number]>();
  const write = (n: number, body: string, stream?: Buffer) => {
    entries.set(n, [1, size, 0]);
    push(Buffer.from(`${n} 0 obj\n${body}\n`, "latin1"));
    if (stream) push(Buffer.concat([Buffer.from("stream\n"), stream, Buffer.from("\nendstream\n")]));
    push(Buffer.from("endobj\n"));
  };
  for (const x of objects) if (!packed.has(x.n)) write(x.n, x.body, x.stream);
  if (packed.size > 0) {
    const inside = objects.filter((x) => packed.has(x.n));
    let offset = 0;
    const bodies: string[] = [];
    const header: string[] = [];
    inside.forEach((x, i) => {
      entries.set(x.n, [2, objStm, i]);
      header.push(`${x.n} ${offset}`);
      bodies.push(`${x.body}\n`);
      offset += Buffer.byteLength(`${x.body}\n`, "latin1");
    });
    const head = `${header.join(" ")}\n`;
    const raw = Buffer.from(head + bodies.join(""), "latin1");
    const columns = 16;
    const data = deflateSync(o.predictor ? pngUp(raw, columns) : raw);
    const parms = o.predictor ? ` /DecodeParms << /Predictor 12 /Columns ${columns} >>` : "";
    const extra = o.objectStreamExtra ?? "";
    const type = `/Type /ObjStm /N ${inside.length} /First ${Buffer.byteLength(head)}`;
    // The extra entries after /Type: a scan back from "stream" to the nearest "obj" stops inside a key such as /Fobj.
    const dict = `<< ${type} ${extra} /Length ${data.length} /Filter /FlateDecode${parms} >>`;
    write(objStm, dict, data);
  }
  // The cross-reference stream: type, field 2 (offset or object stream), field 3 (generation or index).
  const xrefAt = size;
  entries.set(xrefStm, [1, xrefAt, 0]);
  const rows = Buffer.alloc((xrefStm + 1) * 7);
  rows.writeUInt8(0, 0);
  rows.writeUInt32BE(0, 1);
  rows.writeUInt16BE(65535, 5);
  for (let n = 1; n <= xrefStm; n++) {
    const e = entries.get(n) ?? [0, 0, 0];
    rows.writeUInt8(e[0], n * 7);
    rows.writeUInt32BE(e[1], n * 7 + 1);
    rows.writeUInt16BE(e[2], n * 7 + 5);
  }
  const xref = deflateSync(rows);
  push(
    Buffer.from(
      `${xrefStm} 0 obj\n<< /Type /XRef /Size ${xrefStm + 1} /W [1 4 2] /Root 1 0 R /Length ${xref.length} /Filter /FlateDecode >>\nstream\n`,
      "latin1",
    ),
  );
  push(xref);
  push(Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, "latin1"));
  return Buffer.concat(chunks);
}

/** A JavaScript action (a harmless alert). */
export const jsAction = (n: number): PdfObject => ({ n, body: "<< /Type /Action /S /JavaScript /JS (app.alert\\('hello'\\)) >>" });

/**
 * A content stream of `bytes` zeros deflated (about 1,000 to 1): a small file that a reader inflates to that much.
 * Written through a stream, so the test never holds the inflated bytes itself.
 */
export async function bombContent(bytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    deflate.on("data", (c: Buffer) => out.push(c));
    deflate.on("end", resolve);
    deflate.on("error", reject);
  });
  const zeros = Buffer.alloc(1024 * 1024);
  const source = new PassThrough();
  source.pipe(deflate);
  for (let left = bytes; left > 0; left -= zeros.length) {
    if (!source.write(left >= zeros.length ? zeros : zeros.subarray(0, left))) await new Promise((r) => source.once("drain", r));
  }
  source.end();
  await done;
  return Buffer.concat(out);
}
