// Active content in a published disclosure, decided by real parsers' views of
// the document (our object reader and pdf.js), each file generated here the
// way an attacker writes it: every way JavaScript, a launch action, an
// embedded file or an XFA form can be reached, in plain objects, inside
// object streams (one whose dictionary has a key containing "obj", one with
// a PNG predictor: the review's two PDFs, which the byte check let through),
// and in a stream a reader takes for an object stream by its /N and /First.
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { type PdfObject, buildPdf, jsAction } from "#test/hostile-pdfs";
import { checkDisclosurePdf } from "./disclosure-pdf";
import { inspectPdf } from "./pdf-inspection";

const launch = "<< /S /Launch /F (calc.exe) >>";
const embedded: PdfObject[] = [
  { n: 12, body: "<< /Type /Filespec /F (notes.txt) /EF << /F 13 0 R >> >>" },
  { n: 13, body: "<< /Type /EmbeddedFile /Length 6 >>", stream: Buffer.from("secret") },
];

/** Each way in, as [what, file]; `packed` objects sit in an object stream, some with a predictor. */
const WAYS: [string, Buffer][] = [
  [
    'the review\'s PDF: OpenAction JavaScript in an object stream whose dictionary has a key containing "obj"',
    buildPdf({ catalog: "/OpenAction 10 0 R", objects: [jsAction(10)], packed: [1, 10], objectStreamExtra: "/Fobj 1" }),
  ],
  [
    "the review's PDF: OpenAction JavaScript in an object stream with a PNG predictor",
    buildPdf({ catalog: "/OpenAction 10 0 R", objects: [jsAction(10)], packed: [1, 10], predictor: true }),
  ],
  [
    "JavaScript in the names tree",
    buildPdf({
      catalog: "/Names << /JavaScript << /Names [(run) 10 0 R] >> >>",
      objects: [jsAction(10)],
      packed: [1, 10],
      predictor: true,
    }),
  ],
  ["JavaScript in the catalog's additional actions", buildPdf({ catalog: "/AA << /WC 10 0 R >>", objects: [jsAction(10)], packed: [10] })],
  ["JavaScript on opening a page", buildPdf({ page: "/AA << /O 10 0 R >>", objects: [jsAction(10)], packed: [3, 10], predictor: true })],
  [
    "JavaScript in a link annotation",
    buildPdf({
      page: "/Annots [11 0 R]",
      objects: [{ n: 11, body: "<< /Type /Annot /Subtype /Link /Rect [0 0 99 99] /A 10 0 R >>" }, jsAction(10)],
      packed: [11, 10],
    }),
  ],
  [
    "JavaScript in a form field's actions",
    buildPdf({
      catalog: "/AcroForm << /Fields [11 0 R] >>",
      page: "/Annots [11 0 R]",
      objects: [{ n: 11, body: "<< /Type /Annot /Subtype /Widget /FT /Tx /T (f) /Rect [0 0 99 20] /AA << /K 10 0 R >> >>" }, jsAction(10)],
      packed: [1, 11, 10],
      predictor: true,
    }),
  ],
  ["a launch action the document opens with", buildPdf({ catalog: `/OpenAction ${launch}`, packed: [1], predictor: true })],
  [
    "a launch action in a link",
    buildPdf({
      page: "/Annots [11 0 R]",
      objects: [{ n: 11, body: `<< /Type /Annot /Subtype /Link /Rect [0 0 99 99] /A ${launch} >>` }],
      packed: [3, 11],
    }),
  ],
  [
    "an embedded file in the names tree",
    buildPdf({
      catalog: "/Names << /EmbeddedFiles << /Names [(notes.txt) 12 0 R] >> >>",
      objects: embedded,
      packed: [1, 12],
      predictor: true,
    }),
  ],
  [
    "a file attachment annotation",
    buildPdf({
      page: "/Annots [11 0 R]",
      objects: [{ n: 11, body: "<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 9 9] /FS 12 0 R >>" }, ...embedded],
      packed: [11, 12],
    }),
  ],
  [
    "an action that opens an embedded file",
    buildPdf({ catalog: "/OpenAction << /S /GoToE /T << /R /C /N (notes.txt) >> >>", packed: [1] }),
  ],
  [
    "an XFA form",
    buildPdf({
      catalog: "/AcroForm << /Fields [] /XFA 14 0 R >>",
      objects: [{ n: 14, body: "<< /Length 9 >>", stream: Buffer.from("<xdp:xdp/>") }],
      packed: [1],
      predictor: true,
    }),
  ],
];

describe("active content, through every way in", () => {
  it.each(WAYS)("refuses %s", async (_what, bytes) => {
    expect(await inspectPdf(bytes)).toMatchObject({ verdict: "active-content" });
  });

  it("the byte check alone let the review's two PDFs through: it is only a first filter now", () => {
    expect(checkDisclosurePdf(WAYS[0]![1])).toBe("ok");
    expect(checkDisclosurePdf(WAYS[1]![1])).toBe("ok");
  });

  it("refuses objects hidden in a stream that names no /Type but has the /N and /First a reader goes by", async () => {
    const bytes = buildPdf({ catalog: "/OpenAction 10 0 R", objects: [jsAction(10)], packed: [1, 10], predictor: true });
    const disguised = Buffer.from(bytes.toString("latin1").replace("/Type /ObjStm", "/Type /XObjx"), "latin1");
    expect(await inspectPdf(disguised)).toMatchObject({ verdict: "active-content" });
  });
});

describe("plain disclosures", () => {
  it("accepts a plain PDF, with and without object streams, and with a web link; its text comes back for search", async () => {
    for (const useObjectStreams of [true, false]) {
      const doc = await PDFDocument.create();
      const page = doc.addPage();
      page.drawText("Outcome of the board meeting", { x: 50, y: 700 });
      const link = doc.context.register(
        doc.context.obj({
          Type: "Annot",
          Subtype: "Link",
          Rect: [0, 0, 99, 99],
          A: { S: "URI", URI: PDFString.of("https://www.bseindia.com/") },
        }),
      );
      page.node.set(PDFName.of("Annots"), doc.context.obj([link]));
      const answer = await inspectPdf(Buffer.from(await doc.save({ useObjectStreams })));
      expect(answer, JSON.stringify(answer)).toEqual({ verdict: "ok", text: "Outcome of the board meeting", pages: 1 });
    }
    expect(await inspectPdf(buildPdf({ packed: [1, 2, 3], predictor: true }))).toMatchObject({ verdict: "ok" });
  });

  it("says encrypted for a password-protected PDF, damaged for one cut short", async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.context.trailerInfo.Encrypt = doc.context.obj({ Filter: "Standard" });
    expect(await inspectPdf(Buffer.from(await doc.save({ useObjectStreams: false })))).toMatchObject({ verdict: "encrypted" });
    const whole = buildPdf();
    expect((await inspectPdf(whole.subarray(0, 200))).verdict).not.toBe("ok");
  });
});
