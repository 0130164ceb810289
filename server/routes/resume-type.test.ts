import { describe, expect, it } from "vitest";
import { makeZip, sampleDoc, sampleDocx, samplePdf } from "./form-test-app";
import { RESUME_MIME, detectResumeType } from "./resume-type";

describe("detectResumeType", () => {
  it("recognises PDF, DOC and DOCX by their bytes", () => {
    expect(detectResumeType(samplePdf())).toBe(RESUME_MIME.pdf);
    expect(detectResumeType(sampleDoc())).toBe(RESUME_MIME.doc);
    expect(detectResumeType(sampleDocx())).toBe(RESUME_MIME.docx);
  });

  it("refuses other files whatever they are called", () => {
    expect(detectResumeType(Buffer.from("hello, I am a text file"))).toBeUndefined();
    expect(detectResumeType(Buffer.from("<html><script>alert(1)</script>"))).toBeUndefined();
    expect(detectResumeType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeUndefined();
    expect(detectResumeType(Buffer.alloc(0))).toBeUndefined();
  });

  it("refuses a zip without word/document.xml (an XLSX, a plain archive)", () => {
    expect(detectResumeType(makeZip({ "xl/workbook.xml": "<workbook/>" }))).toBeUndefined();
    expect(detectResumeType(makeZip({ "notes.txt": "word/document.xml" }))).toBeUndefined();
  });

  it("refuses a truncated zip", () => {
    const zip = sampleDocx();
    expect(detectResumeType(zip.subarray(0, zip.length - 10))).toBeUndefined();
    expect(detectResumeType(zip.subarray(0, 40))).toBeUndefined();
  });
});
