import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Per-page script hashes for the Content-Security-Policy. React Router writes inline scripts
 * into every prerendered page (router context, module imports, scroll restoration, React's
 * streaming helpers); they differ from page to page, so each page gets its own list.
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

export interface PageHashes {
  /** The HTML file, relative to the client folder, with forward slashes ("services/index.html"). */
  file: string;
  /** URL paths that serve this file ("/services", "/services/"), for hosts that match on the URL. */
  urls: string[];
  hashes: string[];
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

async function htmlFiles(dir: string, prefix = ""): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    // The CMS has its own policy (adminContentSecurityPolicy), not a page's.
    if (!prefix && entry.name === "admin") continue;
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await htmlFiles(path.join(dir, entry.name), relative)));
    else if (entry.name.endsWith(".html")) found.push(relative);
  }
  return found;
}

/** Every HTML file in the built client folder with its inline-script hashes, sorted by file. */
export async function collectPageHashes(clientDir: string): Promise<PageHashes[]> {
  const files = (await htmlFiles(clientDir)).sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      urls: urlsForFile(file),
      hashes: inlineScriptHashes(await readFile(path.join(clientDir, file), "utf8")),
    })),
  );
}
