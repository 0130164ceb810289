import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./seo-files";

describe("sitemap and robots", () => {
  it("lists absolute page URLs from the route list", () => {
    const xml = sitemapXml("https://example.in");
    expect(xml).toContain("<loc>https://example.in/</loc>");
    expect(xml).toContain("<loc>https://example.in/investors</loc>");
    expect(xml).not.toContain("/404");
  });

  it("points crawlers at the sitemap and away from the API", () => {
    expect(robotsTxt("https://example.in")).toBe("User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://example.in/sitemap.xml\n");
  });
});
