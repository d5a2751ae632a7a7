// @vitest-environment node
/** The redirects as each host reads them, rendered from the real templates in deploy/ on a fixture. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderNginxRedirects, renderRedirectsFile } from "./redirects-config";

const cdnTemplate = readFileSync("deploy/_redirects", "utf8");
const nginxTemplate = readFileSync("deploy/nginx/redirects.conf", "utf8");
const redirects = [
  { from: "/blog/old-name", to: "/blog/new-name" },
  { from: "/about-us.html", to: "/company/about#leadership" },
];

describe("the _redirects file for Netlify and Cloudflare Pages", () => {
  it("has one `from to 301` line per redirect, and only comments besides", () => {
    const rules = renderRedirectsFile(cdnTemplate, redirects)
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("#"));
    expect(rules).toEqual([
      "/blog/old-name /blog/new-name 301",
      "/about-us.html /company/about#leadership 301",
    ]);
  });

  it("has no rule and no placeholder left when there are no redirects", () => {
    const file = renderRedirectsFile(cdnTemplate, []);
    expect(file.split("\n").filter((line) => line.trim() && !line.startsWith("#"))).toEqual([]);
    expect(file).not.toContain("{{");
  });
});

describe("the nginx redirect maps", () => {
  it("map each old path, with and without a trailing slash, to the new path, and its #part apart", () => {
    const conf = renderNginxRedirects(nginxTemplate, redirects);
    const block = (variable: string) =>
      new RegExp(`map \\$uri \\$${variable} \\{([^}]*)\\}`).exec(conf)?.[1] ?? "";
    const paths = block("hal_redirect")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line.startsWith('"'));
    expect(paths).toEqual([
      '"/blog/old-name" "/blog/new-name";',
      '"/blog/old-name/" "/blog/new-name";',
      '"/about-us.html" "/company/about";',
      '"/about-us.html/" "/company/about";',
    ]);
    const fragments = block("hal_redirect_fragment")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line.startsWith('"'));
    expect(fragments).toEqual([
      '"/about-us.html" "#leadership";',
      '"/about-us.html/" "#leadership";',
    ]);
    expect(conf).not.toContain("{{");
  });

  it("is two maps with only their defaults when there are no redirects", () => {
    const conf = renderNginxRedirects(nginxTemplate, []);
    expect(conf.match(/map \$uri \$hal_redirect(_fragment)? \{\s*default "";\s*\}/g)).toHaveLength(
      2,
    );
  });
});

describe("a redirect that would leave the site", () => {
  it("stops both files, naming it, whatever reaches them", () => {
    for (const to of [
      "//evil.example/",
      "/\\evil.example",
      "/%5Cevil.example",
      "https://evil.example/",
      "/\t/evil.example",
      '/x" "/y',
      "evil.example",
    ]) {
      const bad = [{ from: "/old", to }];
      expect(() => renderRedirectsFile(cdnTemplate, bad), to).toThrow(JSON.stringify(to));
      expect(() => renderNginxRedirects(nginxTemplate, bad), to).toThrow(JSON.stringify(to));
    }
    expect(() =>
      renderRedirectsFile(cdnTemplate, [{ from: "//evil.example", to: "/blog" }]),
    ).toThrow("//evil.example");
    expect(() => renderRedirectsFile(cdnTemplate, [{ from: "/old", to: "/" }])).not.toThrow();
  });
});
