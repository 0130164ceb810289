// Fixed-window limits (server/limits/counter-store.ts) start a fresh count at
// every multiple of their length since the epoch. A test that counts requests
// within one window waits here when the next edge is near, so that its
// requests cannot straddle two windows (on a busy machine a few posts can take
// seconds, and a minute edge arrives once a minute).
export const MINUTE_MS = 60_000;

export async function awayFromWindowEdge(windowMs: number, marginMs = 10_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
