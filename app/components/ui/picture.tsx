import { preload } from "react-dom";
import type { ImageName } from "#content/images";
import { imageData, imageUrl, srcSet } from "../../lib/images";

type Props = {
  name: ImageName;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  className?: string;
  imgClassName?: string;
  /** The page's largest image above the fold: load at once, high priority. */
  priority?: boolean;
  onLoad?: () => void;
};

/** AVIF with a WebP fallback, with intrinsic width and height so nothing shifts. */
export function Picture({ name, alt, sizes, className, imgClassName, priority = false, onLoad }: Props) {
  const img = imageData(name);
  const fallback = img.webp[img.webp.length - 1] ?? img.webp[0];
  if (priority && fallback) {
    // Announced in <head> ahead of the scripts, so the page's main image is
    // fetched with the HTML rather than after the JavaScript preloads.
    preload(imageUrl(fallback.url), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(img.avif),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(img.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(img.webp)} sizes={sizes} />
      <img
        src={fallback ? imageUrl(fallback.url) : undefined}
        width={img.width}
        height={img.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className={imgClassName}
        onLoad={onLoad}
      />
    </picture>
  );
}
