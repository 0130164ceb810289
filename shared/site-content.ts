// What the console, the server and the renderer say to each other about
// content sections (docs/decisions/130-live-site-content.md).
import type { DocumentFolder } from "./documents/tree";

/** One reason a section cannot go live, on the field it concerns when there is one. */
export type ContentProblem = {
  /** The section's id (content/sections.ts); absent for a problem of the whole site (a page that failed to render). */
  section?: string;
  /** The language of the text it concerns, for copy in every language. */
  lang?: string;
  /** Where in the section's value: ["4", "title"] is the fifth item's title. */
  path?: (string | number)[];
  message: string;
};

const names = new Intl.DisplayNames(["en"], { type: "language" });
/** A language's name for staff, who read the console in English: "hi" -> "Hindi". */
export const languageName = (lang: string) => names.of(lang) ?? lang;

/** ["cards", 0, "title"] from "cards[0].title" or "cards.0.title". */
export function parseFieldPath(text: string): (string | number)[] {
  return text
    .split(/[.[\]]/)
    .filter((p) => p !== "")
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** build/render/baseline.json, written by the build (scripts/site-content/build-step.ts). */
export type Baseline = {
  /** Identifies the build: a hash of the server builds the pages are rendered from. */
  buildId: string;
  /** Git's value of every section (content/sections.ts). */
  sections: Record<string, unknown>;
  /** content/published-versions.json: the console's versions git already holds. */
  publishedVersions: Record<string, number>;
  /** The build's image manifest (app/generated/images.ts); images uploaded from the console join it. */
  images: Record<string, unknown>;
  /** The build's document library, for the check of links to documents. */
  documentTree: DocumentFolder;
  /** SITE_ORIGIN of the build (canonical links, the sitemap). */
  siteOrigin: string;
  /** The live modules other live modules read as they load (scripts/site-content/read-at-load.ts). */
  readAtLoad: string[];
};

// The render worker's request and answer (scripts/site-content/render-worker.ts), over IPC.

export type RenderRequest = {
  kind?: "render";
  buildDir: string;
  /** Every section whose live value is not git's, by id, the one being published among them. */
  sections: Record<string, unknown>;
  /** The sections to put through the checks (the one being published; at a deploy, every one in `sections`). */
  check: readonly string[];
  /** Only the checks, no pages (a regulated change sent for approval is checked before anyone reads it). */
  checkOnly?: boolean;
  /** Images uploaded from the console: their entries in the image manifest ([width, height, key, widths, social]). */
  images: Record<string, unknown>;
  /** Files the database holds already (sha256): sent back without their bytes. */
  knownFiles: readonly string[];
  /** The live generation's files: their sha256, the day a page last changed, and whether they are the build's own, by path. */
  previous: Record<string, { sha256: string; lastmod?: string; build?: true }>;
  /** Today in India (YYYY-MM-DD): the lastmod of a page this publication changes. */
  today: string;
};

export type RenderedFile = {
  /** URL path: "/career/index.html", "/assets/live/en-jobs-1a1ebedb67.js", "/sitemap.xml". */
  path: string;
  sha256: string;
  /** The day a page last changed, when a publication changed it. */
  lastmod?: string;
  /** The same bytes as the build's file: every process has them already. */
  build?: true;
  /** Absent when the database holds the file already. */
  body?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
};

/** Where a render's time went, in ms (npm run bench:content prints them). */
export type RenderTimings = { checks: number; render: number; finish: number; compress: number };

export type RenderResult =
  /** `warm`: the render worker had rendered before, so its modules were loaded already (scripts/site-content/render-worker.ts). */
  { ok: true; files: RenderedFile[]; timings: RenderTimings; warm?: boolean } | { ok: false; problems: ContentProblem[] };

/**
 * What a render worker kept warm answers when a render needs one started afresh (a module other modules read as they
 * load changes: scripts/site-content/render-site.ts); the server starts one and sends it the request again.
 */
export type FreshWorkerNeeded = { freshWorker: true };

/** An image uploaded from the console, for the build's image pipeline in the render worker. */
export type ImageRequest = {
  kind: "image";
  /** Its name in the image manifest ("partner-acme"). */
  name: string;
  source: Buffer;
  /** The widths its place on the pages needs, and its shape there (width / height). */
  widths: readonly number[];
  aspect: number;
  social: boolean;
};

/** Its manifest entry ([width, height, key, widths, social]) and files, or why it cannot be used. */
export type ImageResult = { ok: true; entry: unknown; files: RenderedFile[] } | { ok: false; problems: ContentProblem[] };
