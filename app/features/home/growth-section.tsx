import { homeGrowth } from "#copy/pages/home-sections";
import { useRevealed } from "./use-revealed";
import "./home.css";

/** Prerendered in full; with scripts it rises into view when first seen. */
export function GrowthSection() {
  const { ref, revealed } = useRevealed<HTMLElement>();
  return (
    <section ref={ref} aria-labelledby="growth-heading" data-revealed={revealed} className="growth-reveal bg-navy-50">
      <div className="growth-inner mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <p className="text-sm font-semibold tracking-wider text-saffron-600 uppercase">{homeGrowth.eyebrow}</p>
        <h2 id="growth-heading" className="mt-2 max-w-3xl text-3xl font-bold text-navy-900">
          {homeGrowth.heading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted">{homeGrowth.text}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {homeGrowth.points.map((p) => (
            <li key={p.title} className="border-l-4 border-saffron-500 pl-4">
              <h3 className="text-lg font-semibold text-navy-900">{p.title}</h3>
              <p className="mt-1 text-muted">{p.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
