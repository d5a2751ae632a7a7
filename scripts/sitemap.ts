import { writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "../app/content/site";
import { canonicalPaths } from "./content/paths";

/**
 * sitemap.xml and robots.txt: every page that is its own page (the route table's pages without
 * the aliases /company and /contact, every article, case study, webinar and job, and the blog's
 * archive pages; never the 404 page), as absolute
 * URLs on the configured origin (SITE_ORIGIN overrides it at build).
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

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
  return ["User-agent: *", "Allow: /", "Disallow: /admin/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

export const sitemapPaths = (): string[] => canonicalPaths();

export async function writeSitemapAndRobots(clientDir: string, origin: string = site.origin): Promise<void> {
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(origin, sitemapPaths()));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(origin));
}
