// A PDF, and only a PDF: "%PDF-" at the very start, "%%EOF" at the end, and
// nothing that lets another program read the same bytes as something else
// (a zip's end record, which zip readers look for at the end; HTML, which a
// browser sniffing the first kilobyte would run).

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");
const EOF_MARK = Buffer.from("%%EOF", "latin1");
const ZIP_END_RECORD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** Where readers look: the end record is 22 bytes plus a comment of up to 65,535. */
const ZIP_SEARCH_BYTES = 22 + 0xffff;
/** "%%EOF" may be followed by line ends and, from some writers, a little padding. */
const EOF_SEARCH_BYTES = 1024;
const SNIFF_BYTES = 1024;
const HTML_MARKERS = /<(?:!doctype|html|head|body|script|iframe|svg|object|embed|meta)\b/i;

type PdfVerdict = "ok" | "damaged" | "polyglot";

export function checkPdf(bytes: Buffer): PdfVerdict {
  if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return "damaged";
  if (bytes.indexOf(EOF_MARK, Math.max(0, bytes.length - EOF_SEARCH_BYTES)) < 0) return "damaged";
  if (bytes.indexOf(ZIP_END_RECORD, Math.max(0, bytes.length - ZIP_SEARCH_BYTES)) >= 0) return "polyglot";
  if (HTML_MARKERS.test(bytes.subarray(0, SNIFF_BYTES).toString("latin1"))) return "polyglot";
  return "ok";
}
