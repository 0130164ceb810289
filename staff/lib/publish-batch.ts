// Publishing several PDFs in one go, one request per file (the server's
// endpoint takes one document, so each is checked and audited on its own):
// the files go one after another, a refusal is that file's result and the
// next one still goes, and Cancel stops the file on its way and every one
// after it. Free of React so the order and the outcomes can be tested alone.
import { messageOf, type AnswerOf } from "./api";
import type { Upload } from "./upload";

/** A file the secretary chose, with the fields that are its own. */
export type BatchRow = { key: string; file: File; title: string; disclosureDate: string };

export type BatchResult =
  | { key: string; fileName: string; title: string; outcome: "published"; publishAt: string }
  | { key: string; fileName: string; title: string; outcome: "refused"; message: string }
  | { key: string; fileName: string; title: string; outcome: "cancelled" };

export type BatchProgress = { index: number; total: number; fileName: string; sent: number };

/** Starts one file's upload; `onProgress` gets the fraction of its body sent. */
type StartUpload = (row: BatchRow, onProgress: (sent: number) => void) => Upload<Published>;
type Published = Pick<AnswerOf<"POST /documents">, "publishAt">;

const MAX_TITLE = 200;

/** A first title from the file name: "Board_Outcome-Nov.pdf" reads "Board Outcome Nov"; "2025-26" keeps its hyphen. */
export function titleFromFileName(name: string): string {
  return name
    .replace(/\.pdf$/i, "")
    .replace(/_+/g, " ")
    .replace(/(\p{L})-(?=\p{L})/gu, "$1 ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_TITLE);
}

/** The chosen files as rows; a file already in the list (same name and size) is not added twice. */
export function addFiles(rows: readonly BatchRow[], files: readonly File[], nextKey: () => string): BatchRow[] {
  const seen = new Set(rows.map((r) => `${r.file.name}\n${r.file.size}`));
  const added: BatchRow[] = [];
  for (const file of files) {
    const id = `${file.name}\n${file.size}`;
    if (seen.has(id)) continue;
    seen.add(id);
    added.push({ key: nextKey(), file, title: titleFromFileName(file.name), disclosureDate: "" });
  }
  return [...rows, ...added];
}

export type Batch = { done: Promise<BatchResult[]>; cancel: () => void };

/** Uploads the rows in order; the promise never rejects: every row ends with its own result. */
export function runBatch(rows: readonly BatchRow[], start: StartUpload, onProgress: (p: BatchProgress) => void): Batch {
  let cancelled = false;
  let current: Upload<Published> | undefined;
  const done = (async () => {
    const results: BatchResult[] = [];
    for (const [index, row] of rows.entries()) {
      const base = { key: row.key, fileName: row.file.name, title: row.title };
      if (cancelled) {
        results.push({ ...base, outcome: "cancelled" });
        continue;
      }
      const report = (sent: number) => onProgress({ index, total: rows.length, fileName: row.file.name, sent });
      report(0);
      current = start(row, report);
      try {
        const answer = await current.done;
        results.push({ ...base, outcome: "published", publishAt: answer.publishAt });
      } catch (error) {
        // An aborted request rejects too; after Cancel it is this file's cancellation, not a refusal.
        results.push(cancelled ? { ...base, outcome: "cancelled" } : { ...base, outcome: "refused", message: messageOf(error) });
      } finally {
        current = undefined;
      }
    }
    return results;
  })();
  return {
    done,
    cancel: () => {
      cancelled = true;
      current?.abort();
    },
  };
}
