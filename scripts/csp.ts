import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
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

/** Hashes as CSP source expressions: "sha256-..." → "'sha256-...'". */
export const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);

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

/** The HTML file a static host serves for a page path ("/" → index.html, "/a/b" → a/b/index.html). */
export function fileForPath(pagePath: string): string {
  return pagePath === "/" ? "index.html" : `${pagePath.replace(/^\/|\/$/g, "")}/index.html`;
}

/** The branded 404 page (scripts/not-found-page.ts), served for every unknown path. */
export const NOT_FOUND_FILE = "404.html";

/**
 * The site's own pages (`pagePaths`, the prerendered routes, and the 404 page) with their
 * inline-script hashes, sorted by file. Only these: any other HTML in the build (say a file an
 * editor uploaded to content/media, copied to /media/) is not ours, and a policy allowing its
 * inline scripts by hash would let it run on our origin. A listed page that was not built stops
 * the build.
 */
export async function collectPageHashes(
  clientDir: string,
  pagePaths: readonly string[],
): Promise<PageHashes[]> {
  const files = [...new Set([...pagePaths.map(fileForPath), NOT_FOUND_FILE])].sort();
  return Promise.all(
    files.map(async (file) => {
      const html = await readFile(path.join(clientDir, file), "utf8").catch(() => {
        throw new Error(
          `${path.join(clientDir, file)} is missing: scripts/content/paths.ts (prerenderedPagePaths) lists a page that react-router.config.ts did not prerender.`,
        );
      });
      return { file, urls: urlsForFile(file), hashes: inlineScriptHashes(html) };
    }),
  );
}
