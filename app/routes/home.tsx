import { homeHead } from "#copy/pages/home";
import { lazyIsland } from "../components/ui/lazy-island";
import { Hero } from "../features/home/hero";
import { Marquee } from "../features/home/marquee";
import { useScrollToTopOnEntry } from "../features/home/use-scroll-to-top-on-entry";
import { pageMeta } from "../features/seo/page-meta";
import { organizationJsonLd } from "../features/seo/structured-data";

export const meta = () => [...pageMeta(homeHead, "/"), { "script:ld+json": organizationJsonLd() }];

// Everything below the first screen hydrates when the visitor scrolls to it.
const BelowTheFold = lazyIsland("home-below-the-fold", () => import("../features/home/below-the-fold"));

export default function Home() {
  useScrollToTopOnEntry();
  return (
    <>
      <Hero />
      <Marquee />
      <BelowTheFold />
    </>
  );
}
