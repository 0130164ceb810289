// What a resume really is, judged by its bytes: a file's name and declared
// type are the visitor's (or a bot's) word and prove nothing.

export const RESUME_MIME = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");
// OLE2 compound file header: the container of legacy .doc files.
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_END_OF_CENTRAL_DIR = 0x06054b50;
const ZIP_CENTRAL_ENTRY = 0x02014b50;

export function detectResumeType(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return RESUME_MIME.pdf;
  if (bytes.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC)) return RESUME_MIME.doc;
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL_HEADER && zipHasEntry(bytes, "word/document.xml")) return RESUME_MIME.docx;
  return undefined;
}

/**
 * Reads the zip's central directory (the authoritative list of entries) from
 * the end-of-central-directory record; nothing is decompressed.
 */
export function zipHasEntry(bytes: Buffer, name: string): boolean {
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) return false;
  const count = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  let offset = bytes.readUInt32LE(eocd + 16);
  if (offset + size > eocd) return false;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== ZIP_CENTRAL_ENTRY) return false;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const end = offset + 46 + nameLength;
    if (end > bytes.length) return false;
    if (bytes.toString("utf8", offset + 46, end) === name) return true;
    offset = end + extraLength + commentLength;
  }
  return false;
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of up to 65535 bytes, at the very end.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (bytes.readUInt32LE(i) === ZIP_END_OF_CENTRAL_DIR) return i;
  }
  return -1;
}
