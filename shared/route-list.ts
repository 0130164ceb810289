import { type Lang, langOfPath, localizedPath } from "./locales";

// The one list of the site's pages. The route table, the prerender step, the
// sitemap, the server's 404 handling and the end-to-end tests all read it, so
// a page added here is routed, prerendered, listed and tested everywhere.
type PageRoute = {
  /** URL path, as visitors see it. */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Listed in sitemap.xml. */
  sitemap: boolean;
};

export const pageRoutes: readonly PageRoute[] = [
  { path: "/", file: "routes/home.tsx", sitemap: true },
  { path: "/about", file: "routes/about.tsx", sitemap: true },
  { path: "/product", file: "routes/product.tsx", sitemap: true },
  { path: "/investors", file: "routes/investors.tsx", sitemap: true },
  { path: "/lending-partners", file: "routes/lending-partners.tsx", sitemap: true },
  { path: "/career", file: "routes/career.tsx", sitemap: true },
  { path: "/privacy", file: "routes/privacy.tsx", sitemap: true },
  { path: "/privacy/your-data", file: "routes/your-data.tsx", sitemap: true },
  { path: "/grievance-redressal", file: "routes/grievance-redressal.tsx", sitemap: true },
  { path: "/disclosures", file: "routes/disclosures.tsx", sitemap: true },
  { path: "/accessibility", file: "routes/accessibility.tsx", sitemap: true },
];

/** Prerendered once; the server sends it with status 404 for unknown paths. */
export const notFoundPath = "/404";

export const prerenderPaths: string[] = [...pageRoutes.map((r) => r.path), notFoundPath];

/** Every page as served, in every language: "/about", "/hi/about", ... (the e2e tests and benchmarks walk these). */
export const servedPagePaths = (lang: Lang): string[] => pageRoutes.map((r) => localizedPath(lang, r.path));

/** The 404 page of the language a path is in. */
export const notFoundPathFor = (pathname: string): string => localizedPath(langOfPath(pathname), notFoundPath);
