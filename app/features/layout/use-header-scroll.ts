import { useEffect, useRef, useState } from "react";
import { SCROLL_THRESHOLD } from "./scroll-threshold";

type HeaderScrollState = { scrolled: boolean; hidden: boolean };

/**
 * The header's two scroll states: 'scrolled' once the page is more than
 * 100px down; 'hidden' while scrolling down beyond 100px, shown again on any
 * scroll up (and always near the top).
 */
export function useHeaderScroll(): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>({ scrolled: false, hidden: false });
  const lastY = useRef(0);

  useEffect(() => {
    const update = () => {
      const y = window.scrollY;
      const prev = lastY.current;
      lastY.current = y;
      setState((s) => {
        const scrolled = y > SCROLL_THRESHOLD;
        const hidden = !scrolled ? false : y > prev ? true : y < prev ? false : s.hidden;
        return s.scrolled === scrolled && s.hidden === hidden ? s : { scrolled, hidden };
      });
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return state;
}
