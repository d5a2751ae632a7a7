import { createHash } from "node:crypto";

/**
 * What a page's Content-Security-Policy must allow, read from its HTML: the hashes of its inline
 * scripts (Astro's island bootstrap), which the policy Astro writes into the page's <meta> lists
 * one by one (astro.config.ts `security.csp`; the built-site tests check every page against
 * these). And the URLs a static host serves each page under, for the host configurations.
 */

/** Script types a browser executes (and CSP governs); data blocks such as JSON-LD are not. */
const DATA_BLOCK_TYPES = new Set(["application/ld+json", "application/json", "text/plain"]);

/** SHA-256 source expressions ("sha256-...") of every inline script in the document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && DATA_BLOCK_TYPES.has(type)) continue;
    const hash = `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/** URL paths a static host answers with this file (clean URL with and without the slash). */
export function urlsForFile(file: string): string[] {
  if (file === "index.html") return ["/"];
  if (file.endsWith("/index.html")) {
    const dir = `/${file.slice(0, -"/index.html".length)}`;
    return [dir, `${dir}/`];
  }
  return [`/${file}`];
}

/** The HTML file a static host serves for a page path ("/" → index.html, "/a/b" → a/b/index.html). */
export function fileForPath(pagePath: string): string {
  return pagePath === "/" ? "index.html" : `${pagePath.replace(/^\/|\/$/g, "")}/index.html`;
}

/** The branded 404 page (app/pages/404.astro), served for every unknown path. */
export const NOT_FOUND_FILE = "404.html";

/** Every URL that serves one of the site's pages (`pagePaths`: the prerendered routes), and the 404 page. */
export function pageUrls(pagePaths: readonly string[]): string[] {
  return [...new Set([...pagePaths.map(fileForPath), NOT_FOUND_FILE])].sort().flatMap(urlsForFile);
}
