import { describe, expect, it } from "vitest";
import { fileExtension, normaliseFileName } from "./file-name";

describe("resume file names", () => {
  it.each([
    ["Asha Iyer CV.pdf", "Asha Iyer CV.pdf"],
    ["../../etc/passwd.pdf", "passwd.pdf"],
    ["C:\\Users\\asha\\Desktop\\cv.docx", "cv.docx"],
    ["cv\u202Efdp.exe", "cvfdp.exe"],
    ["cv\u2066.pdf\u2069.exe", "cv.pdf.exe"],
    ["re\u200Bsu\u200Dme\uFEFF.pdf", "resume.pdf"],
    ["a\u061Cb\u200Ec\u200F.doc", "abc.doc"],
    ["tab\there\r\nand\u0000nul\u0085.pdf", "tabhereandnul.pdf"],
    ["  lots   of\u00a0\u3000 space  .pdf ", "lots of space .pdf"],
    ["..hidden.pdf", "hidden.pdf"],
    ["Re\u0301sume\u0301.pdf", "R\u00e9sum\u00e9.pdf"],
  ])("%j becomes %j", (raw, clean) => {
    expect(normaliseFileName(raw)).toBe(clean);
  });

  it.each([[""], ["   "], ["\u202E\u200B"], ["a/b/"], ["..."], ["C:\\"]])("%j is refused (nothing left)", (raw) => {
    expect(normaliseFileName(raw)).toBeUndefined();
  });

  it("caps the length at 100 characters and keeps the extension", () => {
    const name = normaliseFileName(`${"Curriculum vitae ".repeat(20)}final.docx`)!;
    expect(Array.from(name)).toHaveLength(100);
    expect(name.endsWith(".docx")).toBe(true);
    const emoji = normaliseFileName(`${"😀".repeat(150)}.pdf`)!;
    expect(Array.from(emoji)).toHaveLength(100);
    expect(emoji.endsWith("😀.pdf")).toBe(true);
  });

  it("reads the extension in lower case", () => {
    expect(fileExtension("CV.PDF")).toBe("pdf");
    expect(fileExtension("cv")).toBe("");
    expect(fileExtension(".pdf")).toBe("");
  });
});
