import { createHash } from "node:crypto";

// The hash of an inline script, as the CSP meta tag Astro writes lists them one by one (docs/decisions/0007;
// the tests find a built page's scripts with an HTML parser: test/page-html.ts), and the URLs a static host
// serves each page under.

export const scriptHash = (body: string) =>
  `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}` as const;

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
