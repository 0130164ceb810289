// A Word document (.docx): a zip, read with yauzl, holding [Content_Types].xml
// and word/document.xml, with no macro project, ActiveX control or embedded
// binary, and small enough when unpacked. Every entry is inflated as a
// stream with a running byte count (zlib works off the event loop), so a zip
// bomb is stopped at the cap whatever its headers claim.
import type { Readable } from "node:stream";
import yauzl, { type Entry, type ZipFile } from "yauzl";

type DocxVerdict = "ok" | "damaged" | "not-word" | "macro" | "too-large-unpacked" | "polyglot";

const DOCX_LIMITS = {
  /** A long resume with photos has a few dozen parts. */
  maxEntries: 500,
  /** Everything unpacked together. */
  maxInflatedBytes: 50 * 1024 * 1024,
  /** Text compresses well, but not a thousandfold: beyond this ratio a large part is a bomb. */
  maxRatio: 200,
  /** Parts smaller than this are not held to the ratio (tiny XML parts compress oddly). */
  ratioFloorBytes: 1024 * 1024,
  /** [Content_Types].xml is read to look for macro types; it is a few KB. */
  maxContentTypesBytes: 256 * 1024,
};

// Macro projects and their data, ActiveX controls, embedded OLE objects (.bin)
// and embedded macro-enabled documents: none belongs in a resume, all can
// carry code. (Embedded .xlsx charts and images are fine.)
const ACTIVE_PART = /vbaproject|vbadata|^word\/activex\/|\.(?:bin|docm|dotm|xlsm|xltm|pptm)$/i;
const MACRO_TYPE = /macroenabled|vbaproject|activex|oleobject/i;
const HTML_MARKERS = /<(?:!doctype|html|head|body|script|iframe|svg)\b/i;

class Refusal extends Error {
  constructor(readonly verdict: DocxVerdict) {
    super(verdict);
  }
}

/** Inflates one entry, adding to the running total; the text when asked for. */
async function inflate(zip: ZipFile, entry: Entry, total: { bytes: number }, keep: number): Promise<string> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw new Refusal("damaged");
  }
  const kept: Buffer[] = [];
  let keptBytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total.bytes += chunk.length;
      if (total.bytes > DOCX_LIMITS.maxInflatedBytes) throw new Refusal("too-large-unpacked");
      if (keptBytes < keep) {
        kept.push(chunk);
        keptBytes += chunk.length;
      }
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof Refusal) throw error;
    // yauzl checks each entry's real size against its header: more bytes than
    // declared is a lying bomb; anything else (bad data, bad CRC) is damage.
    throw new Refusal(/too many bytes/i.test((error as Error).message) ? "too-large-unpacked" : "damaged");
  }
  return Buffer.concat(kept).subarray(0, keep).toString("utf8");
}

async function inspect(zip: ZipFile): Promise<DocxVerdict> {
  if (zip.entryCount > DOCX_LIMITS.maxEntries) return "too-large-unpacked";
  if (HTML_MARKERS.test(zip.comment)) return "polyglot";
  const names = new Set<string>();
  const total = { bytes: 0 };
  let declared = 0;
  let contentTypes: string | undefined;
  for await (const entry of zip.eachEntry()) {
    // Part names are case-insensitive (OPC); a name twice is two readers' two files.
    const name = entry.fileName.toLowerCase();
    if (names.has(name)) return "damaged";
    names.add(name);
    if (ACTIVE_PART.test(name)) return "macro";
    if (entry.isEncrypted()) return "damaged";
    declared += entry.uncompressedSize;
    if (declared > DOCX_LIMITS.maxInflatedBytes) return "too-large-unpacked";
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > DOCX_LIMITS.ratioFloorBytes && ratio > DOCX_LIMITS.maxRatio) return "too-large-unpacked";
    if (name.endsWith("/")) continue;
    const text = await inflate(zip, entry, total, name === "[content_types].xml" ? DOCX_LIMITS.maxContentTypesBytes : 0);
    if (name === "[content_types].xml") contentTypes = text;
  }
  if (contentTypes === undefined || !names.has("word/document.xml")) return "not-word";
  if (MACRO_TYPE.test(contentTypes)) return "macro";
  return "ok";
}

export async function checkDocx(bytes: Buffer): Promise<DocxVerdict> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true });
  } catch {
    return "damaged";
  }
  try {
    return await inspect(zip);
  } catch (error) {
    if (error instanceof Refusal) return error.verdict;
    // yauzl refuses absolute and climbing names, bad headers and the like.
    return "damaged";
  } finally {
    zip.close();
  }
}
