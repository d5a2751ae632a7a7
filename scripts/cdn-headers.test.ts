import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ADMIN_URLS, MEDIA_URLS, checkHeadersLayout, renderHeadersFile } from "./cdn-headers";
import { prerenderedPagePaths } from "./content/paths";
import { NOT_FOUND_FILE, type PageHashes, fileForPath, urlsForFile } from "./csp";
import { cdnHosts, headersFor, parseHeadersFile, ruleMatches } from "./headers-file";

/**
 * The _headers file the build writes, read the way Netlify and Cloudflare Pages read it (every
 * matching rule's headers are sent): for this checkout's pages, whatever they are.
 */
const template = readFileSync("deploy/_headers", "utf8");
const pageFor = (file: string): PageHashes => ({
  file,
  urls: urlsForFile(file),
  hashes: ["sha256-x"],
});
const sitePages = [...prerenderedPagePaths().map(fileForPath), NOT_FOUND_FILE].map(pageFor);
const pageUrls = sitePages.flatMap((page) => page.urls);
const rules = parseHeadersFile(renderHeadersFile(template, sitePages, ["/platform.data"]));

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
        "/platform.data",
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

  it("passes the build's own check", () => {
    expect(() => checkHeadersLayout(rules, pageUrls)).not.toThrow();
  });
});

describe("the build's check of the _headers layout", () => {
  it("refuses the layout that broke the CMS's sign-in: same-origin for every URL under /*", () => {
    const broken = parseHeadersFile(
      renderHeadersFile(template, sitePages).replace(
        "/*\n",
        "/*\n  Cross-Origin-Opener-Policy: same-origin\n",
      ),
    );
    expect(() => checkHeadersLayout(broken, pageUrls)).toThrow(
      /netlify: \/admin\/ gets cross-origin-opener-policy from 2 rules \(\/\*, \/admin\/\*\)/,
    );
  });

  it("refuses a page section whose prefix would also match the CMS on Netlify, naming the rule", () => {
    const pages = [...sitePages, pageFor("ad/index.html")];
    const layout = parseHeadersFile(renderHeadersFile(template, pages));
    expect(() =>
      checkHeadersLayout(
        layout,
        pages.flatMap((page) => page.urls),
      ),
    ).toThrow(/\/admin\/ gets cross-origin-opener-policy from 2 rules \(\/ad\*, \/admin\/\*\)/);
  });

  it("refuses a page section that the uploads' rule would catch on Netlify (/media-kit)", () => {
    const pages = [...sitePages, pageFor("media-kit/index.html")];
    const layout = parseHeadersFile(renderHeadersFile(template, pages));
    expect(() =>
      checkHeadersLayout(
        layout,
        pages.flatMap((page) => page.urls),
      ),
    ).toThrow(/netlify: \/media-kit gets content-security-policy from 3 rules \(\/media\/\*, /);
  });
});
