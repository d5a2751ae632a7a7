import { readFile } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import { canonicalRoutes } from "../app/route-table";

/**
 * The site search index (Pagefind), written to <client>/pagefind. Only the canonical pages are
 * indexed (no aliases, no 404, no SPA fallback), each under its clean URL, and of each page only
 * the part marked data-pagefind-body (the page content inside <main>, not the top bar or footer).
 */
export function htmlFileFor(clientDir: string, route: string): string {
  return path.join(clientDir, ...route.split("/").filter(Boolean), "index.html");
}

export async function buildSearchIndex(clientDir: string): Promise<{ pages: number }> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  try {
    let pages = 0;
    for (const { path: url } of canonicalRoutes) {
      const content = await readFile(htmlFileFor(clientDir, url), "utf8");
      const added = await index.addHTMLFile({ url, content });
      if (added.errors.length > 0) throw new Error(`Pagefind ${url}: ${added.errors.join("; ")}`);
      pages++;
    }
    const written = await index.writeFiles({ outputPath: path.join(clientDir, "pagefind") });
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
    return { pages };
  } finally {
    await pagefind.close();
  }
}
