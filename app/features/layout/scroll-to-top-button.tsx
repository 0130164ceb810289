import { headerActions } from "#copy/shell";
import { scrollToTop } from "../../lib/motion";
import { SCROLL_THRESHOLD } from "./scroll-threshold";
import { useScrolledPast } from "./use-scrolled-past";

export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_THRESHOLD);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        scrollToTop();
        // Keyboard users continue from the top of the page, not from the footer.
        document.getElementById("top")?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-4 z-30 grid size-12 place-items-center rounded-full bg-navy-900 text-white shadow-lg hover:bg-navy-800"
      aria-label={headerActions.scrollToTop}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
