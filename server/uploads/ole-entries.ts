// The entries of an OLE compound file, read with SheetJS cfb in a worker
// thread with a small heap and a time limit. cfb follows sector chains
// without noticing a loop: one changed byte in a file's allocation table
// made it grow an array until V8 aborted the whole process (found by fuzzing
// before this was written). In a worker that file costs the worker, which
// runs out of its 64 MB and is dropped; the server carries on.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

export type OleEntry = { path: string; type: "storage" | "stream" | "root" | "other" };
export type OleRead = { ok: true; entries: OleEntry[] } | { ok: false };

const TIME_LIMIT_MS = 3000;
/** Checks at once, each with its own worker; more wait their turn. */
const MAX_CONCURRENT = 2;

const cfbPath = createRequire(import.meta.url).resolve("cfb");

// CommonJS, run with eval: no file to ship beside the bundled server.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const CFB = require(workerData.cfbPath);
const container = CFB.read(Buffer.from(workerData.bytes.buffer, workerData.bytes.byteOffset, workerData.bytes.byteLength), { type: "buffer" });
parentPort.postMessage(container.FullPaths.map((path, i) => ({ path, type: container.FileIndex[i] ? container.FileIndex[i].type : -1 })));
`;

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

function readInWorker(bytes: Buffer): Promise<OleRead> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { cfbPath, bytes },
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    let settled = false;
    const settle = (read: OleRead) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(read);
    };
    const timer = setTimeout(() => settle({ ok: false }), TIME_LIMIT_MS);
    worker.once("message", (list: { path: string; type: number }[]) => {
      // Paths below the root entry, whatever the root is called.
      const entries = list.map((e) => ({ path: e.path.slice(e.path.indexOf("/") + 1).replace(/\/$/, ""), type: TYPES[e.type] ?? "other" }));
      settle({ ok: true, entries });
    });
    // A file cfb cannot read, or one that exhausts the worker: not a document we take.
    worker.once("error", () => settle({ ok: false }));
    worker.once("exit", () => settle({ ok: false }));
  });
}

export function readOleEntries(bytes: Buffer): Promise<OleRead> {
  return turn(() => readInWorker(bytes));
}
