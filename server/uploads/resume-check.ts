// What a resume really is, judged by its structure, not its first bytes
// (docs/decisions/030-hostile-input.md: a DOCX zip bomb, a DOCX with a macro, an OLE "setup.msi"
// and a PDF/HTML/ZIP polyglot were all stored). PDF, DOC and DOCX only; the
// file's name must say the same as its content.
import { fileTypeFromBuffer } from "file-type";
import { checkDoc } from "./doc-check";
import { checkDocx } from "./docx-check";
import { fileExtension, normaliseFileName } from "./file-name";
import { checkPdf } from "./pdf-check";

type ResumeKind = "pdf" | "doc" | "docx";

export const RESUME_MIME: Record<ResumeKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** Why a file was refused; resume-refusals.ts maps each to the visitor's message. */
export type ResumeRefusal =
  | "file-name" // nothing left of the name once cleaned
  | "not-a-resume" // not a PDF, Word document or legacy Word document
  | "extension-mismatch" // e.g. a DOCX named cv.pdf, or a PDF named cv.exe
  | "macro" // a macro project, ActiveX control or embedded object
  | "too-large-unpacked" // a zip bomb: too many parts or too large when unpacked
  | "damaged" // cannot be read as what it claims to be
  | "polyglot"; // also readable as a zip or an HTML page

type ResumeCheck = { ok: true; kind: ResumeKind; mime: string; fileName: string } | { ok: false; reason: ResumeRefusal };

const EXTENSIONS: Record<ResumeKind, string> = { pdf: "pdf", doc: "doc", docx: "docx" };

async function structure(bytes: Buffer): Promise<{ kind: ResumeKind } | { refusal: ResumeRefusal }> {
  const detected = await fileTypeFromBuffer(bytes);
  switch (detected?.ext) {
    case "pdf": {
      const verdict = checkPdf(bytes);
      return verdict === "ok" ? { kind: "pdf" } : { refusal: verdict };
    }
    case "cfb": {
      const verdict = await checkDoc(bytes);
      if (verdict === "ok") return { kind: "doc" };
      return { refusal: verdict === "not-word" ? "not-a-resume" : verdict };
    }
    case "docx": {
      const verdict = await checkDocx(bytes);
      if (verdict === "ok") return { kind: "docx" };
      return { refusal: verdict === "not-word" ? "not-a-resume" : verdict };
    }
    // Word's macro-enabled formats, told apart by their declared content type.
    case "docm":
    case "dotm":
      return { refusal: "macro" };
    default:
      return { refusal: "not-a-resume" };
  }
}

/**
 * Checks an uploaded resume's bytes and name. The file name returned is the
 * cleaned one, to store and show instead of the visitor's.
 */
export async function checkResume(bytes: Buffer, fileName: string): Promise<ResumeCheck> {
  const name = normaliseFileName(fileName);
  if (!name) return { ok: false, reason: "file-name" };
  const found = await structure(bytes);
  if ("refusal" in found) return { ok: false, reason: found.refusal };
  if (fileExtension(name) !== EXTENSIONS[found.kind]) return { ok: false, reason: "extension-mismatch" };
  return { ok: true, kind: found.kind, mime: RESUME_MIME[found.kind], fileName: name };
}
