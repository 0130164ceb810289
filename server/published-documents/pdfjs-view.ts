// The same question put to pdf.js (the viewer Firefox and our search use,
// through unpdf): what its document, pages, annotations and form fields say
// they would run or open (docs/decisions/105-pdf-active-content.md). pdf.js
// reports JavaScript wherever it is (the names tree, the catalog's
// OpenAction and AA, pages, annotations, fields), attachments and XFA; it
// drops a Launch action the document opens with (pdf-objects.ts sees that),
// and shows a link that launches a file as one whose target is no web address.
import type { getDocumentProxy } from "unpdf";

type Document = Awaited<ReturnType<typeof getDocumentProxy>>;
type Annotation = { subtype?: string; url?: string; unsafeUrl?: string; actions?: object; attachment?: object };

const RISKY_ANNOTATIONS = new Set(["FileAttachment", "RichMedia", "Screen", "Movie", "Sound", "3D"]);
const hasEntries = (v: unknown) => v !== null && v !== undefined && (v instanceof Map ? v.size > 0 : Object.keys(v).length > 0);

/** What pdf.js says the document would run or open, or undefined. */
export async function activeInPdfjs(pdf: Document): Promise<string | undefined> {
  if (hasEntries(await pdf.getJSActions())) return "JavaScript (pdf.js: the document's actions)";
  if (hasEntries(await pdf.getAttachments())) return "attached files (pdf.js)";
  const info = (await pdf.getMetadata()).info as Record<string, unknown>;
  if (info.IsXFAPresent === true) return "an XFA form (pdf.js)";
  if (info.IsCollectionPresent === true) return "a portfolio of files (pdf.js)";
  const fields = await pdf.getFieldObjects();
  if (fields && Object.values(fields).some((list) => list.some((f) => hasEntries((f as { actions?: object }).actions))))
    return "JavaScript in a form field (pdf.js)";
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    if (hasEntries(await page.getJSActions())) return `JavaScript on page ${n} (pdf.js)`;
    for (const a of (await page.getAnnotations()) as Annotation[]) {
      if (hasEntries(a.actions)) return `JavaScript in an annotation on page ${n} (pdf.js)`;
      if (a.attachment || (a.subtype && RISKY_ANNOTATIONS.has(a.subtype)))
        return `a ${a.subtype ?? "file"} annotation on page ${n} (pdf.js)`;
      // A link whose target is no web address: a file to launch or open.
      if (a.unsafeUrl && !a.url && !/^(?:https?|mailto|tel):/i.test(a.unsafeUrl)) return `a link that opens a file on page ${n} (pdf.js)`;
    }
    page.cleanup();
  }
  return undefined;
}
