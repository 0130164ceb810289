import { useEffect, useRef, useState } from "react";
import { splashSeenKey } from "./boot-script";
import { prefersReducedMotion } from "../../lib/motion";

export type SplashMode = "every-page" | "first-visit" | "off";
export type SplashPhase = "loading" | "fading" | "sliding" | "done";

/** docs/requirements.md#global-elements: fade out at 1.5 s, slide out at 3.5 s, complete at 4.3 s. */
export const SPLASH_TIMINGS = { fadeAt: 1500, slideAt: 3500, doneAt: 4300 } as const;

function seenBefore(): boolean {
  try {
    return localStorage.getItem(splashSeenKey) !== null;
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    localStorage.setItem(splashSeenKey, "1");
  } catch {
    // Private mode or storage disabled: the splash simply shows again next visit.
  }
}

/**
 * The splash's phase for the current page. It restarts whenever `pageKey`
 * changes (a new page), except in 'first-visit' mode, and is skipped for
 * visitors who prefer reduced motion.
 */
export function useSplash(pageKey: string, mode: SplashMode): SplashPhase {
  const [phase, setPhase] = useState<SplashPhase>(mode === "off" ? "done" : "loading");
  const firstRun = useRef(true);

  useEffect(() => {
    const isFirst = firstRun.current;
    firstRun.current = false;
    const skip = mode === "off" || prefersReducedMotion() || (mode === "first-visit" && (!isFirst || seenBefore()));
    if (skip) {
      setPhase("done");
      return;
    }
    setPhase("loading");
    const timers = [
      setTimeout(() => setPhase("fading"), SPLASH_TIMINGS.fadeAt),
      setTimeout(() => setPhase("sliding"), SPLASH_TIMINGS.slideAt),
      setTimeout(() => {
        setPhase("done");
        markSeen();
      }, SPLASH_TIMINGS.doneAt),
    ];
    return () => timers.forEach(clearTimeout);
  }, [pageKey, mode]);

  return phase;
}
