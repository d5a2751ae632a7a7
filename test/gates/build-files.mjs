// Shared by the gate scripts: where the build under test is, and its files.
import { readdirSync } from "node:fs";
import path from "node:path";

export const buildDir = process.env.BUILD_DIR ?? "build";
export const clientDir = path.resolve(buildDir, "client");

export function clientFiles(test = () => true) {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

export function sitePages() {
  return clientFiles((name) => name.endsWith(".html")).filter(isSitePage);
}

/**
 * Not a framework's __* shell and not the CMS under admin/, an editors' tool no public page loads,
 * which the size budgets and the HTML gate leave out.
 * @param {string} file
 */
export function isSitePage(file) {
  const parts = file.split(/[\\/]/);
  return file.endsWith(".html") && !parts.at(-1)?.startsWith("__") && parts[0] !== "admin";
}
