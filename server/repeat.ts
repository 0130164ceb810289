// The daily jobs' clock (the audit checkpoint, retention): a first run soon after the server starts, then one every
// `everyMs`, never keeping the process alive on its own; stopping clears both.

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
