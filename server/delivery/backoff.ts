import type { RetrySettings } from "./settings";

/**
 * How long to wait after the `failures`-th failed try: the first delay
 * doubling per failure up to the cap, each spread by ±25 % so deliveries that
 * failed together (the mail server was down) do not all come back together.
 */
export function retryDelayMs(failures: number, retry: RetrySettings, random: () => number = Math.random): number {
  const step = Math.min(retry.maxDelayMs, retry.firstDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.min(retry.maxDelayMs, Math.round(step * (0.75 + 0.5 * random())));
}
