import { readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import { searchablePaths } from "../app/content-layer/addresses";

const UNUSED_BUNDLE = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

/** What Pagefind reads of a page: its <head> and <main> (data-pagefind-body), without the inline
 * stylesheet, text face and scripts every page carries (docs/decisions/0001). Pagefind parses every
 * byte it is handed; from a sixth of them it writes the same index. */
export function indexedPart(html: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  return html
    .replace(/<body\b[^>]*>[\s\S]*<\/body>/, () => `<body>${main}</body>`)
    .replace(/<style\b[\s\S]*?<\/style>|<script\b[\s\S]*?<\/script>/g, "");
}

/** The site search index (Pagefind), written to <client>/pagefind: only canonical pages, each under its clean URL,
 * and of each only the data-pagefind-body part (the content inside <main>, not the top bar or footer). */
export async function buildSearchIndex(clientDir: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  try {
    for (const url of searchablePaths()) {
      const file = path.join(clientDir, ...url.split("/").filter(Boolean), "index.html");
      const added = await index.addHTMLFile({
        url,
        content: indexedPart(await readFile(file, "utf8")),
      });
      if (added.errors.length > 0) throw new Error(`Pagefind ${url}: ${added.errors.join("; ")}`);
    }
    const outputPath = path.join(clientDir, "pagefind");
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
    // Our own dialog (components/layout/search-dialog.tsx) uses the search API only: drop
    // Pagefind's prebuilt interfaces and highlighter rather than deploy unused code.
    for (const file of await readdir(outputPath)) {
      if (UNUSED_BUNDLE.test(file)) await rm(path.join(outputPath, file));
    }
  } finally {
    await pagefind.close();
  }
}
