// Starts the render worker (scripts/site-content/render-worker.ts) for one
// render and waits for its one answer (docs/decisions/130-live-site-content.md).
// A child process, not a thread: React and the site's route modules never
// load into the server, and a render that crashes, loops or exhausts its heap
// costs the child alone. One render at a time per process: each takes both
// cores for a second or two, and publications are rare.
import { fork, spawnSync } from "node:child_process";
import { setPriority } from "node:os";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ImageRequest, ImageResult, RenderRequest, RenderResult } from "#shared/site-content";

// In the bundled server (build/api/main.mjs) the worker is the render-worker.mjs the build writes beside it;
// from the sources it is the TypeScript file, run through tsx.
const bundled = fileURLToPath(new URL("./render-worker.mjs", import.meta.url));
const source = fileURLToPath(new URL("../../scripts/site-content/render-worker.ts", import.meta.url));

const TIME_LIMIT_MS = 120_000;
const HEAP_MB = 1024;
/** The render's niceness (0 is the server's, 19 the lowest priority). */
const RENDER_NICE = 19;

export type Renderer = (request: Omit<RenderRequest, "buildDir">) => Promise<RenderResult>;
/** The build's image pipeline on an upload, in the same kind of child process. */
export type ImageConverter = (request: Omit<ImageRequest, "kind">) => Promise<ImageResult>;

/**
 * `chrt --idle 0` where it works: the worker runs under SCHED_IDLE, all its threads from the start (V8's, the
 * compressing one). Nice 19 alone still lets it keep a core for a few milliseconds after a server process wakes to
 * answer a page (the scheduler runs it to the end of its slice); a SCHED_IDLE task gives the core up at once.
 * Measured in `npm run bench:content`.
 */
let idleWrapper: string | null | undefined;
function idleScheduling(): string | null {
  if (idleWrapper === undefined) {
    const tried = spawnSync("chrt", ["--idle", "0", "true"], { stdio: "ignore" });
    idleWrapper = tried.status === 0 ? "chrt" : null;
  }
  return idleWrapper;
}

const failed = (message: string) => ({ ok: false as const, problems: [{ message }] });

function renderOnce<T>(request: RenderRequest | ImageRequest, timeLimitMs: number): Promise<T | ReturnType<typeof failed>> {
  const entry = existsSync(bundled) ? bundled : source;
  return new Promise((resolve) => {
    const chrt = idleScheduling();
    const child = fork(entry, [], {
      ...(chrt ? { execPath: chrt } : {}),
      execArgv: [
        ...(chrt ? ["--idle", "0", process.execPath] : []),
        ...(entry === source ? ["--import", "tsx"] : []),
        `--max-old-space-size=${HEAP_MB}`,
      ],
      // The server's own NODE_OPTIONS (an inspector, a heap size) are not the renderer's; React renders as in the build.
      // One thread compresses (the build's brotli 11): with the render itself, the child keeps to two cores' worth.
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", UV_THREADPOOL_SIZE: "1" },
      serialization: "advanced",
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    // Visitors first: the render is a background task next to the server processes answering pages (and where
    // SCHED_IDLE is refused, its priority is all there is).
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
    const settle = (result: T | ReturnType<typeof failed>) => {
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
    child.once("message", (m) => settle(m as T));
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

/** The worker for the build in `buildDir`: one render or conversion at a time in this process. */
export function createRenderer(buildDir: string, timeLimitMs = TIME_LIMIT_MS): { render: Renderer; convertImage: ImageConverter } {
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(request: RenderRequest | ImageRequest): Promise<T | ReturnType<typeof failed>> => {
    const run = queue.then(() => renderOnce<T>(request, timeLimitMs));
    queue = run.catch(() => undefined);
    return run;
  };
  return {
    render: (request) => inTurn<RenderResult>({ ...request, buildDir }),
    convertImage: (request) => inTurn<ImageResult>({ ...request, kind: "image" }),
  };
}
