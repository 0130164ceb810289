// The entries of an OLE compound file, read with SheetJS cfb in a child
// process with a small heap and a time limit (see ole-reader.ts for why a
// process and not a worker thread). cfb follows sector chains without
// noticing a loop: one changed byte in a file's allocation table made it grow
// an array until V8 aborted (found by fuzzing). In a child process that file
// costs the child; the server carries on.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

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
  return new Promise((resolve) => {
    if (!entry) throw new Error("ole-reader entry not found beside ole-entries");
    const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, "--stack-size=4000", entry], {
      stdio: ["pipe", "pipe", "ignore"],
      // The server's own NODE_OPTIONS (a larger heap, an inspector) are not the reader's.
      env: { PATH: process.env.PATH ?? "" },
    });
    const out: Buffer[] = [];
    let settled = false;
    const settle = (read: OleRead) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill("SIGKILL");
      resolve(read);
    };
    const timer = setTimeout(() => settle({ ok: false }), TIME_LIMIT_MS);
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.once("error", () => settle({ ok: false }));
    // A file cfb cannot read, or one that exhausts the child: not a document we take.
    child.once("close", (code) => {
      if (code !== 0) return settle({ ok: false });
      try {
        const list = JSON.parse(Buffer.concat(out).toString("utf8")) as { path: string; type: number }[];
        // Paths below the root entry, whatever the root is called.
        const entries = list.map((e) => ({
          path: e.path.slice(e.path.indexOf("/") + 1).replace(/\/$/, ""),
          type: TYPES[e.type] ?? "other",
        }));
        settle({ ok: true, entries });
      } catch {
        settle({ ok: false });
      }
    });
    // The child may die before reading all of stdin; that is its close's business.
    child.stdin.on("error", () => {});
    child.stdin.end(bytes);
  });
}

export function readOleEntries(bytes: Buffer): Promise<OleRead> {
  return turn(() => readInProcess(bytes));
}
