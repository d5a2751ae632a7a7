/**
 * The _headers file for CDN hosts (Netlify, Cloudflare Pages), from deploy/_headers. Those hosts
 * send the headers of every rule that matches a URL, so the layout keeps each header to one
 * matching rule per URL: what every response shares under /*, the pages' opener policy under one
 * prefix rule per top-level section (never /*, which also matches the CMS), and the CMS's and
 * the uploads' own blocks. `checkHeadersLayout` proves it for the real URLs, as both hosts match.
 */
import { fill } from "./deploy-template";
import { type HeadersRule, cdnHosts, headerProblems, headersFor } from "./headers-file";
import {
  adminContentSecurityPolicy,
  adminHeaders,
  cacheControl,
  headerPolicy,
  mediaContentSecurityPolicy,
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
  const patterns = urls.map((url) => {
    const first = url.split("/")[1] ?? "";
    if (!first) return "/";
    return first.includes(".") && url === `/${first}` ? url : `/${first}*`;
  });
  return [...new Set(patterns)].sort();
}

/**
 * The _headers file: shared headers for /*; for the pages, by section, their opener policy, the
 * part of their Content-Security-Policy only a header can carry (the rest is in each page's
 * <meta>: scripts/security-headers.ts) and revalidation; immutable assets, sandboxed uploads,
 * the CMS.
 */
export function renderHeadersFile(template: string, pageUrls: readonly string[]): string {
  const sections = pageSectionPatterns(pageUrls)
    .map((pattern) =>
      block(pattern, [
        [COOP, openerPolicy.page],
        ["Content-Security-Policy", headerPolicy],
        ["Cache-Control", cacheControl.html],
      ]),
    )
    .join("\n");
  return fill(template, {
    "security-headers": securityHeaders.map(([name, value]) => `${name}: ${value}`).join("\n  "),
    "page-sections": sections,
    "media-headers": block("/media/*", [
      ["Content-Security-Policy", mediaContentSecurityPolicy()],
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
 * anything but its own policies, or an upload anything but the sandbox.
 */
export function checkHeadersLayout(rules: readonly HeadersRule[], pageUrls: readonly string[], file = "") {
  const problems = [
    ...headersLimitProblems(file, rules),
    ...headerProblems(rules, pageUrls, { [COOP]: openerPolicy.page, "Content-Security-Policy": headerPolicy }),
    ...headerProblems(rules, ADMIN_URLS, {
      [COOP]: openerPolicy.admin,
      "Content-Security-Policy": adminContentSecurityPolicy(),
    }),
    ...headerProblems(rules, MEDIA_URLS, {
      [COOP]: openerPolicy.page,
      "Content-Security-Policy": mediaContentSecurityPolicy(),
    }),
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
