// What the Publish button says it will do, and the titles that would read
// twice in the library: free of React so each rule is tested alone.
import { formatDateTime } from "./format";

/** "3 files → Corporate Announcements / 2025-26, now" or "1 file → … , at 27 Nov 2026, 3:40 pm IST". */
export function publishSummary(files: number, folder: readonly string[], publishAtIso: string | undefined): string {
  const where = folder.length ? folder.join(" / ") : "no category chosen yet";
  const when = publishAtIso ? `at ${formatDateTime(publishAtIso)} IST` : "now";
  return `${files} ${files === 1 ? "file" : "files"} → ${where}, ${when}`;
}

type Titled = { title: string; folder: readonly string[]; withdrawnAt?: string | null };

const sameFolder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((n, i) => n === b[i]);
const normal = (t: string) => t.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-IN");

/** The folders (other than `folder`) where a document not withdrawn already has this title. */
export function sameTitleElsewhere(title: string, folder: readonly string[], documents: readonly Titled[]): string[] {
  const t = normal(title);
  if (!t) return [];
  return documents.filter((d) => !d.withdrawnAt && normal(d.title) === t && !sameFolder(d.folder, folder)).map((d) => d.folder.join(" / "));
}
