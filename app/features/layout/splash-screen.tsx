import { site } from "#content/site";
import { BrandMark } from "./brand-mark";
import type { SplashPhase } from "./use-splash";

/**
 * Decorative cover shown while a page starts (docs/requirements.md#global-elements). It is hidden from
 * assistive technology: the page underneath is already readable.
 */
export function SplashScreen({ phase }: { phase: SplashPhase }) {
  if (phase === "done") return null;
  return (
    <div
      aria-hidden="true"
      data-phase={phase}
      className={`splash fixed inset-0 z-[60] items-center justify-center bg-navy-900 transition-transform duration-[800ms] ease-in ${
        phase === "sliding" ? "-translate-y-full" : ""
      }`}
    >
      <div
        className={`flex flex-col items-center gap-4 text-white transition-opacity duration-500 ${
          phase === "loading" ? "opacity-100" : "opacity-0"
        }`}
      >
        <BrandMark className="size-16" />
        <p className="text-2xl font-semibold tracking-wide">{site.brand.name}</p>
        <span className="block h-1 w-40 overflow-hidden rounded bg-white/20">
          <span className="block h-full w-1/3 animate-pulse rounded bg-saffron-400" />
        </span>
      </div>
    </div>
  );
}
