// The entries of an OLE compound file, read with SheetJS cfb in a child
// process with a small heap and a time limit (see ole-reader.ts for why a
// process and not a worker thread). cfb follows sector chains without
// noticing a loop: one changed byte in a file's allocation table made it grow
// an array until V8 aborted (found by fuzzing). In a child process that file
// costs the child; the server carries on.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runReader } from "./reader-process";

type OleEntry = { path: string; type: "storage" | "stream" | "root" | "other" };
type OleRead = { ok: true; entries: OleEntry[] } | { ok: false };

const TIME_LIMIT_MS = 3000;
const HEAP_MB = 64;
/** Checks at once, each with its own process; more wait their turn. */
const MAX_CONCURRENT = 2;

// From the sources the entry is the .ts file beside this one; in the bundled
// server (build/api/main.mjs) it is the ole-reader.mjs the build writes beside it.
const entry = [new URL("./ole-reader.mjs", import.meta.url), new URL("./ole-reader.ts", import.meta.url)]
  .map((u) => fileURLToPath(u))
  .find((p) => existsSync(p));

const TYPES: Record<number, OleEntry["type"]> = { 1: "storage", 2: "stream", 5: "root" };

let running = 0;
const waiting: (() => void)[] = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function readInProcess(bytes: Buffer): Promise<OleRead> {
  if (!entry) throw new Error("ole-reader entry not found beside ole-entries");
  return runReader<OleRead>(bytes, {
    heapMb: HEAP_MB,
    args: ["--stack-size=4000", entry],
    timeMs: TIME_LIMIT_MS,
    late: { ok: false },
    unstarted: { ok: false },
    // A file cfb cannot read, or one that exhausts the child: not a document we take.
    ended: (out, code) => {
      if (code !== 0) return { ok: false };
      try {
        const list = JSON.parse(out.toString("utf8")) as { path: string; type: number }[];
        // Paths below the root entry, whatever the root is called.
        const entries = list.map((e) => ({
          path: e.path.slice(e.path.indexOf("/") + 1).replace(/\/$/, ""),
          type: TYPES[e.type] ?? "other",
        }));
        return { ok: true, entries };
      } catch {
        return { ok: false };
      }
    },
  });
}

export function readOleEntries(bytes: Buffer): Promise<OleRead> {
  return turn(() => readInProcess(bytes));
}
