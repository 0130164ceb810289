import { useState } from "react";
import { homeMarquee } from "#copy/pages/home";
import { PlayPauseIcon } from "./play-pause-icon";
import "./home.css";

/**
 * The keywords scroll by with a CSS animation (no script per frame). Under
 * reduced motion they stand still as a wrapped list and the button goes away.
 */
export function Marquee() {
  const [paused, setPaused] = useState(false);
  const list = (copy: boolean) => (
    <ul aria-hidden={copy || undefined} className={`flex shrink-0 items-center gap-10 px-5 ${copy ? "marquee-copy" : ""}`}>
      {homeMarquee.keywords.map((k) => (
        <li key={k} className="flex items-center gap-10 whitespace-nowrap text-lg font-semibold text-navy-900">
          {k}
          <span aria-hidden="true" className="size-2 rounded-full bg-saffron-500" />
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-label={homeMarquee.label} className="flex items-center border-y border-navy-100 bg-saffron-100">
      <div className="marquee-viewport min-w-0 flex-1 overflow-hidden py-4">
        <div className="marquee-track" data-paused={paused}>
          {list(false)}
          {list(true)}
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        aria-label={paused ? homeMarquee.play : homeMarquee.pause}
        className="marquee-toggle mx-2 grid size-10 shrink-0 place-items-center rounded-full bg-white text-navy-900 shadow hover:bg-navy-50"
      >
        <PlayPauseIcon playing={!paused} />
      </button>
    </section>
  );
}
