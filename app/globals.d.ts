/** Canonical site origin, fixed at build time (SITE_ORIGIN or content/site.ts). */
declare const __SITE_ORIGIN__: string;
/** Where built images are served from: "" for this server, or content/site.ts imageBaseUrl. */
declare const __IMAGE_BASE_URL__: string;
