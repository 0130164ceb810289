// A PDF's objects as a reader parses them (docs/decisions/105-pdf-active-content.md):
// a tokenizer that knows strings, comments, names with #xx escapes, arrays,
// dictionaries and streams, applied to every object in the file and to every
// object inside its object streams, which are inflated with their PNG or TIFF
// predictors (bounded). It builds the dictionaries, not a text search: a key
// spelt "/Fobj" inside an object stream's dictionary, bytes that look like a
// name inside a string or an image, or a predictor that scrambles the inflated
// bytes change nothing. Every dictionary is returned, reachable or not, so a
// caller can judge each one by its keys and values.
import { inflateSync } from "node:zlib";

type PdfValue = number | boolean | null | string | { name: string } | { ref: number } | PdfValue[] | PdfDict;
export type PdfDict = { dict: Map<string, PdfValue> };
export type ReadObjects = { dicts: PdfDict[]; problem?: "unreadable-object-stream" | "too-large" };

/** An object stream holds a few hundred objects; more than this inflated is not a disclosure. */
const MAX_INFLATED_BYTES = 16 * 1024 * 1024;
const MAX_TOTAL_INFLATED_BYTES = 64 * 1024 * 1024;
const WHITE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set([...Buffer.from("()<>[]{}/%")]);

const isDict = (v: PdfValue | undefined): v is PdfDict => typeof v === "object" && v !== null && "dict" in v;
export const nameOf = (v: PdfValue | undefined) => (typeof v === "object" && v !== null && "name" in v ? v.name : undefined);

class Reader {
  at = 0;
  readonly dicts: PdfDict[] = [];
  readonly streams: { dict: PdfDict; data: Buffer }[] = [];
  constructor(readonly b: Buffer) {}

  skipSpace() {
    for (;;) {
      while (this.at < this.b.length && WHITE.has(this.b[this.at]!)) this.at++;
      if (this.b[this.at] !== 0x25) return;
      while (this.at < this.b.length && this.b[this.at] !== 10 && this.b[this.at] !== 13) this.at++;
    }
  }

  word(): string {
    const start = this.at;
    while (this.at < this.b.length && !WHITE.has(this.b[this.at]!) && !DELIMITERS.has(this.b[this.at]!)) this.at++;
    return this.b.toString("latin1", start, this.at);
  }

  /** Past a keyword, or one byte that starts nothing. */
  stepOver() {
    if (!this.word()) this.at++;
  }

  literal() {
    let depth = 1;
    this.at++;
    while (this.at < this.b.length && depth > 0) {
      const c = this.b[this.at++];
      if (c === 0x5c) this.at++;
      else if (c === 0x28) depth++;
      else if (c === 0x29) depth--;
    }
    return "";
  }

  /** One value, or undefined at a keyword that is not one (obj, endobj, stream...), which is left unread. */
  value(depth = 0): PdfValue | undefined {
    if (depth > 100) throw new Error("nested too deep");
    this.skipSpace();
    const c = this.b[this.at];
    if (c === undefined) return undefined;
    if (c === 0x2f) {
      this.at++;
      return { name: this.word().replace(/#([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))) };
    }
    if (c === 0x28) return this.literal();
    if (c === 0x3c && this.b[this.at + 1] === 0x3c) return this.dictionary(depth);
    if (c === 0x3c) {
      const end = this.b.indexOf(0x3e, this.at);
      this.at = end < 0 ? this.b.length : end + 1;
      return "";
    }
    if (c === 0x5b) {
      this.at++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (this.at >= this.b.length) return items;
        if (this.b[this.at] === 0x5d) {
          this.at++;
          return items;
        }
        const v = this.value(depth + 1);
        if (v !== undefined) items.push(v);
        else this.stepOver();
      }
    }
    if (DELIMITERS.has(c)) {
      this.at++;
      return undefined;
    }
    const mark = this.at;
    const w = this.word();
    if (/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(w)) {
      // "n g R": a reference.
      const after = this.at;
      this.skipSpace();
      const g = this.word();
      this.skipSpace();
      if (/^\d+$/.test(w) && /^\d+$/.test(g) && this.word() === "R") return { ref: Number(w) };
      this.at = after;
      return Number(w);
    }
    if (w === "true" || w === "false") return w === "true";
    if (w === "null") return null;
    this.at = mark;
    return undefined;
  }

  dictionary(depth: number): PdfDict {
    this.at += 2;
    const dict = new Map<string, PdfValue>();
    const found: PdfDict = { dict };
    this.dicts.push(found);
    for (;;) {
      this.skipSpace();
      if (this.at >= this.b.length) return found;
      if (this.b[this.at] === 0x3e && this.b[this.at + 1] === 0x3e) {
        this.at += 2;
        return found;
      }
      const key = this.value(depth + 1);
      const name = nameOf(key);
      if (name === undefined) {
        // Not a key: step over it rather than stop (a damaged dictionary is still read).
        if (key === undefined) this.stepOver();
        continue;
      }
      const v = this.value(depth + 1);
      if (v !== undefined) dict.set(name, v);
    }
  }

  /** Every top-level value of the text; a dictionary followed by "stream" takes its data. */
  all() {
    while (this.at < this.b.length) {
      const v = this.value();
      if (v === undefined) {
        const w = this.word();
        if (w === "stream") this.stream();
        else if (!w && this.at < this.b.length) this.at++;
        continue;
      }
      if (isDict(v)) {
        this.skipSpace();
        const mark = this.at;
        if (this.word() === "stream") this.stream(v);
        else this.at = mark;
      }
    }
  }

  stream(dict?: PdfDict) {
    if (this.b[this.at] === 13) this.at++;
    if (this.b[this.at] === 10) this.at++;
    const start = this.at;
    const length = dict?.dict.get("Length");
    let end = typeof length === "number" && Number.isInteger(length) && length >= 0 ? start + length : -1;
    if (end < 0 || end > this.b.length || this.b.indexOf("endstream", end, "latin1") - end > 2)
      end = this.b.indexOf("endstream", start, "latin1");
    if (end < 0) end = this.b.length;
    if (dict) this.streams.push({ dict, data: this.b.subarray(start, end) });
    this.at = Math.min(this.b.length, end + 9);
  }
}

/** PNG (10 to 15) and TIFF (2) predictors undone, as a reader does before it parses the bytes. */
function unpredict(data: Buffer, parms: PdfValue | undefined): Buffer {
  const p = isDict(parms) ? parms.dict : undefined;
  const predictor = Number(p?.get("Predictor") ?? 1);
  if (predictor <= 1) return data;
  const colors = Number(p?.get("Colors") ?? 1);
  const bpc = Number(p?.get("BitsPerComponent") ?? 8);
  const columns = Number(p?.get("Columns") ?? 1);
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  const rowLength = Math.ceil((colors * bpc * columns) / 8);
  if (!(rowLength > 0 && rowLength < 1 << 20)) throw new Error("bad predictor");
  if (predictor === 2) {
    const out = Buffer.from(data);
    for (let r = 0; r < out.length; r += rowLength)
      for (let i = bpp; i < rowLength && r + i < out.length; i++) out[r + i] = (out[r + i]! + out[r + i - bpp]!) & 255;
    return out;
  }
  const rows: Buffer[] = [];
  let prev = Buffer.alloc(rowLength);
  for (let at = 0; at < data.length; at += rowLength + 1) {
    const type = data[at]!;
    const row = Buffer.from(data.subarray(at + 1, at + 1 + rowLength));
    for (let i = 0; i < row.length; i++) {
      const left = i >= bpp ? row[i - bpp]! : 0;
      const up = prev[i]!;
      const upLeft = i >= bpp ? prev[i - bpp]! : 0;
      const add = type === 1 ? left : type === 2 ? up : type === 3 ? (left + up) >> 1 : type === 4 ? paeth(left, up, upLeft) : 0;
      row[i] = (row[i]! + add) & 255;
    }
    rows.push(row);
    prev = row;
  }
  return Buffer.concat(rows);
}

function paeth(a: number, b: number, c: number) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Whether a stream holds objects: /Type /ObjStm, or the /N and /First a reader goes by whatever the type says. */
const holdsObjects = (d: PdfDict) => nameOf(d.dict.get("Type")) === "ObjStm" || (d.dict.has("N") && d.dict.has("First"));

export function readPdfObjects(bytes: Buffer): ReadObjects {
  const top = new Reader(bytes);
  top.all();
  const dicts = [...top.dicts];
  let total = 0;
  for (const { dict, data } of top.streams) {
    if (!holdsObjects(dict)) continue;
    const filterValue = dict.dict.get("Filter");
    const filters = Array.isArray(filterValue) ? filterValue.map(nameOf) : filterValue === undefined ? [] : [nameOf(filterValue)];
    const parmsValue = dict.dict.get("DecodeParms");
    const parms = Array.isArray(parmsValue) ? parmsValue[0] : parmsValue;
    // An object stream this reader cannot decode could hold anything.
    if (filters.length > 1 || (filters.length === 1 && filters[0] !== "FlateDecode")) return { dicts, problem: "unreadable-object-stream" };
    let inside: Buffer;
    try {
      inside = filters.length ? inflateSync(data, { maxOutputLength: MAX_INFLATED_BYTES }) : Buffer.from(data);
      inside = unpredict(inside, parms);
    } catch {
      return { dicts, problem: "unreadable-object-stream" };
    }
    total += inside.length;
    if (total > MAX_TOTAL_INFLATED_BYTES) return { dicts, problem: "too-large" };
    const reader = new Reader(inside);
    reader.all();
    dicts.push(...reader.dicts);
  }
  return { dicts };
}
