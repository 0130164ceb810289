import { useEffect, useRef, useState } from "react";

/** docs/requirements.md#home: the growth section counts as seen once 10% of it is on screen. */
const REVEAL_THRESHOLD = 0.1;

/**
 * True once the element has been on screen (it stays true). Browsers without
 * IntersectionObserver show the content at once.
 */
export function useRevealed<T extends Element>(threshold = REVEAL_THRESHOLD) {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") {
      setRevealed(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setRevealed(true);
          io.disconnect();
        }
      },
      { threshold },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [threshold]);
  return { ref, revealed };
}
