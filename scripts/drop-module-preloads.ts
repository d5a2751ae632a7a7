import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;

/**
 * React Router marks every module a page hydrates with as <link rel="modulepreload"> in the
 * head, so ~125 kB of JavaScript competes with the stylesheet and the font for a phone's
 * bandwidth before anything is painted. Our pages are complete HTML and do not need JavaScript
 * to be read, so the content goes first: without the hints the modules still load from the
 * inline module script at the end of the page (the same files; size.mjs counts them), just
 * after the text. Measured with Lighthouse mobile (median of 3): LCP 2.34 s → under 2.0 s.
 */
export function dropModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html")).map((entry) => path.join(entry.parentPath, entry.name));
}

export async function dropModulePreloadsFromPages(clientDir: string): Promise<void> {
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    const trimmed = dropModulePreloads(html);
    if (trimmed !== html) await writeFile(file, trimmed);
  }
}
