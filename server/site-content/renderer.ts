// Sends a render to the render worker (scripts/site-content/render-worker.ts)
// and waits for its answer (docs/decisions/130-live-site-content.md). A child
// process, not a thread: React and the site's route modules never load into
// the server, and a render that crashes, loops or exhausts its heap costs the
// child alone. A thread of the server starts it and keeps it warm between
// renders (render-host.ts), so that starting a process never stops the main
// thread's answers. One render at a time per process: publications are rare,
// and a render takes a core while it runs.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { ImageRequest, ImageResult, RenderRequest, RenderResult } from "#shared/site-content";
import { asBuffer } from "./as-buffer";
import type { HostAnswer, HostRequest } from "./render-host";

// In the bundled server (build/api/main.mjs) the worker is the render-worker.mjs the build writes beside it;
// from the sources it is the TypeScript file, run through tsx. The thread that starts it (render-host.ts) likewise.
const bundled = fileURLToPath(new URL("./render-worker.mjs", import.meta.url));
const source = fileURLToPath(new URL("../../scripts/site-content/render-worker.ts", import.meta.url));
const hostFile = [new URL("./render-host.mjs", import.meta.url), new URL("./render-host.ts", import.meta.url)]
  .map((u) => fileURLToPath(u))
  .find((p) => existsSync(p));

const TIME_LIMIT_MS = 120_000;
/**
 * The worker's heap: a whole site's render needs under 96 MB; kept warm for 200 renders in turn, the worker's memory
 * levels off at about 280 MB with this limit (350 MB with 1 GB, which only let the heap grow before collecting).
 */
const HEAP_MB = 512;

export type Renderer = (request: Omit<RenderRequest, "buildDir">) => Promise<RenderResult>;
/** The build's image pipeline on an upload, in the same kind of child process. */
export type ImageConverter = (request: Omit<ImageRequest, "kind">) => Promise<ImageResult>;

const failed = (message: string) => ({ ok: false as const, problems: [{ message }] });

/** The bytes of an answer as Buffers again (as-buffer.ts): it crossed from the thread that started the child. */
function withBuffers(result: unknown): unknown {
  const files = (result as { files?: Record<string, unknown>[] }).files;
  for (const f of files ?? []) {
    for (const k of ["body", "br", "gzip"]) {
      const v = f[k];
      if (v instanceof Uint8Array) f[k] = asBuffer(v);
    }
  }
  return result;
}

/** The thread that starts the children (render-host.ts), started at the first render; one per renderer. */
function renderHost() {
  let worker: Worker | undefined;
  let seq = 0;
  const pending = new Map<number, (result: unknown) => void>();
  const start = () => {
    if (!hostFile) throw new Error("render-host entry not found beside renderer");
    const w = new Worker(hostFile);
    w.on("message", (m: HostAnswer) => {
      pending.get(m.id)?.(withBuffers(m.result));
      pending.delete(m.id);
      // An idle host does not keep the process alive.
      if (pending.size === 0) w.unref();
    });
    const lost = (message: string) => {
      if (worker === w) worker = undefined;
      for (const [id, resolve] of pending) {
        pending.delete(id);
        resolve(failed(message));
      }
    };
    w.on("error", (e) => lost(`The renderer could not start: ${e.message}`));
    w.on("exit", () => lost("The renderer could not start: its thread stopped."));
    return w;
  };
  return <T>(request: RenderRequest | ImageRequest, timeLimitMs: number): Promise<T | ReturnType<typeof failed>> => {
    const entry = existsSync(bundled) ? bundled : source;
    worker ??= start();
    worker.ref();
    const id = ++seq;
    const message: HostRequest = {
      id,
      entry,
      execArgv: [...(entry === source ? ["--import", "tsx"] : []), `--max-old-space-size=${HEAP_MB}`],
      request,
      timeLimitMs,
    };
    return new Promise((resolve) => {
      pending.set(id, resolve as (result: unknown) => void);
      worker!.postMessage(message);
    });
  };
}

/** The worker for the build in `buildDir`: one render or conversion at a time in this process. */
export function createRenderer(buildDir: string, timeLimitMs = TIME_LIMIT_MS): { render: Renderer; convertImage: ImageConverter } {
  const host = renderHost();
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(request: RenderRequest | ImageRequest): Promise<T | ReturnType<typeof failed>> => {
    const run = queue.then(() => host<T>(request, timeLimitMs));
    queue = run.catch(() => undefined);
    return run;
  };
  return {
    render: (request) => inTurn<RenderResult>({ ...request, buildDir }),
    convertImage: (request) => inTurn<ImageResult>({ ...request, kind: "image" }),
  };
}
