import { useEffect, useRef } from "react";
import { productBanner } from "#copy/pages/product";
import { Picture } from "../../components/ui/picture";
import { prefersReducedMotion } from "../../lib/motion";
import { onScrollFrame } from "../../lib/on-scroll-frame";
import "./products.css";

/** Share of the page's scroll distance over which the banner widens (docs/requirements.md#products). */
const WIDEN_SCROLL_SHARE = 0.1;
const START_WIDTH = 0.7;

/** Visible width (0.7 to 1) for a scroll position, per docs/requirements.md#products. */
export function bannerWidth(scrollY: number, scrollable: number): number {
  if (scrollable <= 0) return 1;
  const progress = Math.min(1, Math.max(0, scrollY / (scrollable * WIDEN_SCROLL_SHARE)));
  return START_WIDTH + (1 - START_WIDTH) * progress;
}

export function ProductBanner() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion() || CSS.supports?.("animation-timeline: scroll()")) return;
    return onScrollFrame(() => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      const side = ((1 - bannerWidth(window.scrollY, scrollable)) / 2) * 100;
      el.style.clipPath = `inset(0 ${side.toFixed(2)}% round ${(side / 10).toFixed(2)}rem)`;
    });
  }, []);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
      <div ref={ref} className="product-banner overflow-hidden" data-testid="product-banner">
        <Picture
          name={productBanner.image}
          alt={productBanner.alt}
          sizes="(min-width: 1280px) 78rem, 100vw"
          priority
          className="block"
          imgClassName="block h-auto w-full"
        />
      </div>
    </div>
  );
}
