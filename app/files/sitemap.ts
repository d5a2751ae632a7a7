/**
 * sitemap.xml and robots.txt (app/pages/sitemap.xml.ts, robots.txt.ts): the pages given, as absolute
 * URLs on the configured origin (SITE_ORIGIN overrides it at build). */
import { escapeXml } from "~/content/escape";

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((route) => `  <url><loc>${escapeXml(`${origin}${route}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Everything but the CMS (/admin/) may be crawled; the sitemap says where the pages are. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
