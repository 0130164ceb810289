// Each hostile resume that was once stored (docs/decisions/030-hostile-input.md), built for real,
// and the good ones that must still pass.
import { describe, expect, it } from "vitest";
import { checkResume } from "./resume-check";
import {
  buildZip,
  contentTypes,
  docWithMacro,
  docxEntries,
  docxWithHiddenMacro,
  docxWithMacro,
  honestZipBomb,
  lyingZipBomb,
  manyEntriesZip,
  msiLike,
  oleFile,
  overlappingZipBomb,
  pdfHtmlPolyglot,
  pdfZipPolyglot,
  validDoc,
  validDocx,
  validPdf,
} from "#test/resume-files";

describe("good resumes", () => {
  it.each([
    ["a PDF", validPdf, "Asha Iyer CV.pdf", "pdf", "application/pdf"],
    ["a DOC", validDoc, "cv.DOC", "doc", "application/msword"],
    ["a DOCX", validDocx, "cv.docx", "docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ])("%s is accepted with its kind, type and cleaned name", async (_label, make, name, kind, mime) => {
    expect(await checkResume(make(), name)).toEqual({ ok: true, kind, mime, fileName: name });
  });

  it("a DOCX with a chart's embedded workbook and an image is accepted", async () => {
    const docx = buildZip([
      ...docxEntries(),
      { name: "word/embeddings/Microsoft_Excel_Worksheet.xlsx", data: Buffer.alloc(300, 1) },
      { name: "word/media/image1.png", data: Buffer.alloc(2000, 2) },
    ]);
    expect(await checkResume(docx, "cv.docx")).toMatchObject({ ok: true, kind: "docx" });
  });

  it("the returned name is the cleaned one", async () => {
    expect(await checkResume(validPdf(), "../Asha\u202E CV.pdf")).toMatchObject({ ok: true, fileName: "Asha CV.pdf" });
  });
});

describe("refused resumes", () => {
  it.each([
    ["a DOCX zip bomb, honest headers (4 GB inflated)", () => honestZipBomb(4095), "cv.docx", "too-large-unpacked"],
    ["a DOCX zip bomb, lying headers (60 MB inflated, 1 KB declared)", () => lyingZipBomb(60), "cv.docx", "too-large-unpacked"],
    ["a DOCX whose entries overlap (60 x 1 MB from one copy)", () => overlappingZipBomb(60), "cv.docx", "too-large-unpacked"],
    ["a DOCX of 5,000 parts", () => manyEntriesZip(5000), "cv.docx", "too-large-unpacked"],
    ["a macro-enabled document named .docx", docxWithMacro, "cv.docx", "macro"],
    ["a DOCX hiding word/vbaProject.bin", docxWithHiddenMacro, "cv.docx", "macro"],
    [
      "a DOCX with an ActiveX control",
      () => buildZip([...docxEntries(), { name: "word/activeX/activeX1.xml", data: "<ax/>" }]),
      "cv.docx",
      "macro",
    ],
    [
      "a DOCX with an embedded OLE object",
      () => buildZip([...docxEntries(), { name: "word/embeddings/oleObject1.bin", data: Buffer.alloc(99) }]),
      "cv.docx",
      "macro",
    ],
    [
      "a DOCX declaring a macro content type",
      () =>
        buildZip([
          {
            name: "[Content_Types].xml",
            data: contentTypes(undefined, '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>'),
          },
          ...docxEntries().slice(1),
        ]),
      "cv.docx",
      "macro",
    ],
    ["a DOC with a macro project", docWithMacro, "cv.doc", "macro"],
    [
      "a DOC with embedded objects",
      () => oleFile({ WordDocument: Buffer.alloc(4096, 32), "ObjectPool/_1234/\u0001Ole10Native": Buffer.alloc(100) }),
      "cv.doc",
      "macro",
    ],
    ["an OLE installer named setup.msi", msiLike, "setup.msi", "not-a-resume"],
    ["an OLE installer named cv.doc", msiLike, "cv.doc", "not-a-resume"],
    ["a PDF with a zip appended (PDF/ZIP polyglot)", pdfZipPolyglot, "cv.pdf", "polyglot"],
    ["a PDF that is also an HTML page (PDF/HTML polyglot)", pdfHtmlPolyglot, "cv.pdf", "polyglot"],
    ["a PDF cut short (no %%EOF)", () => validPdf().subarray(0, 60), "cv.pdf", "damaged"],
    ["a zip that is not a Word document", () => buildZip([{ name: "payload.exe", data: "MZ" }]), "cv.docx", "not-a-resume"],
    [
      "a spreadsheet",
      () =>
        buildZip([
          { name: "[Content_Types].xml", data: contentTypes("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml") },
          { name: "xl/workbook.xml", data: "<w/>" },
        ]),
      "cv.docx",
      "not-a-resume",
    ],
    ["a Windows program", () => Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(2000)]), "cv.pdf", "not-a-resume"],
    ["an HTML page", () => Buffer.from("<!doctype html><script>alert(1)</script>"), "cv.pdf", "not-a-resume"],
    ["an empty file", () => Buffer.alloc(0), "cv.pdf", "not-a-resume"],
    ["a PDF named cv.exe", validPdf, "cv.exe", "extension-mismatch"],
    ["a PDF named cv\u202Efdp.exe (shows as cvexe.pdf)", validPdf, "cv\u202Efdp.exe", "extension-mismatch"],
    ["a .pdf that is really a DOCX", validDocx, "cv.pdf", "extension-mismatch"],
    ["a DOC named .docx", validDoc, "cv.docx", "extension-mismatch"],
    ["a PDF with no name", validPdf, "", "file-name"],
    ["a PDF whose name is only invisible characters", validPdf, "\u202E\u200B", "file-name"],
  ])("%s", async (_label, make, name, reason) => {
    expect(await checkResume(make(), name)).toEqual({ ok: false, reason });
  });

  it("an OLE file with a loop in its directory tree (which made cfb abort the whole process) is refused, and the process lives", async () => {
    const doc = docWithMacro();
    // Directory entry 2's right sibling (offset 72) pointed back at entry 1: found by fuzzing.
    const directory = 512 * (doc.readUInt32LE(0x30) + 1);
    doc.writeUInt32LE(1, directory + 2 * 128 + 72);
    expect(await checkResume(doc, "cv.doc")).toEqual({ ok: false, reason: "damaged" });
    expect(await checkResume(validDoc(), "cv.doc")).toMatchObject({ ok: true });
  });

  it("unpacking a bomb does not hold the event loop", async () => {
    const bomb = overlappingZipBomb(60);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = Date.now();
    expect(await checkResume(bomb, "cv.docx")).toEqual({ ok: false, reason: "too-large-unpacked" });
    const elapsed = Date.now() - started;
    clearInterval(timer);
    // Unpacking 50 MB takes a while; the loop kept turning meanwhile (every 5 ms, give or take).
    expect(elapsed).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThan(elapsed / 5 / 4);
  });
});
