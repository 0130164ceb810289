// Debian's Chromium, as the end-to-end tests and the benchmarks drive it.

/** Flags that let Chromium run headless in a container without touching the network. */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

const DEFAULT_CHROME_PATH = "/usr/bin/chromium";

/** CHROME_PATH, or Debian's Chromium. */
export function chromePathFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH || DEFAULT_CHROME_PATH;
}
