import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";
import { homeSlider } from "#copy/pages/home";
import { Picture } from "../../components/ui/picture";
import { fill } from "../../lib/fill";
import { prefersReducedMotion } from "../../lib/motion";
import { PlayPauseIcon } from "./play-pause-icon";
import "./home.css";

/** docs/requirements.md#home: the hero advances every 3000 ms. */
export const SLIDE_INTERVAL_MS = 3000;

/**
 * Hero image slider following the WAI-ARIA carousel pattern. Rotation stops
 * while the pointer is over the slides or keyboard focus is on the dots, when
 * the visitor presses Pause (WCAG 2.2.2), and never starts for visitors who
 * prefer reduced motion.
 */
export function HeroSlider() {
  const { slides } = homeSlider;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [loaded, setLoaded] = useState<readonly boolean[]>(() => slides.map(() => false));
  const viewport = useRef<HTMLDivElement>(null);

  const markLoaded = useCallback((i: number) => {
    setLoaded((prev) => (prev[i] ? prev : prev.map((v, j) => (j === i ? true : v))));
  }, []);

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
    // An image that finished before hydration fired its load event unseen.
    viewport.current?.querySelectorAll("img").forEach((img, i) => {
      if (img.complete && img.naturalWidth > 0) markLoaded(i);
    });
  }, [markLoaded]);

  const running = playing && !hovered && !focused;
  useEffect(() => {
    if (!running) return;
    // Keyed on index too: choosing a slide restarts the full interval.
    const t = setTimeout(() => setIndex((i) => (i + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => clearTimeout(t);
  }, [running, index, slides.length]);

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section aria-roledescription="carousel" aria-label={homeSlider.label} className="w-full">
      <div onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)} onFocus={() => setFocused(true)} onBlur={onBlur}>
        <div
          ref={viewport}
          aria-live={running ? "off" : "polite"}
          className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-gradient-to-br from-navy-100 to-saffron-100 shadow-xl"
        >
          {slides.map((slide, i) => {
            const active = i === index;
            return (
              <div
                key={slide.image}
                role="group"
                aria-roledescription="slide"
                aria-label={fill(homeSlider.slideOf, { n: i + 1, total: slides.length })}
                aria-hidden={!active}
                data-active={active}
                data-loaded={loaded[i] === true}
                className={`hero-slide absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${
                  active ? "opacity-100" : "opacity-0"
                }`}
              >
                <Picture
                  name={slide.image}
                  alt={slide.alt}
                  sizes="(min-width: 1024px) 36rem, 100vw"
                  priority={i === 0}
                  onLoad={() => markLoaded(i)}
                  className="block h-full w-full"
                  imgClassName="h-full w-full object-cover"
                />
              </div>
            );
          })}
        </div>
        <div className="mt-3 flex items-center justify-center gap-1">
          {slides.map((slide, i) => (
            <button
              key={slide.image}
              type="button"
              aria-label={fill(homeSlider.showSlide, { n: i + 1 })}
              aria-current={i === index ? "true" : undefined}
              onClick={() => setIndex(i)}
              className="group grid size-8 place-items-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                  i === index ? "w-6 bg-saffron-600" : "w-2.5 bg-navy-800/40 group-hover:bg-navy-800/70"
                }`}
              />
            </button>
          ))}
        </div>
      </div>
      <div className="mt-1 flex justify-center">
        <button
          type="button"
          onClick={() => setPlaying((p) => !p)}
          className="inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-navy-800 hover:bg-navy-50"
        >
          <PlayPauseIcon playing={playing} />
          {playing ? homeSlider.pause : homeSlider.play}
        </button>
      </div>
    </section>
  );
}
