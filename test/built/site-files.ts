/** The built site's files where a static host serves them from: the "built" Vitest project checks the build in
 * `${BUILD_DIR ?? "build"}/client` directly. A page path `/a/b` is `a/b/index.html`, any other file is itself;
 * a path with no file is a 404, which hosts answer with the branded 404 page (404.html). */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { clientDir } from "../gates/build-files.mjs";
import { NOT_FOUND_FILE, fileForPath as pageFileForPath } from "../../scripts/csp";
import { prerenderedPagePaths } from "../../app/content-layer/addresses";

export { clientDir };

/** Every prerendered route: the route table's pages (aliases too), every entry's page, the blog's archive pages. */
export const routePaths = prerenderedPagePaths();

/** The file a URL path is served from: a page's index.html, or the file itself when the path names one (has an extension). */
export function fileForPath(urlPath: string): string {
  const last = urlPath.split("/").at(-1) ?? "";
  const relative = /\.[\w-]+$/.test(last) ? urlPath.replace(/^\//, "") : pageFileForPath(urlPath);
  return path.join(clientDir, relative);
}

/** Whether the host answers the path with a file (200), rather than with the 404 page. */
export function exists(urlPath: string): boolean {
  const file = fileForPath(urlPath);
  return existsSync(file) && statSync(file).isFile();
}

/** The bytes served for a path; throws, naming the path and the file, when there is none (a 404). */
export function readBytes(urlPath: string): Buffer {
  if (!exists(urlPath))
    throw new Error(
      `${urlPath}: no file ${path.relative(process.cwd(), fileForPath(urlPath))} in the build (the host answers 404)`,
    );
  return readFileSync(fileForPath(urlPath));
}

/** The text of a file the site serves (sitemap.xml, robots.txt...); throws when the path is a 404. */
export const readText = (urlPath: string): string => readBytes(urlPath).toString("utf8");

/** A page's HTML; throws, naming the path, when the build has no page for it. */
export const readPage = readText;

/** What a host answers for a path: its file with status 200, or the 404 page with status 404. */
export function served(urlPath: string): { status: 200 | 404; text: string } {
  if (exists(urlPath)) return { status: 200, text: readText(urlPath) };
  return { status: 404, text: readFileSync(path.join(clientDir, NOT_FOUND_FILE), "utf8") };
}
