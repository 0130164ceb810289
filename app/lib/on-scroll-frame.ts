/**
 * Calls `update` now and then at most once per animation frame while the page
 * scrolls or resizes, so scroll-driven effects write styles without piling up
 * work between frames. Returns the function that stops it (for an effect's
 * cleanup).
 */
export function onScrollFrame(update: () => void): () => void {
  let raf = 0;
  const run = () => {
    raf = 0;
    update();
  };
  const schedule = () => {
    if (!raf) raf = requestAnimationFrame(run);
  };
  schedule();
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
  return () => {
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
    cancelAnimationFrame(raf);
  };
}
