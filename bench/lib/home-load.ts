// Starts the home page's load in a thread of its own (home-load-worker.ts says why) and collects its answers.
import { Worker } from "node:worker_threads";

/** One answer: when it was asked (ms on the caller's performance.now()), how long it took, which origin answered (its index). */
type HomeAnswer = { at: number; ms: number; server: number };

/** The home page asked `rate` times a second, in turn of each origin (as visitors arrive, whether or not earlier answers are back), until `stop()`, which gives every answer. */
export function homeLoad(origins: readonly string[], rate: number): { stop(): Promise<HomeAnswer[]> } {
  const worker = new Worker(new URL("./home-load-worker.ts", import.meta.url), { workerData: { origins, rate } });
  return {
    async stop() {
      const answered = new Promise<HomeAnswer[]>((resolve) => worker.once("message", resolve));
      worker.postMessage("stop");
      const times = await answered;
      await worker.terminate();
      return times.map((t) => ({ ...t, at: t.at - performance.timeOrigin }));
    },
  };
}
