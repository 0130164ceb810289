import { useEffect, useState } from "react";
import { homeTagline } from "#copy/pages/home-sections";
import { prefersReducedMotion } from "../../lib/motion";
import { PlayPauseIcon } from "./play-pause-icon";
import { HeadedSection } from "../../components/ui/headed-section";

/** docs/requirements.md#home: every 2 s fade out, 0.5 s later the next phrase fades in. */
export const TAGLINE_INTERVAL_MS = 2000;
export const TAGLINE_FADE_MS = 500;

/**
 * Rotating tagline. Screen readers get all six phrases once, as a list, and
 * the rotating copy is hidden from them: announcing a phrase every two seconds
 * would drown out everything else on the page.
 */
export function TaglineBanner() {
  const { phrases } = homeTagline;
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  useEffect(() => {
    if (!playing) return;
    let fade: ReturnType<typeof setTimeout> | undefined;
    const tick = setInterval(() => {
      setVisible(false);
      fade = setTimeout(() => {
        setIndex((i) => (i + 1) % phrases.length);
        setVisible(true);
      }, TAGLINE_FADE_MS);
    }, TAGLINE_INTERVAL_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(fade);
      setVisible(true);
    };
  }, [playing, phrases.length]);

  return (
    <HeadedSection
      headingId="tagline-heading"
      heading={homeTagline.label}
      headingClassName="sr-only"
      className="bg-navy-900 text-white"
      innerClassName="mx-auto flex max-w-7xl items-center gap-4 px-4 py-10 sm:px-6"
    >
      <ul className="sr-only">
        {phrases.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <p
        aria-hidden="true"
        data-testid="tagline"
        data-visible={visible}
        className={`flex min-h-[4.5rem] flex-1 items-center justify-center text-center text-2xl font-semibold text-saffron-400 transition-opacity duration-500 motion-reduce:transition-none sm:text-3xl ${
          visible ? "opacity-100" : "opacity-0"
        }`}
      >
        {phrases[index]}
      </p>
      <button
        type="button"
        onClick={() => setPlaying((p) => !p)}
        aria-label={playing ? homeTagline.pause : homeTagline.play}
        className="grid size-10 shrink-0 place-items-center rounded-full border border-white/40 hover:bg-white/10"
      >
        <PlayPauseIcon playing={playing} />
      </button>
    </HeadedSection>
  );
}
