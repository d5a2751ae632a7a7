import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ADMIN_URLS,
  HEADERS_LIMITS,
  MEDIA_URLS,
  checkHeadersLayout,
  renderHeadersFile,
  sandboxedFiles,
} from "./cdn-headers";
import { prerenderedPagePaths } from "../app/content-layer/addresses";
import { pageUrls as urlsOf } from "./csp";
import { cdnHosts, headersFor, parseHeadersFile, ruleMatches } from "./headers-file";
import { fileContentSecurityPolicy, fileTypes, headerPolicy } from "./security-headers";

/**
 * The _headers file the build writes, read the way Netlify and Cloudflare Pages read it (every
 * matching rule's headers are sent): for this checkout's pages, whatever they are.
 */
const template = readFileSync("deploy/_headers", "utf8");
const pageUrls = urlsOf(prerenderedPagePaths());
/** Files of each kind a build writes beside the pages, where it writes them. */
const fileUrls = [
  "/favicon.svg",
  "/robots.txt",
  "/sitemap.xml",
  "/.well-known/security.txt",
  "/.well-known/csaf/white/2026/hal-2026-001.json",
  "/.well-known/csaf/white/2026/hal-2026-001.json.sha512",
  "/blog/rss.xml",
  "/blog/feed.json",
  "/blog/illustration.svg",
  "/security/advisories/feed.xml",
  "/calendar/event.ics",
  "/research/feed.json",
  "/research/example-report/stix.json",
  "/research/example-report/indicators.csv",
  "/research/example-report/navigator.json",
  "/research/rules/example-rule.yml",
  "/research/rules/example-rule.yar",
  "/research/misp/manifest.json",
  "/research/misp/hashes.csv",
  "/og/home.png",
  "/og/research/example-report.png",
  "/assets/app-1234.js",
  "/assets/globe.worker-1234.js",
  "/assets/inter-1234.woff2",
  "/pagefind/pagefind.js",
  "/pagefind/pagefind-worker.js",
  "/pagefind/wasm.en.pagefind",
  "/pagefind/fragment/en_1.pf_fragment",
  "/admin/index.html",
  "/admin/config.yml",
  "/admin/assets/font-1234.woff2",
];
const headersFile = renderHeadersFile(template, pageUrls, fileUrls);
const rules = parseHeadersFile(headersFile);

/** The values one header gets for a URL on a host (sent once per matching rule). */
const valuesOf = (name: string, host: (typeof cdnHosts)[number], url: string) =>
  headersFor(rules, host, url).get(name.toLowerCase()) ?? [];

describe("the _headers file on Netlify and Cloudflare Pages", () => {
  it.each(cdnHosts)(
    "gives the CMS (/admin/) the opener policy its sign-in popup needs, from every rule that matches it (%s)",
    (host) => {
      for (const url of host === "netlify" ? ["/admin", ...ADMIN_URLS] : ADMIN_URLS) {
        const matching = rules.filter((rule) => ruleMatches(host, rule.pattern, url));
        const coops = matching.flatMap((rule) =>
          rule.headers.filter(([name]) => name === "Cross-Origin-Opener-Policy"),
        );
        expect(
          coops.map(([, value]) => value),
          url,
        ).toEqual(["same-origin-allow-popups"]);
        expect(valuesOf("Content-Security-Policy", host, url), url).toHaveLength(1);
        expect(valuesOf("Content-Security-Policy", host, url)[0], url).toContain(
          "connect-src 'self' https://api.github.com",
        );
      }
    },
  );

  it.each(cdnHosts)(
    "keeps same-origin on every page, under every URL that serves it, and on unknown URLs in a section (%s)",
    (host) => {
      const unknown = pageUrls
        .filter((url) => url.split("/").length > 2)
        .map((url) => `${url}-gone`);
      for (const url of [...pageUrls, ...unknown]) {
        expect(valuesOf("Cross-Origin-Opener-Policy", host, url), url).toEqual(["same-origin"]);
      }
    },
  );

  it.each(cdnHosts)(
    "never sends one header from two rules with two values, nor a single-valued one twice (%s)",
    (host) => {
      const urls = [
        ...pageUrls,
        "/assets/app-1234.js",
        "/calendar/x.ics",
        "/robots.txt",
        "/admin",
        ...ADMIN_URLS,
        ...MEDIA_URLS,
      ];
      for (const url of urls) {
        for (const [name, values] of headersFor(rules, host, url)) {
          expect(new Set(values).size, `${url} ${name}`).toBe(1);
          if (!["content-security-policy", "cache-control"].includes(name))
            expect(values, `${url} ${name}`).toHaveLength(1);
        }
      }
    },
  );

  it.each(cdnHosts)("serves uploads sandboxed and never sniffed (%s)", (host) => {
    for (const url of MEDIA_URLS) {
      const csp = valuesOf("Content-Security-Policy", host, url);
      expect(csp, url).toHaveLength(1);
      expect(csp[0]?.split("; "), url).toEqual(
        expect.arrayContaining(["default-src 'none'", "sandbox"]),
      );
      expect(csp[0], url).not.toMatch(/script-src|allow-scripts|allow-same-origin/);
      expect(valuesOf("X-Content-Type-Options", host, url), url).toEqual(["nosniff"]);
      expect(valuesOf("Cross-Origin-Opener-Policy", host, url), url).toEqual(["same-origin"]);
    }
  });

  it.each(cdnHosts)(
    "never sandboxes a page, and sends frame-ancestors to every page of a section without files (%s)",
    (host) => {
      for (const url of pageUrls) {
        const csp = valuesOf("Content-Security-Policy", host, url);
        expect(csp.join(), url).not.toContain("sandbox");
        if (!/^\/(blog|security|research)\b/.test(url)) expect(csp, url).toEqual([headerPolicy]);
        expect(valuesOf("X-Frame-Options", host, url), url).toEqual(["DENY"]);
      }
    },
  );

  it.each(cdnHosts)(
    "sandboxes every file that is not a page nor code, and no script (%s)",
    (host) => {
      const sandboxed = sandboxedFiles(fileUrls);
      expect(sandboxed).toEqual(
        expect.arrayContaining([
          "/.well-known/security.txt",
          "/blog/rss.xml",
          "/og/home.png",
          "/assets/inter-1234.woff2",
        ]),
      );
      for (const url of sandboxed)
        expect(valuesOf("Content-Security-Policy", host, url), url).toEqual([
          fileContentSecurityPolicy(),
        ]);
      for (const url of fileUrls.filter(
        (file) => /\.js$/.test(file) && !file.startsWith("/admin/"),
      ))
        expect(valuesOf("Content-Security-Policy", host, url).join(), url).not.toContain("sandbox");
      for (const url of fileUrls.filter((file) => file.startsWith("/admin/")))
        expect(valuesOf("Content-Security-Policy", host, url), url).toHaveLength(1);
    },
  );

  it.each(cdnHosts)(
    "types the research files the hosts would not (CSV, Sigma and YARA rules) and leaves the rest to them (%s)",
    (host) => {
      const typed = {
        "/research/example-report/indicators.csv": "text/csv; charset=utf-8",
        "/research/misp/hashes.csv": "text/csv; charset=utf-8",
        "/research/rules/example-rule.yml": "text/plain; charset=utf-8",
        "/research/rules/example-rule.yar": "text/plain; charset=utf-8",
      };
      for (const [url, type] of Object.entries(typed)) {
        expect(valuesOf("Content-Type", host, url), url).toEqual([type]);
        expect(valuesOf("Content-Security-Policy", host, url), url).toEqual([
          fileContentSecurityPolicy(),
        ]);
        expect(valuesOf("X-Content-Type-Options", host, url), url).toEqual(["nosniff"]);
      }
      for (const url of [
        ...pageUrls,
        "/research/example-report/stix.json",
        "/admin/config.yml",
        "/og/home.png",
      ])
        expect(valuesOf("Content-Type", host, url), url).toEqual([]);
    },
  );

  it("is within what the hosts read: at most 100 rules, no line over 2,000 characters", () => {
    expect(rules.length).toBeLessThanOrEqual(HEADERS_LIMITS.rules);
    expect(Math.max(...headersFile.split("\n").map((line) => line.length))).toBeLessThanOrEqual(
      HEADERS_LIMITS.lineLength,
    );
  });

  it("passes the build's own check", () => {
    expect(() => checkHeadersLayout(rules, pageUrls, headersFile, fileUrls)).not.toThrow();
  });
});

describe("the build's check of the _headers layout", () => {
  it("refuses the layout that broke the CMS's sign-in: same-origin for every URL under /*", () => {
    const broken = parseHeadersFile(
      renderHeadersFile(template, pageUrls).replace(
        "/*\n",
        "/*\n  Cross-Origin-Opener-Policy: same-origin\n",
      ),
    );
    expect(() => checkHeadersLayout(broken, pageUrls)).toThrow(
      /netlify: \/admin\/ gets cross-origin-opener-policy from 2 rules \(\/\*, \/admin\/\*\)/,
    );
  });

  it("refuses a page section whose prefix would also match the CMS on Netlify, naming the rule", () => {
    const urls = [...pageUrls, "/ad", "/ad/"];
    const layout = parseHeadersFile(renderHeadersFile(template, urls));
    expect(() => checkHeadersLayout(layout, urls)).toThrow(
      /\/admin\/ gets cross-origin-opener-policy from 2 rules \(\/ad\*, \/admin\/\*\)/,
    );
  });

  it("refuses a page section that the uploads' rule would catch on Netlify (/media-kit)", () => {
    const urls = [...pageUrls, "/media-kit", "/media-kit/"];
    const layout = parseHeadersFile(renderHeadersFile(template, urls));
    expect(() => checkHeadersLayout(layout, urls)).toThrow(
      /netlify: \/media-kit gets content-security-policy from 2 rules \(\/media-kit\*, \/media\/\*\)/,
    );
  });

  it("gives a page whose name starts like another page's or a folder's its headers once (/services-overview, /logos-list)", () => {
    const urls = [
      ...pageUrls.filter((url) => !url.startsWith("/logos")),
      ...["/services-overview", "/services-overview/", "/logos-list", "/logos-list/"],
    ];
    const files = [...fileUrls, "/logos/acme.svg"];
    const layout = renderHeadersFile(template, urls, files);
    expect(() => checkHeadersLayout(parseHeadersFile(layout), urls, layout, files)).not.toThrow();
  });

  it("refuses a layout that leaves a file without the sandbox, or gives it the policy twice", () => {
    const bare = parseHeadersFile(renderHeadersFile(template, pageUrls, []));
    expect(() => checkHeadersLayout(bare, pageUrls, "", fileUrls)).toThrow(
      /\/\.well-known\/security\.txt gets Content-Security-Policy: \(none\)/,
    );
    const twice = parseHeadersFile(
      headersFile.replace("/*\n", `/*\n  Content-Security-Policy: ${headerPolicy}\n`),
    );
    expect(() => checkHeadersLayout(twice, pageUrls, "", fileUrls)).toThrow(
      /\/blog\/rss\.xml gets content-security-policy from 2 rules/,
    );
  });

  it("refuses a layout that serves a typed file without its type, or a type it does not have", () => {
    const untyped = headersFile.replace(`  Content-Type: ${fileTypes.yar}\n`, "");
    expect(untyped).not.toBe(headersFile);
    expect(() => checkHeadersLayout(parseHeadersFile(untyped), pageUrls, "", fileUrls)).toThrow(
      /\/research\/rules\/example-rule\.yar gets Content-Type: \(none\), not text\/plain/,
    );
    // A folder of files only, once it holds a typed one, is matched by extension: the picture beside it keeps its own type.
    const folder = ["/downloads/blocklist.csv", "/downloads/logo.png"];
    const layout = parseHeadersFile(renderHeadersFile(template, pageUrls, folder));
    expect(() => checkHeadersLayout(layout, pageUrls, "", folder)).not.toThrow();
    for (const host of cdnHosts)
      expect(
        headersFor(layout, host, "/downloads/logo.png").get("content-type"),
        host,
      ).toBeUndefined();
  });

  it("refuses a file more than the hosts read: over 100 rules, or a line over 2,000 characters", () => {
    const many = Array.from({ length: 120 }, (_, index) => `/page-${index}-of-many`);
    const crowded = renderHeadersFile(template, many);
    expect(() => checkHeadersLayout(parseHeadersFile(crowded), many, crowded)).toThrow(
      /rules: Cloudflare Pages reads the first 100/,
    );
    const long = headersFile.replace("/*\n", `/*\n  X-Long: ${"a".repeat(2100)}\n`);
    expect(() => checkHeadersLayout(parseHeadersFile(long), pageUrls, long)).toThrow(
      /a line of 21\d\d characters/,
    );
  });
});
