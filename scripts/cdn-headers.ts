/**
 * The _headers file for CDN hosts (Netlify, Cloudflare Pages), from deploy/_headers. Those hosts
 * send the headers of every rule that matches a URL, so the layout keeps each header to one
 * matching rule per URL: what every response shares under /*, the pages' opener policy under one
 * prefix rule per top-level section (never /*, which also matches the CMS), the sandbox of every
 * other file by folder or extension, and the CMS's and the uploads' own blocks.
 * `checkHeadersLayout` proves it for the real URLs, as both hosts match.
 */
import { fill } from "./deploy-template";
import { type HeadersRule, cdnHosts, headerProblems, headersFor } from "./headers-file";
import {
  adminContentSecurityPolicy,
  adminHeaders,
  cacheControl,
  headerPolicy,
  fileContentSecurityPolicy,
  fileTypes,
  openerPolicy,
  securityHeaders,
} from "./security-headers";

type Header = readonly [name: string, value: string];
const block = (pattern: string, headers: readonly Header[]) =>
  [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n");
const COOP = "Cross-Origin-Opener-Policy";

/**
 * URLs that serve the CMS, and uploads of each kind, that the layout check looks at. /admin (no
 * slash) is checked apart: Cloudflare Pages redirects it to /admin/ with none of our headers,
 * Netlify may serve the CMS there; either way it must never get the pages' opener policy.
 */
export const ADMIN_URLS = ["/admin/", "/admin/index.html", "/admin/config.yml"];
export const MEDIA_URLS = ["/media/photo.png", "/media/page.html", "/media/drawing.svg"];

/**
 * One path pattern per top-level section of the site's pages: "/" for the home page, a prefix
 * ("/services*") for a section, so every page under it and every unknown URL there (answered
 * with the 404 page) matches, and the exact path of a top-level file ("/404.html"). A prefix,
 * not "/services" plus "/services/*": on Netlify both would match /services.
 */
export function pageSectionPatterns(urls: readonly string[]): string[] {
  const patterns = urls.map((url) => (sectionOf(url) ? `/${sectionOf(url)}*` : url));
  return [...new Set(patterns)].sort();
}

/** A page URL's top-level section ("services"), or "" for the home page and a top-level file ("/404.html"). */
function sectionOf(url: string): string {
  const first = url.split("/")[1] ?? "";
  return first.includes(".") && url === `/${first}` ? "" : first;
}

/** Code the pages load: a policy on a worker's own script would bind the worker, and nothing else reads it. */
const CODE = /\.(?:m?js|css|wasm)$/;
/** Folders with their own block: the CMS, uploads (sandboxed by theirs). */
const OWN_BLOCKS = new Set(["admin", "media"]);
const topFolder = (url: string) => (url.split("/").length > 2 ? url.split("/")[1] ?? "" : "");
const extensionOf = (url: string) => /\.([^./]+)$/.exec(url)?.[1];
/** The Content-Type a file or pattern's extension gets from us (scripts/security-headers.ts), if any. */
const typeOf = (url: string) => fileTypes[extensionOf(url) ?? ""];

/** The files of the build that get the sandbox: neither a page, nor code, nor in /admin/ or /media/. */
export function sandboxedFiles(fileUrls: readonly string[]): string[] {
  return fileUrls.filter(
    (url) => !url.endsWith(".html") && !CODE.test(url) && !OWN_BLOCKS.has(topFolder(url)),
  );
}

/**
 * The patterns that reach those files without matching a page or code: a top-level file by its
 * path, a folder of files only as a whole ("/og/*"), and inside a section of pages, a folder of
 * code or a folder holding files we type (`fileTypes`) by extension ("/blog/*.xml"). `sections`:
 * the page sections that hold such files; their own rule leaves the Content-Security-Policy to
 * these, so no URL gets it twice (X-Frame-Options DENY still refuses framing their pages).
 */
export function filePatterns(fileUrls: readonly string[], pageUrls: readonly string[]) {
  const pageSections = new Set(pageUrls.map(sectionOf).filter(Boolean));
  const mixed = new Set(fileUrls.filter((url) => url.endsWith(".html") || CODE.test(url) || typeOf(url)).map(topFolder));
  const sections = new Set<string>();
  const patterns = sandboxedFiles(fileUrls).map((url) => {
    const folder = topFolder(url);
    const extension = extensionOf(url);
    if (!folder || !extension) return url;
    if (pageSections.has(folder)) sections.add(folder);
    return pageSections.has(folder) || mixed.has(folder) ? `/${folder}/*.${extension}` : `/${folder}/*`;
  });
  return { patterns: [...new Set(patterns)].sort(), sections };
}

/**
 * The _headers file: shared headers for /*; for the pages, by section, their opener policy, the
 * part of their Content-Security-Policy only a header can carry (the rest is in each page's
 * <meta>: scripts/security-headers.ts) and revalidation; immutable assets, sandboxed uploads,
 * the CMS.
 */
export function renderHeadersFile(
  template: string,
  pageUrls: readonly string[],
  fileUrls: readonly string[] = [],
): string {
  const files = filePatterns(fileUrls, pageUrls);
  const sections = pageSectionPatterns(pageUrls)
    .map((pattern) =>
      block(pattern, [
        [COOP, openerPolicy.page],
        ...(files.sections.has(pattern.slice(1, -1)) ? [] : [["Content-Security-Policy", headerPolicy] as const]),
        ["Cache-Control", cacheControl.html],
      ]),
    )
    .join("\n");
  return fill(template, {
    "security-headers": securityHeaders.map(([name, value]) => `${name}: ${value}`).join("\n  "),
    "page-sections": sections,
    "file-rules": files.patterns
      .map((pattern) => {
        const type = typeOf(pattern);
        return block(pattern, [["Content-Security-Policy", fileContentSecurityPolicy()], ...(type ? [["Content-Type", type] as const] : [])]);
      })
      .join("\n"),
    "media-headers": block("/media/*", [
      ["Content-Security-Policy", fileContentSecurityPolicy()],
      [COOP, openerPolicy.page],
    ]),
    "admin-headers": block("/admin/*", adminHeaders),
  });
}

/** What both hosts read of a _headers file: Cloudflare Pages applies the first 100 rules, and neither takes a line over 2,000 characters. */
export const HEADERS_LIMITS = { rules: 100, lineLength: 2000 } as const;

/** The limits a _headers file breaks, if any (an empty list when it fits). */
export function headersLimitProblems(file: string, rules: readonly HeadersRule[]): string[] {
  const long = file.split("\n").filter((line) => line.length > HEADERS_LIMITS.lineLength);
  return [
    ...(rules.length > HEADERS_LIMITS.rules ? [`${rules.length} rules: Cloudflare Pages reads the first ${HEADERS_LIMITS.rules} and skips the rest`] : []),
    ...long.map((line) => `a line of ${line.length} characters (at most ${HEADERS_LIMITS.lineLength}): ${line.slice(0, 60)}…`),
  ];
}

/**
 * Stops the build when the file is more than those hosts read (HEADERS_LIMITS), or when, on
 * Netlify or Cloudflare Pages (scripts/headers-file.ts), a URL would get one header from two rules, a page or an upload would not get `same-origin`, the CMS
 * anything but its own policies, an upload anything but the sandbox, or a file we type (a rule,
 * a CSV) another type.
 */
export function checkHeadersLayout(
  rules: readonly HeadersRule[],
  pageUrls: readonly string[],
  file = "",
  fileUrls: readonly string[] = [],
) {
  const { sections } = filePatterns(fileUrls, pageUrls);
  const framed = (url: string) => !sections.has(sectionOf(url));
  const problems = [
    ...headersLimitProblems(file, rules),
    ...headerProblems(rules, pageUrls.filter(framed), { [COOP]: openerPolicy.page, "Content-Security-Policy": headerPolicy }),
    ...headerProblems(rules, pageUrls.filter((url) => !framed(url)), { [COOP]: openerPolicy.page }),
    ...headerProblems(rules, sandboxedFiles(fileUrls), { "Content-Security-Policy": fileContentSecurityPolicy() }),
    ...sandboxedFiles(fileUrls).flatMap((url) => {
      const type = typeOf(url);
      return type ? headerProblems(rules, [url], { "Content-Type": type }) : [];
    }),
    ...headerProblems(rules, ADMIN_URLS, {
      [COOP]: openerPolicy.admin,
      "Content-Security-Policy": adminContentSecurityPolicy(),
    }),
    ...headerProblems(rules, MEDIA_URLS, {
      [COOP]: openerPolicy.page,
      "Content-Security-Policy": fileContentSecurityPolicy(),
    }),
    ...cdnHosts.flatMap((host) =>
      pageUrls
        .filter((url) => headersFor(rules, host, url).get("content-security-policy")?.some((csp) => csp.includes("sandbox")))
        .map((url) => `${host}: the page ${url} would be sandboxed`),
    ),
    ...cdnHosts
      .filter((host) =>
        headersFor(rules, host, "/admin").get(COOP.toLowerCase())?.includes(openerPolicy.page),
      )
      .map((host) => `${host}: /admin gets ${COOP}: ${openerPolicy.page}`),
  ];
  if (problems.length === 0) return;
  throw new Error(
    [
      "build/client/_headers would send the wrong headers on CDN hosts (deploy/_headers, scripts/cdn-headers.ts):",
      ...problems.map((problem) => `  ${problem}`),
      'A top-level page section whose name starts like "admin" or "media" also matches their rule on Netlify: rename the section.',
    ].join("\n"),
  );
}
