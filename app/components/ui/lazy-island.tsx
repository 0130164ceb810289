import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";
import { handOverSoon, visitorWasHere } from "../../lib/hand-over-early-input";
import { loadOnce, reloadOnce } from "../../lib/lazy-load";

const STARTS = ["focusin", "click", "submit"];

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
 * Until then React cannot act on what the visitor does there. The page's
 * head script (app/lib/early-input-capture.ts) keeps what they type and holds
 * what they press inside an island that is not live; focus, a press or a
 * submission there starts the load, and once the section is live `data-live`
 * is set on the island and all of it is handed to React (decision 083).
 *
 * If its code cannot load (a deploy replaced it), the page reloads once; if
 * it still cannot, the section stays as prerendered: readable, not interactive.
 * See docs/decisions/081-lazy-islands.md.
 */
export function lazyIsland(name: string, loadModule: () => Promise<{ default: ComponentType }>): ComponentType {
  const load = loadOnce(loadModule);
  let release: () => void = () => {};
  const nearViewport = new Promise<void>((resolve) => (release = resolve));
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
            // The section is live: mark it (the head script then lets its events through) and hand
            // over what was typed and pressed in it, once this commit is done.
            const island = document.querySelector(`[data-island="${name}"]`);
            if (island) handOverSoon(island, () => island.setAttribute("data-live", ""));
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
      // Any sign of the visitor inside starts the load: focus, a press or a submission; and so does anything
      // they did inside before the page was live. Seen at window, first of all: the head script holds a press,
      // and React stops a focus aimed at content it has not hydrated (to replay it later).
      const start = (e: Event) => {
        if (e.target instanceof Node && el.contains(e.target)) release();
      };
      if (visitorWasHere(el)) release();
      for (const type of STARTS) window.addEventListener(type, start, true);
      return () => {
        io.disconnect();
        for (const type of STARTS) window.removeEventListener(type, start, true);
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
