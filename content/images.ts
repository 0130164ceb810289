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
} satisfies Record<string, ImageSource>;

export type ImageName = keyof typeof imageSources;
