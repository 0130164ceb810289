import { useEffect } from "react";

/** Whether the browser may have put this page at an earlier scroll position: a reload, or back or forward to it. */
const restored = () => {
  const entry = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === "reload" || entry?.type === "back_forward";
};

/**
 * docs/requirements.md#home: the home page opens at its top, even when the browser would restore an earlier scroll
 * position (and from now on it does not restore one here). A link to an anchor (#main) is respected, and so is a
 * visitor who scrolled down before the page went live: a page that arrived fresh opened at its top, and moving them
 * back up as the page hydrates (seconds after they scrolled, on a slow phone) took the page from under their finger
 * (a press on the footer landed on the hero).
 */
export function useScrollToTopOnEntry(): void {
  useEffect(() => {
    history.scrollRestoration = "manual";
    if (window.location.hash || !restored()) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);
}
