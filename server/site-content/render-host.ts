// The thread that starts the render worker (renderer.ts says why a child
// process): one child per render or image conversion, its one answer passed
// back to the server's main thread. Starting a process from the server's
// main thread stopped it for 2 to 20 ms a publication (the kernel copies the
// page tables of a process of a few hundred megabytes, and libuv waits until
// the child has started its program), while it had visitors' pages to answer;
// from here, only this thread waits. Imports Node's modules only, so that Node
// runs it from the sources as from the build (render-host.mjs).
import { type Serializable, fork, spawnSync } from "node:child_process";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";

/** What the main thread sends: the worker's entry and arguments, the request, how long it may take. */
export type HostRequest = { id: number; entry: string; execArgv: string[]; request: Serializable; timeLimitMs: number };
/** Its answer: the worker's own answer, or why there is none (the shape of a failed render). */
export type HostAnswer = { id: number; result: unknown };

/** The render's niceness (0 is the server's, 19 the lowest priority), where SCHED_IDLE is refused. */
const RENDER_NICE = 19;

/**
 * `chrt --idle 0` where it works (decided once): the worker runs under SCHED_IDLE, all its threads from the start
 * (V8's, the compressing one). Nice 19 alone still lets it keep a core for a few milliseconds after a server process
 * wakes to answer a page (the scheduler runs it to the end of its slice); a SCHED_IDLE task gives the core up at once.
 * Measured in `npm run bench:content` (docs/decisions/130-live-site-content.md), as was keeping it to one core with
 * taskset, which changed nothing there but the render's own time, and was left out.
 */
let idle: boolean | undefined;
const idleScheduling = () => (idle ??= spawnSync("chrt", ["--idle", "0", "true"], { stdio: "ignore" }).status === 0);

const failed = (message: string) => ({ ok: false as const, problems: [{ message }] });

function runChild({ entry, execArgv, request, timeLimitMs }: HostRequest): Promise<unknown> {
  const chrt = idleScheduling();
  return new Promise((resolve) => {
    const child = fork(entry, [], {
      ...(chrt ? { execPath: "chrt" } : {}),
      execArgv: [...(chrt ? ["--idle", "0", process.execPath] : []), ...execArgv],
      // The server's own NODE_OPTIONS (an inspector, a heap size) are not the renderer's; React renders as in the build.
      // One thread compresses: with the render itself, the child keeps to two cores' worth.
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", UV_THREADPOOL_SIZE: "1" },
      serialization: "advanced",
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    // Visitors first: where SCHED_IDLE is refused, the render's priority is all there is.
    if (child.pid && !chrt) {
      try {
        setPriority(child.pid, RENDER_NICE);
      } catch {
        // Not allowed here (some containers): it renders at the server's priority.
      }
    }
    let stderr = "";
    child.stderr?.on("data", (c: Buffer) => {
      if (stderr.length < 4000) stderr += c.toString();
    });
    let settled = false;
    const settle = (result: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill("SIGKILL");
      resolve(result);
    };
    const timer = setTimeout(
      () => settle(failed(`Rendering the site took longer than ${timeLimitMs / 1000} s and was stopped.`)),
      timeLimitMs,
    );
    child.once("message", (m) => settle(m));
    child.once("error", (e) => settle(failed(`The renderer could not start: ${e.message}`)));
    child.once("exit", (code, signal) =>
      settle(
        failed(
          `The renderer stopped (${signal ?? `exit ${code}`}) before it answered.${stderr ? ` ${stderr.trim().split("\n").at(-1)}` : ""}`,
        ),
      ),
    );
    child.send(request);
  });
}

parentPort?.on("message", (m: HostRequest) => {
  void runChild(m).then((result) => parentPort!.postMessage({ id: m.id, result } satisfies HostAnswer));
});
