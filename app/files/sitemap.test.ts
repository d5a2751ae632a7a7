import { describe, expect, it } from "vitest";
import { canonicalPaths, entryPaths, livePages } from "../content-layer/addresses";
import { robotsTxt, sitemapXml } from "./sitemap";

const origin = "https://www.example.com";

describe("sitemap.xml", () => {
  const xml = sitemapXml(origin, canonicalPaths());
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it("lists every page of its own as an absolute URL on the origin", () => {
    const own = livePages()
      .filter((page) => !page.aliasOf)
      .map((page) => `${origin}${page.path}`);
    expect(locs).toEqual(expect.arrayContaining(own));
    for (const entry of entryPaths()) expect(locs).toContain(`${origin}${entry}`);
    expect(locs).toContain(`${origin}/blog/category/cloud`);
    expect(locs).toContain(`${origin}/`);
  });

  it("leaves out the aliases and the 404 page", () => {
    // Aliases are content (a page's `aliases:`), so they are read from it, not named here.
    for (const alias of livePages().filter((page) => page.aliasOf))
      expect(locs).not.toContain(`${origin}${alias.path}`);
    expect(locs.some((loc) => loc?.includes("404"))).toBe(false);
  });

  it("is a sitemaps.org urlset with escaped locations", () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(sitemapXml(origin, ["/a?b=1&c=2"])).toContain(
      "<loc>https://www.example.com/a?b=1&amp;c=2</loc>",
    );
  });
});

describe("robots.txt", () => {
  it("allows every crawler everywhere but the CMS, and names the sitemap", () => {
    const robots = robotsTxt(origin);
    expect(robots).toContain("User-agent: *\nAllow: /\nDisallow: /admin/\n");
    expect(robots).not.toMatch(/Disallow: \/$/m);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
