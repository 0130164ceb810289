import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { type BatchProgress, type BatchRow, addFiles, runBatch, titleFromFileName } from "./publish-batch";
import { UPLOAD_CANCELLED, type Upload } from "./upload";

const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: "application/pdf" });
let n = 0;
const key = () => `k${++n}`;

/** An upload the test answers by hand, as the server would: accept, refuse, or stay on its way until aborted. */
function manual() {
  const started: { row: BatchRow; resolve: (v: { publishAt: string }) => void; reject: (e: unknown) => void; aborted: boolean }[] = [];
  const start = (row: BatchRow, onProgress: (sent: number) => void): Upload<{ publishAt: string }> => {
    let entry!: (typeof started)[number];
    const done = new Promise<{ publishAt: string }>((resolve, reject) => {
      entry = { row, resolve, reject, aborted: false };
    });
    started.push(entry);
    onProgress(0.5);
    return {
      done,
      abort: () => {
        entry.aborted = true;
        entry.reject(new ApiError(0, UPLOAD_CANCELLED));
      },
    };
  };
  return { started, start };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("a title from the file name", () => {
  it("reads words, keeps a year range's hyphen and drops .pdf", () => {
    expect(titleFromFileName("board-meeting-outcome.pdf")).toBe("board meeting outcome");
    expect(titleFromFileName("Results-Q2-2025-26.pdf")).toBe("Results Q2-2025-26");
    expect(titleFromFileName("Annual Report 2025-26.PDF")).toBe("Annual Report 2025-26");
    expect(titleFromFileName(`${"a".repeat(300)}.pdf`)).toHaveLength(200);
  });
  it("keeps the separators that carry meaning beside word gaps", () => {
    expect(titleFromFileName("Non-Convertible_Debentures_Q2-FY26.pdf")).toBe("Non-Convertible Debentures Q2-FY26");
    expect(titleFromFileName("Outcome_of_Board_Meeting_14.11.2025.pdf")).toBe("Outcome of Board Meeting 14.11.2025");
    expect(titleFromFileName("Notice - AGM (e-voting) & Book Closure.pdf")).toBe("Notice - AGM (e-voting) & Book Closure");
  });
});

describe("choosing files", () => {
  it("adds one row per new file, and a file chosen twice only once", () => {
    const rows = addFiles([], [pdf("a.pdf"), pdf("b.pdf")], key, "2026-11-27");
    expect(rows.map((r) => [r.file.name, r.title, r.disclosureDate])).toEqual([
      ["a.pdf", "a", "2026-11-27"],
      ["b.pdf", "b", "2026-11-27"],
    ]);
    const more = addFiles(rows, [pdf("b.pdf"), pdf("b.pdf", 11), pdf("c.pdf")], key, "2026-11-27");
    expect(more.map((r) => r.file.name)).toEqual(["a.pdf", "b.pdf", "b.pdf", "c.pdf"]);
    expect(new Set(more.map((r) => r.key)).size).toBe(4);
  });
});

describe("publishing the rows", () => {
  const rows = () => addFiles([], [pdf("one.pdf"), pdf("two.pdf"), pdf("three.pdf")], key, "2026-11-27");

  it("sends one file at a time, and a refused file does not stop the next", async () => {
    const m = manual();
    const progress: BatchProgress[] = [];
    const batch = runBatch(rows(), m.start, (p) => progress.push(p));
    await tick();
    expect(m.started.map((s) => s.row.file.name)).toEqual(["one.pdf"]);
    m.started[0]!.resolve({ publishAt: "2026-11-25T10:00:00.000Z" });
    await tick();
    expect(m.started).toHaveLength(2);
    m.started[1]!.reject(new ApiError(409, "A document with this name is already in that folder."));
    await tick();
    m.started[2]!.resolve({ publishAt: "2026-11-25T10:00:01.000Z" });
    const results = await batch.done;
    expect(results.map((r) => [r.fileName, r.outcome])).toEqual([
      ["one.pdf", "published"],
      ["two.pdf", "refused"],
      ["three.pdf", "published"],
    ]);
    expect(results[1]).toMatchObject({ message: "A document with this name is already in that folder." });
    expect(progress).toContainEqual({ index: 1, total: 3, fileName: "two.pdf", sent: 0.5 });
  });

  it("Cancel stops the file on its way and every one after it, and keeps what was published", async () => {
    const m = manual();
    const batch = runBatch(rows(), m.start, () => undefined);
    await tick();
    m.started[0]!.resolve({ publishAt: "2026-11-25T10:00:00.000Z" });
    await tick();
    batch.cancel();
    const results = await batch.done;
    expect(m.started[1]!.aborted).toBe(true);
    expect(m.started).toHaveLength(2);
    expect(results.map((r) => r.outcome)).toEqual(["published", "cancelled", "cancelled"]);
  });
});
