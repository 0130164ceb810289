// What makes a PDF act rather than be read (docs/decisions/105-pdf-active-content.md),
// judged on its dictionaries (pdf-objects.ts), every one of them, reachable
// or not: JavaScript (an action, the names tree, a rendition's script),
// launching a program, importing or submitting data, embedded or attached
// files and the actions that open them, XFA forms, rich media, movies and
// sounds. A URI link is fine: the browser opens it like any link.
import { type PdfDict, type ReadObjects, nameOf } from "./pdf-objects";

const ACTIONS = new Set([
  "JavaScript",
  "Launch",
  "GoToR",
  "ImportData",
  "SubmitForm",
  "GoToE",
  "RichMediaExecute",
  "Rendition",
  "Movie",
  "Sound",
]);
const KEYS = new Set(["JS", "JavaScript", "EmbeddedFiles", "EF", "XFA", "RichMediaContent"]);
const TYPES = new Set(["EmbeddedFile", "JavaScript"]);
const SUBTYPES = new Set(["FileAttachment", "RichMedia", "Screen", "Movie", "Sound", "3D"]);

/** What one dictionary does, or undefined when it only describes. */
function activeIn(d: PdfDict): string | undefined {
  const action = nameOf(d.dict.get("S"));
  if (action && ACTIONS.has(action)) return `a ${action} action`;
  for (const key of d.dict.keys()) if (KEYS.has(key)) return `a /${key} entry`;
  const type = nameOf(d.dict.get("Type"));
  if (type && TYPES.has(type)) return `a /${type} object`;
  const subtype = nameOf(d.dict.get("Subtype"));
  if (subtype && SUBTYPES.has(subtype)) return `a ${subtype} annotation`;
  if (d.dict.has("Encrypt")) return "encryption";
  return undefined;
}

type ObjectsVerdict = { verdict: "ok" } | { verdict: "active-content" | "encrypted" | "damaged"; why: string };

export function judgeObjects(read: ReadObjects): ObjectsVerdict {
  if (read.problem === "unreadable-object-stream") return { verdict: "active-content", why: "an object stream that cannot be read" };
  if (read.problem === "too-large") return { verdict: "damaged", why: "object streams that inflate too far" };
  for (const d of read.dicts) {
    const why = activeIn(d);
    if (why === "encryption") return { verdict: "encrypted", why };
    if (why) return { verdict: "active-content", why };
  }
  return { verdict: "ok" };
}
