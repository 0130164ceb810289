import { useEffect } from "react";

/**
 * docs/requirements.md#home: the home page opens at its top, even when the browser would restore
 * an earlier scroll position. A link to an anchor (#main) is respected.
 */
export function useScrollToTopOnEntry(): void {
  useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);
}
