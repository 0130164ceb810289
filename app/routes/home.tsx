import { homeHead, homeHero } from "../../content/pages/home";
import { pageMeta } from "../lib/seo";
import { organizationJsonLd } from "../lib/structured-data";

export const meta = () => [...pageMeta(homeHead, "/"), { "script:ld+json": organizationJsonLd() }];

export default function Home() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold text-navy-900">{homeHero.headline}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">{homeHero.paragraph}</p>
    </section>
  );
}
