// A Word 97-2003 document: an OLE compound file that holds a WordDocument
// stream and no macro project or embedded objects. Other OLE files (an
// installer's .msi, Excel, Outlook messages) have no WordDocument stream.
import { readOleEntries } from "./ole-entries";

type DocVerdict = "ok" | "damaged" | "not-word" | "macro";

// Macros live in a Macros (or _VBA_PROJECT_CUR) storage holding a VBA
// project; embedded OLE objects (the old Equation Editor exploits) in ObjectPool.
const ACTIVE_CONTENT = /(?:^|\/)(?:macros|_vba_project(?:_cur)?|vba|objectpool)(?:\/|$)/i;

export async function checkDoc(bytes: Buffer): Promise<DocVerdict> {
  const read = await readOleEntries(bytes);
  if (!read.ok) return "damaged";
  if (read.entries.some((e) => ACTIVE_CONTENT.test(e.path))) return "macro";
  if (!read.entries.some((e) => e.path === "WordDocument" && e.type === "stream")) return "not-word";
  return "ok";
}
