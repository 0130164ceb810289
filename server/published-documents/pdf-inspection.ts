// Reads an uploaded disclosure away from the server's event loop
// (docs/decisions/105-pdf-active-content.md): pdf-reader.ts in a child
// process with a small heap, its resident memory watched, and a time limit.
// A PDF that needs more is refused; the server never holds the inflated bytes,
// and a decompression bomb costs only the child it kills. One at a time:
// uploads are a secretary's, rare, and each may use a few hundred megabytes.
import { existsSync, readFileSync } from "node:fs";
import { setPriority } from "node:os";
import { fileURLToPath } from "node:url";
import { runReader } from "../uploads/reader-process";
import type { ReaderAnswer } from "./pdf-reader";

type Inspection = ReaderAnswer | { verdict: "too-costly"; why: "memory" | "time" };

/** Resident memory the reader may use: a 400-page, 42 MB report needed about 300 MB. */
const READER_MEMORY_MB = 448;
/** Time the reader may take: that report took 13 s on a loaded 2-core machine. */
const READER_TIME_MS = 45_000;
const HEAP_MB = 256;
const WATCH_EVERY_MS = 50;

// From the sources the entry is the .ts file beside this one (run through tsx: it imports its neighbours);
// in the bundled server (build/api/main.mjs) it is the pdf-reader.mjs the build writes beside it.
const built = fileURLToPath(new URL("./pdf-reader.mjs", import.meta.url));
const source = fileURLToPath(new URL("./pdf-reader.ts", import.meta.url));
const command = existsSync(built) ? [built] : ["--import", import.meta.resolve("tsx"), source];

/** The child's resident set in MB, from Linux's /proc (0 where there is none to read). */
function residentMb(pid: number): number {
  try {
    const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

let queue: Promise<unknown> = Promise.resolve();

function run(bytes: Buffer, limits: { memoryMb: number; timeMs: number }): Promise<Inspection> {
  return runReader<Inspection>(bytes, {
    heapMb: HEAP_MB,
    args: command,
    timeMs: limits.timeMs,
    late: { verdict: "too-costly", why: "time" },
    unstarted: { verdict: "damaged", why: "the reader could not start" },
    ended: (out, code, signal) => {
      try {
        return JSON.parse(out.toString("utf8")) as ReaderAnswer;
      } catch {
        // V8 aborts a process past its heap limit; any other end without an answer is a file the reader choked on.
        return signal === "SIGABRT" || code === 134 ? { verdict: "too-costly", why: "memory" } : { verdict: "damaged", why: "no answer" };
      }
    },
    watch: (child, answer) => {
      // The reader yields the CPU to the server: a bomb it inflates must not slow the answers the server gives meanwhile.
      try {
        if (child.pid) setPriority(child.pid, 19);
      } catch {
        // Not allowed here (some containers): the reader runs at the server's priority.
      }
      const watch = setInterval(() => {
        if (child.pid && residentMb(child.pid) > limits.memoryMb) answer({ verdict: "too-costly", why: "memory" });
      }, WATCH_EVERY_MS);
      return () => clearInterval(watch);
    },
  });
}

/** The reader's answer for a PDF, one PDF at a time across this process. */
export function inspectPdf(bytes: Buffer, limits = { memoryMb: READER_MEMORY_MB, timeMs: READER_TIME_MS }): Promise<Inspection> {
  const turn = queue.then(() => run(bytes, limits));
  queue = turn.catch(() => undefined);
  return turn;
}
