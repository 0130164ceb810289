/** Canonical site origin, fixed at build time (SITE_ORIGIN or content/site.ts). */
declare const __SITE_ORIGIN__: string;
