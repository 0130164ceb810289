// Readers of uploaded files run as child processes of their own (ole-entries.ts here, and
// published-documents/pdf-inspection.ts): Node with a small heap and none of the server's environment, the file on
// its stdin, its answer on its stdout, and a time limit. A file that exhausts or loops the reader costs the child;
// the server carries on.
import { type ChildProcess, spawn } from "node:child_process";

type Reader<T> = {
  heapMb: number;
  /** Node's arguments after the heap limit: the reader's entry, and any flags before it. */
  args: readonly string[];
  timeMs: number;
  /** The answer when the time is up. */
  late: T;
  /** The answer when the reader could not start. */
  unstarted: T;
  /** The answer from what the reader wrote, once it has ended (its exit code, or the signal that ended it). */
  ended: (out: Buffer, code: number | null, signal: NodeJS.Signals | null) => T;
  /** Once the child runs, what else its caller does with it (pdf-inspection.ts lowers its priority and watches its memory, which may answer early); returns what stops that. */
  watch?: (child: ChildProcess, answer: (value: T) => void) => () => void;
};

/** Runs a reader on `bytes`: its answer, given once; the child is killed then, whatever it is doing. */
export function runReader<T>(bytes: Buffer, reader: Reader<T>): Promise<T> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${reader.heapMb}`, ...reader.args], {
      stdio: ["pipe", "pipe", "ignore"],
      // The server's own NODE_OPTIONS (a larger heap, an inspector) are not the reader's.
      env: { PATH: process.env.PATH ?? "" },
    });
    const out: Buffer[] = [];
    let settled = false;
    let stopWatch = () => {};
    const settle = (answer: T) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stopWatch();
      child.kill("SIGKILL");
      resolve(answer);
    };
    const timer = setTimeout(() => settle(reader.late), reader.timeMs);
    if (reader.watch) stopWatch = reader.watch(child, settle);
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.once("error", () => settle(reader.unstarted));
    child.once("close", (code, signal) => settle(reader.ended(Buffer.concat(out), code, signal)));
    // The child may die before reading all of stdin; that is its close's business.
    child.stdin.on("error", () => {});
    child.stdin.end(bytes);
  });
}
