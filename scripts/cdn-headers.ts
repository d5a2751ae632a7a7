/**
 * The _headers file for CDN hosts, from deploy/_headers. Those hosts send every matching rule's
 * headers, so each header has one matching rule per URL; `checkHeadersLayout` proves it. */
import { fill } from "./deploy-template";
import { type HeadersRule, cdnHosts, headerProblems, headersFor } from "./headers-file";
import {
  type Header,
  adminContentSecurityPolicy,
  adminHeaders,
  cacheControl,
  headerPolicy,
  fileContentSecurityPolicy,
  fileTypes,
  openerPolicy,
  securityHeaders,
} from "./security-headers";

const block = (pattern: string, headers: readonly Header[]) =>
  [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n");
const COOP = "Cross-Origin-Opener-Policy";
const CSP = "Content-Security-Policy";
type Expected = [urls: readonly string[], headers: Record<string, string>];

/** /admin (no slash) is checked apart: Cloudflare redirects it bare, Netlify may serve the CMS there. */
export const ADMIN_URLS = ["/admin/", "/admin/index.html", "/admin/config.yml"];
export const MEDIA_URLS = ["/media/photo.png", "/media/page.html", "/media/drawing.svg"];

/** A prefix per section ("/services*"), not "/services" plus "/services/*": on Netlify both match /services.
 * A section that another's prefix reaches with the same headers ("/services-overview" under "/services*")
 * gets no rule of its own. `filed`: the sections holding sandboxed files, whose rule leaves out the CSP. */
function pageSectionPatterns(urls: readonly string[], filed: ReadonlySet<string>): string[] {
  const patterns = [...new Set(urls.map((url) => (sectionOf(url) ? `/${sectionOf(url)}*` : url)))];
  const holdsFiles = (pattern: string) => filed.has(pattern.slice(1, -1));
  const reached = (pattern: string) =>
    patterns.some(
      (other) =>
        other !== pattern &&
        other.endsWith("*") &&
        pattern.startsWith(other.slice(0, -1)) &&
        holdsFiles(other) === holdsFiles(pattern),
    );
  return patterns.filter((pattern) => !reached(pattern)).sort();
}

function sectionOf(url: string): string {
  const first = url.split("/")[1] ?? "";
  return first.includes(".") && url === `/${first}` ? "" : first;
}

/** Code gets no file policy: on a worker's own script it would bind the worker. */
const CODE = /\.(?:m?js|css|wasm)$/;
const OWN_BLOCKS = new Set(["admin", "media"]);
const topFolder = (url: string) => (url.split("/").length > 2 ? (url.split("/")[1] ?? "") : "");
const extensionOf = (url: string) => /\.([^./]+)$/.exec(url)?.[1];
const typeOf = (url: string) => fileTypes[extensionOf(url) ?? ""];

export function sandboxedFiles(fileUrls: readonly string[]): string[] {
  return fileUrls.filter(
    (url) => !url.endsWith(".html") && !CODE.test(url) && !OWN_BLOCKS.has(topFolder(url)),
  );
}

/**
 * Patterns that reach the sandboxed files without matching a page or code. `sections`: page sections
 * holding such files, whose own rule then leaves the CSP to these so no URL gets it twice. */
function filePatterns(fileUrls: readonly string[], pageUrls: readonly string[]) {
  const pageSections = new Set(pageUrls.map(sectionOf).filter(Boolean));
  const mixed = new Set(
    fileUrls.filter((url) => url.endsWith(".html") || CODE.test(url) || typeOf(url)).map(topFolder),
  );
  const sections = new Set<string>();
  // On Netlify `/clients/*` also matches `/clients-list`: a folder a page section starts with is matched by extension.
  const nearPage = (folder: string) =>
    [...pageSections].some((section) => section.startsWith(folder));
  const patterns = sandboxedFiles(fileUrls).map((url) => {
    const folder = topFolder(url);
    const extension = extensionOf(url);
    if (!folder || !extension) return url;
    if (pageSections.has(folder)) sections.add(folder);
    return nearPage(folder) || mixed.has(folder) ? `/${folder}/*.${extension}` : `/${folder}/*`;
  });
  return { patterns: [...new Set(patterns)].sort(), sections };
}

export function renderHeadersFile(
  template: string,
  pageUrls: readonly string[],
  fileUrls: readonly string[] = [],
): string {
  const files = filePatterns(fileUrls, pageUrls);
  const sections = pageSectionPatterns(pageUrls, files.sections)
    .map((pattern) =>
      block(pattern, [
        [COOP, openerPolicy.page],
        ...(files.sections.has(pattern.slice(1, -1)) ? [] : [[CSP, headerPolicy] as const]),
        ["Cache-Control", cacheControl.html],
      ]),
    )
    .join("\n");
  return fill(template, {
    "security-headers": securityHeaders.map(([name, value]) => `${name}: ${value}`).join("\n"),
    "page-sections": sections,
    "file-rules": files.patterns
      .map((pattern) => {
        const type = typeOf(pattern);
        return block(pattern, [
          [CSP, fileContentSecurityPolicy()],
          ...(type ? [["Content-Type", type] as const] : []),
        ]);
      })
      .join("\n"),
    "media-headers": block("/media/*", [
      [CSP, fileContentSecurityPolicy()],
      [COOP, openerPolicy.page],
    ]),
    "admin-headers": block("/admin/*", adminHeaders),
  });
}

/** Cloudflare Pages applies the first 100 rules; neither host takes a line over 2,000 characters. */
export const HEADERS_LIMITS = { rules: 100, lineLength: 2000 } as const;

/** Stops the build when the file breaks HEADERS_LIMITS or any URL would get a wrong or doubled header. */
export function checkHeadersLayout(
  rules: readonly HeadersRule[],
  pageUrls: readonly string[],
  file = "",
  fileUrls: readonly string[] = [],
) {
  const { sections } = filePatterns(fileUrls, pageUrls);
  const framed = (url: string) => !sections.has(sectionOf(url));
  // The headers each group of URLs must get, from one rule each.
  const expected: Expected[] = [
    [pageUrls.filter(framed), { [COOP]: openerPolicy.page, [CSP]: headerPolicy }],
    [pageUrls.filter((url) => !framed(url)), { [COOP]: openerPolicy.page }],
    [sandboxedFiles(fileUrls), { [CSP]: fileContentSecurityPolicy() }],
    ...sandboxedFiles(fileUrls).flatMap((url): Expected[] => {
      const type = typeOf(url);
      return type ? [[[url], { "Content-Type": type }]] : [];
    }),
    [ADMIN_URLS, { [COOP]: openerPolicy.admin, [CSP]: adminContentSecurityPolicy() }],
    [MEDIA_URLS, { [COOP]: openerPolicy.page, [CSP]: fileContentSecurityPolicy() }],
  ];
  const problems = [
    ...(rules.length > HEADERS_LIMITS.rules
      ? [
          `${rules.length} rules: Cloudflare Pages reads the first ${HEADERS_LIMITS.rules} and skips the rest`,
        ]
      : []),
    ...file
      .split("\n")
      .filter((line) => line.length > HEADERS_LIMITS.lineLength)
      .map(
        (line) =>
          `a line of ${line.length} characters (at most ${HEADERS_LIMITS.lineLength}): ${line.slice(0, 60)}…`,
      ),
    ...expected.flatMap(([urls, headers]) => headerProblems(rules, urls, headers)),
    ...cdnHosts.flatMap((host) =>
      pageUrls
        .filter((url) =>
          headersFor(rules, host, url)
            .get("content-security-policy")
            ?.some((csp) => csp.includes("sandbox")),
        )
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
