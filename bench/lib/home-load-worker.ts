// bench:content's load on the home page, in a thread of its own: the bench's main thread also publishes and polls
// process B for each publication (reading a whole page every 25 ms), and a request timed on that same event loop
// would count the bench's own work as the servers' latency, in the publishing phase only.
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

const { origins, rate } = workerData as { origins: string[]; rate: number };
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
/** Each answer: when it was asked (ms since the epoch, so the main thread can place it), how long it took, which process answered (0: A). */
const times: { at: number; ms: number; server: number }[] = [];
const pending = new Set<Promise<void>>();
let sent = 0;
const started = performance.now();
const timer = setInterval(() => {
  const due = Math.floor(((performance.now() - started) / 1000) * rate);
  for (; sent < due; sent++) {
    const t0 = performance.now();
    const server = sent % 2;
    const done = new Promise<void>((resolve) =>
      http
        .get(`${origins[server]!}/`, { agent, headers: { "accept-encoding": "br" } }, (res) =>
          res.resume().on("end", () => {
            times.push({ at: performance.timeOrigin + t0, ms: performance.now() - t0, server });
            resolve();
          }),
        )
        .on("error", () => resolve()),
    );
    pending.add(done);
    void done.then(() => pending.delete(done));
  }
}, 2);

parentPort!.once("message", async () => {
  clearInterval(timer);
  await Promise.all(pending);
  agent.destroy();
  parentPort!.postMessage(times);
});
