// An image uploaded from the console, through the build's image pipeline
// (scripts/images.ts, planImage) in the render worker: checked first (a
// format the pipeline reads, big enough for the widest size its place needs,
// the shape of that place so the page's reserved space fits it, not a
// decompression bomb), then converted to AVIF and WebP at every width.
import { createHash } from "node:crypto";
import type { Metadata } from "sharp";
import type { ImageRequest, ImageResult } from "#shared/site-content";
import type { planImage as PlanImage } from "../images";

/** Past this many pixels an image is refused before it is decoded. */
const MAX_PIXELS = 40_000_000;
/** How far the shape may be from its place's (the page reserves the place's shape). */
const ASPECT_TOLERANCE = 0.03;
const FORMATS = new Set(["jpeg", "png", "webp", "avif", "svg"]);

const refused = (message: string): ImageResult => ({ ok: false, problems: [{ path: ["file"], message }] });

export async function convertUpload(req: ImageRequest): Promise<ImageResult> {
  // Loaded here, not with the worker: a render has no use for the image library's native code.
  const { default: sharp } = await import("sharp");
  const { planImage } = (await import("../images")) as { planImage: typeof PlanImage };
  let meta: Metadata;
  try {
    meta = await sharp(req.source, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    return refused("The file is not an image the site can use: upload a JPEG, PNG, WebP, AVIF or SVG.");
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) {
    return refused("The file is not an image the site can use: upload a JPEG, PNG, WebP, AVIF or SVG.");
  }
  if (meta.width * meta.height > MAX_PIXELS)
    return refused(`The image has more than ${MAX_PIXELS / 1_000_000} million pixels: make it smaller.`);
  if ((meta.pages ?? 1) > 1) return refused("Animated images cannot be used: upload a still image.");
  const svg = meta.format === "svg";
  const widest = Math.max(...req.widths);
  if (!svg && meta.width < widest) {
    return refused(
      `The image is ${meta.width} px wide; this place on the site needs at least ${widest} px so that it stays sharp on large screens.`,
    );
  }
  const aspect = meta.width / meta.height;
  if (Math.abs(aspect - req.aspect) / req.aspect > ASPECT_TOLERANCE) {
    const height = Math.round(meta.width / req.aspect);
    return refused(
      `The image is ${meta.width} × ${meta.height} px; this place on the site is shaped ${req.aspect.toFixed(2)} : 1, so at ${meta.width} px wide it should be ${height} px high. Crop it to that shape.`,
    );
  }
  try {
    const { entry, variants } = await planImage(req.name, req.source, req, svg);
    const files = await Promise.all(
      variants.map(async (v) => {
        const body = await v.encode();
        return { path: `/img/${v.fileName}`, sha256: createHash("sha256").update(body).digest("hex"), body };
      }),
    );
    return { ok: true, entry, files };
  } catch {
    return refused("The image could not be converted: save it again from an image editor and upload that.");
  }
}
