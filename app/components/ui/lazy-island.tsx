import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";
import { loadOnce, reloadOnce } from "../../lib/lazy-load";

const ACTIONABLE = 'button, a[href], input[type="submit"], summary, [role="button"]';

/**
 * A below-the-fold section whose code and copy are fetched only when it comes
 * into the viewport. Until then React keeps the prerendered HTML as it is (a
 * dehydrated Suspense boundary): the visitor sees the same page, and the first
 * load ships only what the first screen needs.
 *
 * Whether to wait is decided when React first renders the section: if the
 * island's prerendered HTML is in the document, this is the page's first load
 * and the section can wait; otherwise (client-side navigation, no HTML to
 * keep) it loads at once. During prerendering (no window) it renders straight
 * away, so the HTML always holds the full section.
 *
 * React drops clicks on content it has not hydrated yet, so a click (or a form
 * submission) that arrives after the page has hydrated but before the
 * section's code has is held, starts the load, and is replayed once the
 * section is live (then `data-live` is set on the island); focus alone also
 * starts the load.
 *
 * If its code cannot load (a deploy replaced it), the page reloads once; if
 * it still cannot, the section stays as prerendered: readable, not interactive.
 * See docs/decisions/081-lazy-islands.md.
 */
export function lazyIsland(name: string, loadModule: () => Promise<{ default: ComponentType }>): ComponentType {
  const load = loadOnce(loadModule);
  let release: () => void = () => {};
  const nearViewport = new Promise<void>((resolve) => (release = resolve));
  let live = false;
  let held: HTMLElement | null = null;

  const loadLive = () =>
    load()
      .catch(() => {
        reloadOnce();
        // Never settles: React keeps the prerendered HTML instead of an error page.
        return new Promise<never>(() => {});
      })
      .then(({ default: Content }) => ({
        default: function LiveSection() {
          useEffect(() => {
            live = true;
            // Lets tests (and anyone debugging) see that the section is interactive.
            document.querySelector(`[data-island="${name}"]`)?.setAttribute("data-live", "");
            const target = held;
            held = null;
            // After this commit's own state updates (e.g. a form reading what
            // was typed before hydration) have rendered.
            if (target?.isConnected) setTimeout(() => target.click(), 0);
          }, []);
          return <Content />;
        },
      }));
  const prerendered = () => document.querySelector(`[data-island="${name}"]`)?.hasChildNodes() === true;
  const Section = lazy(() => (typeof window !== "undefined" && prerendered() ? nearViewport.then(loadLive) : loadLive()));

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
        // Only once it is actually on screen: its HTML is already visible,
        // just not yet interactive, and its chunk is a few KB.
        { rootMargin: "0px" },
      );
      io.observe(el);
      const hold = (e: Event) => {
        if (live || !(e.target instanceof Node) || !el.contains(e.target)) return;
        release();
        const target =
          e.type === "submit"
            ? (e.target as HTMLFormElement).querySelector<HTMLElement>('[type="submit"]')
            : (e.target as Element).closest<HTMLElement>(ACTIONABLE);
        if (!target) return;
        e.preventDefault();
        e.stopPropagation();
        held = target;
      };
      // On window, in the capture phase: React's own listener on the document
      // stops a click aimed at unhydrated content before it reaches us.
      window.addEventListener("click", hold, true);
      window.addEventListener("submit", hold, true);
      el.addEventListener("focusin", release);
      return () => {
        io.disconnect();
        window.removeEventListener("click", hold, true);
        window.removeEventListener("submit", hold, true);
        el.removeEventListener("focusin", release);
      };
    }, []);
    return (
      <div ref={ref} data-island={name}>
        <Suspense fallback={null}>
          <Section />
        </Suspense>
      </div>
    );
  };
}
