// The thread that starts the render worker (renderer.ts says why a child
// process) and passes its answers back to the server's main thread. The
// worker is kept after a successful answer for the next request
// (KEEP_WARM_MS), and replaced after a failure. Starting a process from the
// server's main thread stopped it for 2 to 20 ms a publication (the kernel copies the
// page tables of a process of a few hundred megabytes, and libuv waits until
// the child has started its program), while it had visitors' pages to answer;
// from here, only this thread waits. Imports Node's modules only (and a type), so that Node
// runs it from the sources as from the build (render-host.mjs).
import { type Serializable, fork, spawnSync } from "node:child_process";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import type { FreshWorkerNeeded } from "#shared/site-content";

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

/**
 * How long a render worker is kept after its last answer: the next render in that time (an editor's preview, the
 * publication after it, a colleague's approval) finds the site loaded and renders in a fraction of the time and CPU
 * (docs/decisions/130-live-site-content.md). Then it exits, and its memory with it.
 */
const KEEP_WARM_MS = 10 * 60_000;

const failed = (message: string) => ({ ok: false as const, problems: [{ message }] });

type Child = ReturnType<typeof fork> & { stderrTail: string };

/** The render worker kept from the last answer, and the timer that ends it. */
let warm: { child: Child; entry: string; timer: ReturnType<typeof setTimeout> } | undefined;

function startChild(entry: string, execArgv: string[]): Child {
  const chrt = idleScheduling();
  const child = fork(entry, [], {
    ...(chrt ? { execPath: "chrt" } : {}),
    execArgv: [...(chrt ? ["--idle", "0", process.execPath] : []), ...execArgv],
    // The server's own NODE_OPTIONS (an inspector, a heap size) are not the renderer's; React renders as in the build.
    // One thread compresses: with the render itself, the child keeps to two cores' worth.
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", UV_THREADPOOL_SIZE: "1" },
    serialization: "advanced",
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  }) as Child;
  // Visitors first: where SCHED_IDLE is refused, the render's priority is all there is.
  if (child.pid && !chrt) {
    try {
      setPriority(child.pid, RENDER_NICE);
    } catch {
      // Not allowed here (some containers): it renders at the server's priority.
    }
  }
  child.stderrTail = "";
  child.stderr?.on("data", (c: Buffer) => {
    child.stderrTail = (child.stderrTail + c.toString()).slice(-4000);
  });
  child.once("exit", () => {
    if (warm?.child === child) {
      clearTimeout(warm.timer);
      warm = undefined;
    }
  });
  return child;
}

/** The warm worker if it runs this entry and can take a request, else a new one. */
function takeChild({ entry, execArgv }: HostRequest): Child {
  const kept = warm;
  warm = undefined;
  if (kept) clearTimeout(kept.timer);
  if (kept?.entry === entry && kept.child.connected) return kept.child;
  kept?.child.kill("SIGKILL");
  return startChild(entry, execArgv);
}

function keep(child: Child, entry: string) {
  warm = { child, entry, timer: setTimeout(() => child.kill("SIGKILL"), KEEP_WARM_MS) };
  warm.timer.unref();
}

function runChild(req: HostRequest, child = takeChild(req)): Promise<unknown> {
  // What a warm worker wrote for an earlier request is not this one's reason to fail.
  child.stderrTail = "";
  return new Promise((resolve) => {
    let settled = false;
    /** Answers with `result`; the worker is kept for the next request only after a success (a failure may leave anything behind). */
    const settle = (result: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.off("message", onMessage);
      child.off("error", onError);
      child.off("exit", onExit);
      const freshNeeded = (result as FreshWorkerNeeded).freshWorker === true;
      if ((result as { ok?: boolean }).ok === true && child.connected) keep(child, req.entry);
      else child.kill("SIGKILL");
      // The warm worker cannot render this one with the site it loaded: the same request to a fresh one.
      resolve(freshNeeded ? runChild(req, startChild(req.entry, req.execArgv)) : result);
    };
    const timer = setTimeout(
      () => settle(failed(`Rendering the site took longer than ${req.timeLimitMs / 1000} s and was stopped.`)),
      req.timeLimitMs,
    );
    const onMessage = (m: unknown) => settle(m);
    const onError = (e: Error) => settle(failed(`The renderer could not start: ${e.message}`));
    const onExit = (code: number | null, signal: string | null) => {
      const tail = child.stderrTail.trim().split("\n").at(-1);
      settle(failed(`The renderer stopped (${signal ?? `exit ${code}`}) before it answered.${tail ? ` ${tail}` : ""}`));
    };
    child.on("message", onMessage);
    child.once("error", onError);
    child.once("exit", onExit);
    child.send(req.request);
  });
}

parentPort?.on("message", (m: HostRequest) => {
  void runChild(m).then((result) => parentPort!.postMessage({ id: m.id, result } satisfies HostAnswer));
});
