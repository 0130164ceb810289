// Every image the site shows. Sources live in content/images/; at build time
// scripts/images.ts turns each into AVIF and WebP at the listed widths (the
// sizes the layout actually uses) and records width and height, so pages
// reserve the right space before an image arrives.
export type ImageSource = {
  /** File in content/images/ (SVG, PNG, JPEG or WebP). */
  file: string;
  /** Rendered widths in CSS pixels x density that the layout needs. */
  widths: number[];
  /** Also write a PNG at 1200px for link previews (social cards). */
  social?: boolean;
};

export const imageSources = {
  "og-default": { file: "og-default.svg", widths: [1200], social: true },
  // Home hero slider: full width on phones, about 36rem beside the headline on desktop.
  "hero-manufacturing": { file: "hero-manufacturing.svg", widths: [480, 768, 1152] },
  "hero-trade": { file: "hero-trade.svg", widths: [480, 768, 1152] },
  "hero-growth": { file: "hero-growth.svg", widths: [480, 768, 1152] },
  // Home about block (parallax) and products page banner.
  "about-team": { file: "about-team.svg", widths: [480, 800, 1200] },
  "product-hero": { file: "product-hero.svg", widths: [640, 1024, 1600] },
  // About page leadership portraits, drawn at 8rem.
  "leader-ceo": { file: "leader-ceo.svg", widths: [128, 256] },
  "leader-cro": { file: "leader-cro.svg", widths: [128, 256] },
  "leader-business": { file: "leader-business.svg", widths: [128, 256] },
  "partner-vittkosh": { file: "partner-vittkosh.svg", widths: [160, 320] },
} satisfies Record<string, ImageSource>;

export type ImageName = keyof typeof imageSources;
