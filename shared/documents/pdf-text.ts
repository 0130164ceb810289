// A published PDF's text, extracted once when it is uploaded (never at query
// time) for search inside documents. A scan has no text layer: "" then, and
// the document is still published (it is findable by its name and title).
import { extractText } from "unpdf";

/** A disclosure's text is rarely over a few hundred KB; more than this is not searched. */
const MAX_TEXT_CHARS = 2_000_000;

export async function extractPdfText(bytes: Buffer): Promise<string> {
  try {
    // A copy: pdf.js takes ownership of (detaches) the buffer it is given.
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    return text.replace(/\s+/g, " ").trim().slice(0, MAX_TEXT_CHARS);
  } catch {
    return "";
  }
}
