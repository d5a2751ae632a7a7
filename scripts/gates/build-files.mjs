// Shared by the gate scripts: where the build under test is, and its files.
import { readdirSync } from "node:fs";
import path from "node:path";

export const buildDir = process.env.BUILD_DIR ?? "build";
export const clientDir = path.resolve(buildDir, "client");

/** Files under the built client folder (relative paths), optionally filtered by a name test. */
export function clientFiles(test = () => true) {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The pages a visitor can reach: every HTML file except the CMS (admin/), a third-party
 * application for editors, not a page of the site, and any file named __* (a framework's shell,
 * never served as a page).
 */
export function sitePages() {
  return clientFiles((name) => name.endsWith(".html")).filter(isSitePage);
}

/**
 * Whether an HTML file of the build (relative to client/) is a page of the public site: not
 * a framework's __* shell and not the CMS under admin/. The size budgets and the HTML
 * gate measure these; the CMS (an 8 MB editor's tool, loaded by no public page) has neither.
 * @param {string} file
 */
export function isSitePage(file) {
  const parts = file.split(/[\\/]/);
  return file.endsWith(".html") && !parts.at(-1)?.startsWith("__") && parts[0] !== "admin";
}
