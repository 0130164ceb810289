import type { PageHead } from "#content/schema";

export const homeHead: PageHead = {
  title: "Udyamitra Finance | Business Loans & MSME Finance in India",
  description:
    "BSE-listed NBFC financing India's MSMEs: business loans up to ₹5 Cr, working capital, invoice financing and equipment finance with quick turnarounds.",
  socialImage: "og-default",
};

export const homeHero = {
  headline: "Empowering MSME Growth & Enabling Trust",
  paragraph:
    "Strategic guidance and actionable insights for growing businesses, backed by credit that is structured around how your enterprise actually earns: from working capital to machinery, from invoices to expansion.",
};

export const homeSlider = {
  label: "Who we finance",
  slides: [
    { image: "hero-manufacturing", alt: "Illustration of a factory with turning gears and finished goods on a conveyor" },
    { image: "hero-trade", alt: "Illustration of a warehouse stacked with cartons and a delivery truck leaving it" },
    { image: "hero-growth", alt: "Illustration of a bar chart whose bars and trend line rise steadily" },
  ],
  pause: "Pause slideshow",
  play: "Play slideshow",
  /** "{n}" is replaced with the slide number. */
  showSlide: "Show slide {n}",
  slideOf: "{n} of {total}",
} as const;

export const homeMarquee = {
  label: "What we are known for",
  /** docs/requirements.md#home, exactly. */
  keywords: [
    "Business Loan",
    "NBFC",
    "BSE Listed",
    "Financial Services",
    "CIBIL Score",
    "Working Capital",
    "Equipment Purchase",
    "Margin Funding",
  ],
  pause: "Pause scrolling keywords",
  play: "Resume scrolling keywords",
};
