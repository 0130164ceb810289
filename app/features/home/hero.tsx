import { homeHero } from "#copy/pages/home";
import { HeroSlider } from "./hero-slider";

export function Hero() {
  return (
    <section className="bg-gradient-to-b from-navy-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div>
          <h1 className="text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">{homeHero.headline}</h1>
          <p className="mt-6 max-w-xl text-lg text-muted">{homeHero.paragraph}</p>
        </div>
        <HeroSlider />
      </div>
    </section>
  );
}
