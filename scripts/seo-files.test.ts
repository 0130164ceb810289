import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./seo-files";

describe("sitemap and robots", () => {
  it("lists absolute page URLs from the route list, in both languages, each with its alternates", () => {
    const xml = sitemapXml("https://example.in");
    expect(xml).toContain("<loc>https://example.in/</loc>");
    expect(xml).toContain("<loc>https://example.in/investors</loc>");
    expect(xml).toContain("<loc>https://example.in/hi</loc>");
    expect(xml).toContain("<loc>https://example.in/hi/investors</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="hi-IN" href="https://example.in/hi/about"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://example.in/about"/>');
    expect(xml).not.toContain("/staff");
    expect(xml).not.toContain("/404");
  });

  it("points crawlers at the sitemap and away from the API", () => {
    expect(robotsTxt("https://example.in")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /staff\n\nSitemap: https://example.in/sitemap.xml\n",
    );
  });
});
