// The jobs' clocks. The daily jobs (the audit checkpoint, retention): a first run soon after the server starts, then
// one every `everyMs`, never keeping the process alive on its own; stopping clears both. The frequent jobs every
// process runs while it serves (complaint escalations and digest, investor alerts, follow-up emails): repeatWhileServing.
import type { FastifyInstance } from "fastify";

/** Runs `tick` `firstAfterMs` after now and then every `everyMs`; the function that stops it. */
export function repeatEvery(everyMs: number, tick: () => void, firstAfterMs = 5_000): () => void {
  const first = setTimeout(tick, firstAfterMs);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

/**
 * Runs `run` from the server's start (onReady) and every `everyMs` after, each run only once the last has ended (a
 * tick that finds one under way is skipped), never keeping the process alive on its own. A failure goes to `onError`
 * and the next tick runs as planned. Closing the server (preClose) stops the timer and waits for a run under way.
 */
export function repeatWhileServing(app: FastifyInstance, everyMs: number, run: () => Promise<unknown>, onError: (error: Error) => void) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= run()
      .then(
        () => undefined,
        (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))),
      )
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook("onReady", async () => {
    tick();
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running;
  });
}
