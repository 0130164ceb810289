import { Link } from "react-router";
import { homeAbout } from "#copy/pages/home-sections";
import { Picture } from "../../components/ui/picture";
import { useParallax } from "./use-parallax";

export function AboutBlock() {
  const image = useParallax<HTMLDivElement>();
  return (
    <section aria-labelledby="home-about-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        {/* The frame clips; the image inside is 25% larger so its moves never show an edge. */}
        <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-navy-900">
          <div ref={image} className="absolute inset-0 will-change-transform">
            <Picture
              name={homeAbout.image.name}
              alt={homeAbout.image.alt}
              sizes="(min-width: 1024px) 38rem, 100vw"
              className="block h-full w-full"
              imgClassName="h-full w-full scale-125 object-cover motion-reduce:scale-100"
            />
          </div>
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wider text-saffron-600 uppercase">{homeAbout.eyebrow}</p>
          <h2 id="home-about-heading" className="mt-2 text-3xl font-bold text-navy-900">
            {homeAbout.heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{homeAbout.text}</p>
          <p className="mt-6 flex items-baseline gap-3">
            <span className="text-5xl font-bold text-saffron-600">{homeAbout.stat.value}</span>
            <span className="text-navy-900">{homeAbout.stat.label}</span>
          </p>
          <Link
            to={homeAbout.link.to}
            className="mt-8 inline-block rounded-md bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-800"
          >
            {homeAbout.link.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
