import { site } from "../../content/site";
import type { ImageName } from "../../content/images";
import { generatedImages } from "../generated/images";

/** Prefixes a built image path with the configured image host ("" = this server). */
export function imageUrl(path: string): string {
  return `${site.imageBaseUrl}${path}`;
}

export function imageData(name: ImageName) {
  return generatedImages[name];
}

export function srcSet(variants: readonly { w: number; url: string }[]): string {
  return variants.map((v) => `${imageUrl(v.url)} ${v.w}w`).join(", ");
}

/** Absolute URL of an image's PNG social card (link previews need a full URL). */
export function socialImageUrl(name: string): string {
  const img = (generatedImages as Record<string, { social?: string }>)[name];
  if (!img?.social) throw new Error(`Image "${name}" has no social card: set social: true in content/images.ts`);
  const url = imageUrl(img.social);
  return url.startsWith("http") ? url : `${__SITE_ORIGIN__}${url}`;
}
