import { describe, expect, it } from "vitest";
import { headerProblems, headersFor, parseHeadersFile, ruleMatches } from "./headers-file";

describe("reading a _headers file", () => {
  it("reads each path line and its indented headers, skipping comments and blank lines", () => {
    const rules = parseHeadersFile(
      "# shared\n/*\n  X-A: 1\n  X-B: two; three\n\n/admin/*\n  # note\n  X-A: 2\n",
    );
    expect(rules).toEqual([
      {
        pattern: "/*",
        headers: [
          ["X-A", "1"],
          ["X-B", "two; three"],
        ],
      },
      { pattern: "/admin/*", headers: [["X-A", "2"]] },
    ]);
  });

  it("sends every matching rule's headers: one header from two rules arrives twice", () => {
    const rules = parseHeadersFile("/*\n  X-A: 1\n/admin/*\n  X-A: 2\n  X-C: 3\n");
    expect(Object.fromEntries(headersFor(rules, "cloudflare", "/admin/"))).toEqual({
      "x-a": ["1", "2"],
      "x-c": ["3"],
    });
    expect(headerProblems(rules, ["/admin/"])).toEqual([
      "netlify: /admin/ gets x-a from 2 rules (/*, /admin/*)",
      "cloudflare: /admin/ gets x-a from 2 rules (/*, /admin/*)",
    ]);
    expect(headerProblems(rules, ["/about"], { "X-A": "1" })).toEqual([]);
    expect(headerProblems(rules, ["/about"], { "X-C": "3" })).toEqual([
      "netlify: /about gets X-C: (none), not 3",
      "cloudflare: /about gets X-C: (none), not 3",
    ]);
  });
});

describe("path patterns as each host matches them", () => {
  it.each([
    // pattern, path, Netlify, Cloudflare Pages
    ["/*", "/", true, true],
    ["/*", "/admin/", true, true],
    ["/", "/", true, true],
    ["/", "/services", false, false],
    ["/admin/*", "/admin/", true, true],
    ["/admin/*", "/admin/index.html", true, true],
    // Netlify: a lone * may match nothing, and the slash before it is optional.
    ["/admin/*", "/admin", true, false],
    ["/admin/*", "/administration", true, false],
    ["/services*", "/services", true, true],
    ["/services*", "/services/red-team", true, true],
    ["/services*", "/services-old", true, true],
    ["/services*", "/solutions", false, false],
    // Netlify ignores case and a trailing slash.
    ["/services", "/Services/", true, false],
    ["/blog/:slug", "/blog/ai-in-the-soc", true, true],
    ["/blog/:slug", "/blog/a/b", false, false],
    ["/media/*.svg", "/media/x.svg", true, true],
  ])("%s on %s: Netlify %s, Cloudflare %s", (pattern, path, netlify, cloudflare) => {
    expect(ruleMatches("netlify", pattern, path)).toBe(netlify);
    expect(ruleMatches("cloudflare", pattern, path)).toBe(cloudflare);
  });
});
