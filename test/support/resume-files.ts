// Test support: real files built in code, good and hostile: PDF, DOC (an OLE
// compound file written with cfb), DOCX (a zip written by hand, deflated with
// zlib), zip bombs with honest and lying sizes, macro documents, an MSI-like
// OLE file and polyglots. Nothing here is read by the server.
import { crc32, constants, deflateRawSync } from "node:zlib";
import CFB from "cfb";

type ZipEntrySpec = {
  name: string;
  /** The entry's bytes; deflated unless `store` (ignored when `deflated` is given). */
  data?: Buffer | string;
  store?: boolean;
  /** Ready-made raw deflate data (for bombs); then `size` and `crc` must be given. */
  deflated?: Buffer;
  /** Uncompressed size written in the headers (a lying header when it differs from the truth). */
  size?: number;
  crc?: number;
  /** Central directory entry pointing at another entry's local header (overlapping entries). */
  sameDataAs?: string;
};

/** A zip file as a hand-written writer would make it: local headers, data, central directory, end record. */
export function buildZip(entries: ZipEntrySpec[], comment = ""): Buffer {
  const parts: Buffer[] = [];
  const centrals: Buffer[] = [];
  const offsets = new Map<string, { offset: number; method: number; crc: number; compressed: number; size: number }>();
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, "utf8");
    const shared = e.sameDataAs ? offsets.get(e.sameDataAs) : undefined;
    let info = shared;
    if (!info) {
      const raw = typeof e.data === "string" ? Buffer.from(e.data, "utf8") : (e.data ?? Buffer.alloc(0));
      const method = e.deflated || !e.store ? 8 : 0;
      const body = e.deflated ?? (method === 8 ? deflateRawSync(raw) : raw);
      const crc = e.crc ?? crc32(raw);
      const size = e.size ?? raw.length;
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(0x0800, 6); // names are UTF-8
      local.writeUInt16LE(method, 8);
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(body.length, 18);
      local.writeUInt32LE(size, 22);
      local.writeUInt16LE(name.length, 26);
      info = { offset, method, crc, compressed: body.length, size };
      parts.push(local, name, body);
      offset += local.length + name.length + body.length;
      offsets.set(e.name, info);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(info.method, 10);
    central.writeUInt32LE(info.crc, 16);
    central.writeUInt32LE(info.compressed, 20);
    central.writeUInt32LE(info.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(info.offset, 42);
    centrals.push(central, name);
  }
  const dir = Buffer.concat(centrals);
  const commentBytes = Buffer.from(comment, "latin1");
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(commentBytes.length, 20);
  return Buffer.concat([...parts, dir, end, commentBytes]);
}

const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const MACRO_MAIN = "application/vnd.ms-word.document.macroEnabled.main+xml";

export function contentTypes(main = WORD_MAIN, extra = ""): string {
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    `<Default Extension="xml" ContentType="application/xml"/>` +
    `<Override PartName="/word/document.xml" ContentType="${main}"/>${extra}</Types>`
  );
}

const RELS =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">` +
  `<w:body><w:p><w:r><w:t>Asha Iyer, credit analyst</w:t></w:r></w:p></w:body></w:document>`;

/** The parts every Word document has. */
export function docxEntries(main = WORD_MAIN): ZipEntrySpec[] {
  return [
    { name: "[Content_Types].xml", data: contentTypes(main) },
    { name: "_rels/.rels", data: RELS },
    { name: "word/document.xml", data: DOCUMENT },
  ];
}

export const validDocx = () => buildZip(docxEntries());

/** A macro-enabled document saved under a .docx name. */
export const docxWithMacro = () =>
  buildZip([...docxEntries(MACRO_MAIN), { name: "word/vbaProject.bin", data: Buffer.from("\xd0\xcf\x11\xe0 VBA project", "latin1") }]);

/** Ordinary content types, but a vbaProject.bin part inside. */
export const docxWithHiddenMacro = () => buildZip([...docxEntries(), { name: "word/vbaProject.bin", data: Buffer.alloc(64, 1) }]);

const MB = 1024 * 1024;

/**
 * Raw deflate data that inflates to `megabytes` MB of zeros, built from one
 * compressed megabyte. The CRC is computed only up to 64 MB (beyond that it
 * takes seconds, and no check may read that far anyway).
 */
function zerosDeflated(megabytes: number): { deflated: Buffer; size: number; crc: number } {
  const oneMb = Buffer.alloc(MB);
  // A sync-flushed block sequence, repeated, then an empty final block.
  const chunk = deflateRawSync(oneMb, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const deflated = Buffer.concat([...Array<Buffer>(megabytes).fill(chunk), Buffer.from([0x03, 0x00])]);
  let crc = 0;
  if (megabytes <= 64) for (let i = 0; i < megabytes; i++) crc = crc32(oneMb, crc);
  return { deflated, size: megabytes * MB, crc };
}

/** A DOCX whose document.xml honestly says (and is) `megabytes` MB when inflated. */
export function honestZipBomb(megabytes: number): Buffer {
  const zeros = zerosDeflated(megabytes);
  return buildZip([
    { name: "[Content_Types].xml", data: contentTypes() },
    { name: "word/document.xml", deflated: zeros.deflated, size: zeros.size, crc: zeros.crc },
  ]);
}

/** A DOCX whose headers say document.xml is 1 KB while it inflates to `megabytes` MB. */
export function lyingZipBomb(megabytes: number): Buffer {
  const zeros = zerosDeflated(megabytes);
  return buildZip([
    { name: "[Content_Types].xml", data: contentTypes() },
    { name: "word/document.xml", deflated: zeros.deflated, size: 1024, crc: zeros.crc },
  ]);
}

/** Many central entries sharing one local file's data: small file, large when each is inflated. */
export function overlappingZipBomb(copies: number): Buffer {
  const zeros = zerosDeflated(1);
  const entries: ZipEntrySpec[] = [
    { name: "[Content_Types].xml", data: contentTypes() },
    { name: "word/document.xml", deflated: zeros.deflated, size: zeros.size, crc: zeros.crc },
  ];
  for (let i = 0; i < copies; i++) entries.push({ name: `word/media/copy${i}.xml`, sameDataAs: "word/document.xml" });
  return buildZip(entries);
}

/** A DOCX of thousands of tiny parts. */
export const manyEntriesZip = (count: number) =>
  buildZip([...docxEntries(), ...Array.from({ length: count }, (_, i) => ({ name: `word/p${i}.xml`, data: "<p/>", store: true }))]);

/** An OLE compound file with the given streams, e.g. { WordDocument: ..., "Macros/VBA/dir": ... }. */
export function oleFile(streams: Record<string, Buffer | string>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) {
    CFB.utils.cfb_add(container, `/${name}`, typeof content === "string" ? Buffer.from(content, "latin1") : content);
  }
  return Buffer.from(CFB.write(container, { type: "buffer" }) as Uint8Array);
}

/** A Word 97-2003 document: WordDocument and table streams (their contents are not read). */
export const validDoc = () => oleFile({ WordDocument: Buffer.alloc(4096, 0x20), "1Table": Buffer.alloc(512, 0) });

export const docWithMacro = () =>
  oleFile({
    WordDocument: Buffer.alloc(4096, 0x20),
    "1Table": Buffer.alloc(512, 0),
    "Macros/VBA/dir": Buffer.alloc(64, 1),
    "Macros/PROJECT": "ID=x",
  });

/** An installer package: an OLE file without a Word stream. */
export const msiLike = () =>
  oleFile({ "\u0005SummaryInformation": Buffer.alloc(512, 0), "\u4840\u3f3f\u4577\u446c": Buffer.alloc(2048, 7) });

export const validPdf = () =>
  Buffer.from(
    "%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
    "latin1",
  );

/** A PDF with a zip (here a DOCX) appended: both readers find their own file. */
export const pdfZipPolyglot = () => Buffer.concat([validPdf(), validDocx()]);

/** A PDF whose first kilobyte is also an HTML page with a script. */
export const pdfHtmlPolyglot = () =>
  Buffer.concat([Buffer.from("%PDF-1.7\n%<html><script>alert(document.domain)</script>\n", "latin1"), validPdf().subarray(9)]);
