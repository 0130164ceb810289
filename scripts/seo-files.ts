import { LANGS, hreflangAlternates, localizedPath } from "#shared/locales";
import { pageRoutes } from "#shared/route-list";

const url = (origin: string, path: string) => `${origin}${path}`;

/**
 * Every page in every language, each entry naming its versions in the other
 * languages (hreflang alternates, as Google reads them from sitemaps).
 */
export function sitemapXml(
  origin: string,
  paths = pageRoutes.filter((r) => r.sitemap).map((r) => r.path),
  /** The day a page last changed, by its served path, where it is known (pages published from the console). */
  lastmod: (servedPath: string) => string | undefined = () => undefined,
): string {
  const entries = paths.flatMap((path) =>
    LANGS.map((lang) => {
      const changed = lastmod(localizedPath(lang, path));
      const alternates = hreflangAlternates(path).map(
        (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${url(origin, alt.path)}"/>`,
      );
      const day = changed ? `\n    <lastmod>${changed}</lastmod>` : "";
      return `  <url>\n    <loc>${url(origin, localizedPath(lang, path))}</loc>${day}\n${alternates.join("\n")}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

/** The staff console is behind sign-in and answers noindex; crawlers are asked not to try it at all. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /staff\n\nSitemap: ${origin}/sitemap.xml\n`;
}
