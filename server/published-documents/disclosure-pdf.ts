// A disclosure is read by every investor who opens it, so it must be a PDF
// and nothing that acts: no JavaScript, no embedded or attached files, no
// launch actions, no XFA forms or rich media. The resume check (pdf-check.ts)
// decides "is this a PDF and only a PDF"; this adds the PDF's own active
// parts. They are named by dictionary keys, which sit either in the plain
// bytes or inside compressed object streams (/ObjStm, PDF 1.5+), so those
// streams are inflated (bounded) and read too. Names may be written with
// #xx escapes (/J#61vaScript), so names are decoded before they are compared.
// An encrypted PDF cannot be read this way and is refused.
import { inflateSync } from "node:zlib";
import { checkPdf } from "../uploads/pdf-check";

export type DisclosurePdfVerdict = "ok" | "not-pdf" | "damaged" | "active-content" | "encrypted";

const ACTIVE_NAMES = new Set([
  "JavaScript",
  "JS",
  "EmbeddedFile",
  "EmbeddedFiles",
  "FileAttachment",
  "Launch",
  "RichMedia",
  "XFA",
  "GoToE",
  "ImportData",
  "SubmitForm",
]);
/** An object stream holds a few hundred objects; more than this inflated is not a disclosure. */
const MAX_INFLATED_BYTES = 16 * 1024 * 1024;
const MAX_TOTAL_INFLATED_BYTES = 64 * 1024 * 1024;

// PDF names: "/" then regular characters (anything but white space and delimiters).
const NAME = /\/([^\s()<>[\]{}/%]*)/g;

function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function namesIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(NAME)) out.add(decodeName(m[1] ?? ""));
  return out;
}

const hasActive = (names: Set<string>) => [...names].some((n) => ACTIVE_NAMES.has(n));

/**
 * The object streams' dictionaries and their data: each "stream" keyword
 * follows the dictionary "<< ... >>" of its object, and its data runs to
 * "endstream".
 */
function* objectStreams(pdf: string): Generator<{ dict: Set<string>; data: string }> {
  let at = 0;
  for (;;) {
    const start = pdf.indexOf("stream", at);
    if (start < 0) return;
    at = start + 6;
    // "endstream" contains "stream": skip it.
    if (pdf.startsWith("end", start - 3)) continue;
    const dictStart = pdf.lastIndexOf("obj", start);
    if (dictStart < 0) continue;
    const dict = namesIn(pdf.slice(dictStart, start));
    if (!dict.has("ObjStm")) continue;
    let dataStart = start + 6;
    if (pdf[dataStart] === "\r") dataStart++;
    if (pdf[dataStart] === "\n") dataStart++;
    const end = pdf.indexOf("endstream", dataStart);
    if (end < 0) return;
    at = end + 9;
    yield { dict, data: pdf.slice(dataStart, end) };
  }
}

export function checkDisclosurePdf(bytes: Buffer): DisclosurePdfVerdict {
  const base = checkPdf(bytes);
  if (base === "damaged") return bytes.subarray(0, 5).toString("latin1") === "%PDF-" ? "damaged" : "not-pdf";
  if (base === "polyglot") return "active-content";
  // latin1 keeps one character per byte, so offsets and binary stream data survive.
  const pdf = bytes.toString("latin1");
  const names = namesIn(pdf);
  if (names.has("Encrypt")) return "encrypted";
  if (hasActive(names)) return "active-content";
  let total = 0;
  for (const stream of objectStreams(pdf)) {
    const filters = [...stream.dict].filter((n) => n.endsWith("Decode"));
    // An object stream we cannot read could hide anything.
    if (filters.length > 1 || (filters.length === 1 && filters[0] !== "FlateDecode")) return "active-content";
    let text: string;
    if (filters.length === 0) text = stream.data;
    else {
      try {
        const inflated = inflateSync(Buffer.from(stream.data, "latin1"), { maxOutputLength: MAX_INFLATED_BYTES });
        total += inflated.length;
        text = inflated.toString("latin1");
      } catch {
        return "damaged";
      }
    }
    if (total > MAX_TOTAL_INFLATED_BYTES) return "damaged";
    if (hasActive(namesIn(text))) return "active-content";
  }
  return "ok";
}
