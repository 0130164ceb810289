// Starts the SMTP thread (smtp-worker.ts, where the reason for a thread is)
// and talks to it: the main thread only hands over built messages and reads
// back the outcome.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { FromWorker, SmtpFailure, SmtpMessage, ToWorker, WorkerSettings } from "./smtp-worker";

type ThreadedTransport = {
  send(message: SmtpMessage, signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
};

// From the sources the worker is the .ts file beside this one (Node strips its
// types); in the bundled server (build/api/main.mjs) it is the smtp-worker.mjs
// the build writes beside it.
const workerFile = [new URL("./smtp-worker.mjs", import.meta.url), new URL("./smtp-worker.ts", import.meta.url)]
  .map((u) => fileURLToPath(u))
  .find((p) => existsSync(p));

export function createThreadedTransport(options: Record<string, unknown>, deadlineMs: number): ThreadedTransport {
  let worker: Worker | undefined;
  let seq = 0;
  const pending = new Map<number, { resolve: () => void; reject: (e: SmtpFailure) => void }>();

  const start = () => {
    if (!workerFile) throw new Error("smtp-worker entry not found beside smtp-thread");
    const workerData: WorkerSettings = { options, deadlineMs };
    const w = new Worker(workerFile, { workerData });
    // An idle pool must not keep the process alive (the server's close ends it anyway).
    w.unref();
    w.on("message", (m: FromWorker) => {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.ok) p?.resolve();
      else p?.reject(m.error);
    });
    const lost = (message: string) => {
      if (worker === w) worker = undefined;
      for (const [id, p] of pending) {
        pending.delete(id);
        p.reject({ message, code: "ECONNECTION" });
      }
    };
    w.on("error", (e) => lost(`the SMTP thread failed: ${e.message}`));
    w.on("exit", () => lost("the SMTP thread stopped"));
    return w;
  };

  return {
    send(message, signal) {
      worker ??= start();
      const w = worker;
      const id = ++seq;
      return new Promise<void>((resolve, reject) => {
        const post = (m: ToWorker) => w.postMessage(m);
        const onAbort = () => post({ type: "abort", id });
        signal.addEventListener("abort", onAbort, { once: true });
        const done = () => signal.removeEventListener("abort", onAbort);
        pending.set(id, {
          resolve: () => (done(), resolve()),
          reject: (e) => (done(), reject(Object.assign(new Error(e.message), e))),
        });
        post({ type: "send", id, message });
      });
    },
    async close() {
      const w = worker;
      worker = undefined;
      if (!w) return;
      w.postMessage({ type: "close" } satisfies ToWorker);
      await Promise.race([new Promise((r) => w.once("exit", r)), new Promise((r) => setTimeout(r, 2000).unref())]);
      await w.terminate();
    },
  };
}
