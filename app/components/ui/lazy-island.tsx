import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";

// True until the first page has hydrated. While it is true, an island's code
// waits until the island nears the viewport; afterwards (client-side
// navigation, where there is no prerendered HTML to show) it loads at once.
let hydrating = true;

/** Called once by the app root after the first render has been committed. */
export function markHydrated(): void {
  hydrating = false;
}

/**
 * A below-the-fold section whose code and copy are fetched only when it
 * comes within 300px of the viewport. Until then React keeps the prerendered
 * HTML as it is (a dehydrated Suspense boundary), so the visitor sees the same
 * page, and the first load ships only what the first screen needs. During
 * prerendering (no window) the section renders straight away.
 */
export function lazyIsland(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let release: () => void = () => {};
  const nearViewport = new Promise<void>((resolve) => (release = resolve));
  const Section = lazy(() => (typeof window !== "undefined" && hydrating ? nearViewport.then(load) : load()));

  return function Island() {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const el = ref.current;
      if (!el || typeof IntersectionObserver === "undefined") return release();
      const io = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            release();
            io.disconnect();
          }
        },
        { rootMargin: "300px 0px" },
      );
      io.observe(el);
      return () => io.disconnect();
    }, []);
    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <Section />
        </Suspense>
      </div>
    );
  };
}
