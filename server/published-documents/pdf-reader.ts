// Child-process entry (pdf-inspection.ts starts it): reads a PDF from stdin,
// decides whether it holds active content with two real parsers' views (our
// object reader, pdf.js), extracts its text for search, and writes one JSON
// line to stdout. It runs in a process of its own, with a small heap, a
// memory watch and a time limit, because a small file can make a reader
// inflate hundreds of megabytes (the review's 262 KB PDF: 256 MB, 19.6 s,
// 745 MB resident, the server's event loop stalled): here that costs the child
// and the upload is refused; the server carries on.
import { extractText, getDocumentProxy } from "unpdf";
import { judgeObjects } from "./active-content";
import { readPdfObjects } from "./pdf-objects";
import { activeInPdfjs } from "./pdfjs-view";

export type ReaderAnswer =
  { verdict: "ok"; text: string; pages: number } | { verdict: "active-content" | "encrypted" | "damaged"; why: string };

/** A disclosure's text is rarely over a few hundred KB; more than this is not searched. */
const MAX_TEXT_CHARS = 2_000_000;

async function inspect(bytes: Buffer): Promise<ReaderAnswer> {
  const objects = judgeObjects(readPdfObjects(bytes));
  if (objects.verdict !== "ok") return objects;
  let pdf;
  try {
    // A copy: pdf.js takes ownership of (detaches) the buffer it is given.
    pdf = await getDocumentProxy(new Uint8Array(bytes));
  } catch (error) {
    const name = (error as Error).name;
    return name === "PasswordException"
      ? { verdict: "encrypted", why: "a password" }
      : { verdict: "damaged", why: "pdf.js cannot open it" };
  }
  let active: string | undefined;
  try {
    active = await activeInPdfjs(pdf);
  } catch {
    return { verdict: "damaged", why: "pdf.js cannot read its pages" };
  }
  if (active) return { verdict: "active-content", why: active };
  let text = "";
  try {
    text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ").trim().slice(0, MAX_TEXT_CHARS);
  } catch {
    // A scan or an odd font: published without search text, findable by name and title.
  }
  return { verdict: "ok", text, pages: pdf.numPages };
}

const chunks: Buffer[] = [];
process.stdin.on("data", (chunk: Buffer) => chunks.push(chunk));
process.stdin.on("end", () => {
  void inspect(Buffer.concat(chunks)).then((answer) => process.stdout.write(`${JSON.stringify(answer)}\n`));
});
