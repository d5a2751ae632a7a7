import { createHash } from "node:crypto";

// The hashes of a page's inline scripts, which the CSP meta tag Astro writes lists one by one
// (docs/decisions/0007), and the URLs a static host serves each page under.

/** Data blocks (JSON-LD) are not executed, so CSP does not govern them. */
const DATA_BLOCK_TYPES = new Set(["application/ld+json", "application/json", "text/plain"]);

export const scriptHash = (body: string) =>
  `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}` as const;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && DATA_BLOCK_TYPES.has(type)) continue;
    const hash = scriptHash(body);
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/** Clean URLs, with and without the slash. */
export function urlsForFile(file: string): string[] {
  if (file === "index.html") return ["/"];
  if (file.endsWith("/index.html")) {
    const dir = `/${file.slice(0, -"/index.html".length)}`;
    return [dir, `${dir}/`];
  }
  return [`/${file}`];
}

export function fileForPath(pagePath: string): string {
  return pagePath === "/" ? "index.html" : `${pagePath.replace(/^\/|\/$/g, "")}/index.html`;
}

export const NOT_FOUND_FILE = "404.html";

export function pageUrls(pagePaths: readonly string[]): string[] {
  return [...new Set([...pagePaths.map(fileForPath), NOT_FOUND_FILE])].sort().flatMap(urlsForFile);
}
