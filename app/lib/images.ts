import type { ImageName } from "#content/images";
import { generatedImages } from "../generated/images";

type ImageVariant = { w: number; url: string };
type ImageData = { width: number; height: number; avif: ImageVariant[]; webp: ImageVariant[]; social?: string };

/** Prefixes a built image path with the configured image host ("" = this server). */
export function imageUrl(path: string): string {
  return `${__IMAGE_BASE_URL__}${path}`;
}

/** Expands the compact build manifest (see scripts/images.ts) into URLs and sizes. */
export function imageData(name: ImageName | string): ImageData {
  const entry = generatedImages[name];
  if (!entry) throw new Error(`Image "${name}" is not in content/images.ts`);
  const [width, height, key, widths, social] = entry;
  const variants = (fmt: string) => widths.map((w) => ({ w, url: `/img/${name}-${w}.${key}.${fmt}` }));
  return {
    width,
    height,
    avif: variants("avif"),
    webp: variants("webp"),
    social: social ? `/img/${name}-1200.${key}.png` : undefined,
  };
}

export function srcSet(variants: readonly ImageVariant[]): string {
  return variants.map((v) => `${imageUrl(v.url)} ${v.w}w`).join(", ");
}

/** Absolute URL of an image's PNG social card (link previews need a full URL). */
export function socialImageUrl(name: string): string {
  const social = imageData(name).social;
  if (!social) throw new Error(`Image "${name}" has no social card: set social: true in content/images.ts`);
  const url = imageUrl(social);
  return url.startsWith("http") ? url : `${__SITE_ORIGIN__}${url}`;
}
