import { useEffect, useRef } from "react";
import { prefersReducedMotion } from "../../lib/motion";
import { onScrollFrame } from "../../lib/on-scroll-frame";

/**
 * Moves the element vertically against the scroll, at most `strength` of its
 * frame's height. It only writes `transform` (no layout) once per animation
 * frame, and does nothing for visitors who prefer reduced motion.
 */
export function useParallax<T extends HTMLElement>(strength = 0.12) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    const frame = el?.parentElement;
    if (!el || !frame || prefersReducedMotion()) return;
    return onScrollFrame(() => {
      const rect = frame.getBoundingClientRect();
      const vh = window.innerHeight || 1;
      // -1 when the frame's centre is a screen below the viewport's, +1 a screen above.
      const offset = Math.max(-1, Math.min(1, (vh / 2 - (rect.top + rect.height / 2)) / vh));
      el.style.transform = `translate3d(0, ${(offset * strength * rect.height).toFixed(1)}px, 0)`;
    });
  }, [strength]);
  return ref;
}
