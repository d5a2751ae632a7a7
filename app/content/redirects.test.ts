// @vitest-environment node
/** content/redirects.yaml's checks, each refusal on a small fixture, with the file and entry it names. */
import { describe, expect, it } from "vitest";
import type { Catalog } from "./publication";
import { type Redirect, reservedAddresses, resolveRedirects } from "./redirects";
import { redirectsSchema } from "./schema/publishing";

const FILE = "content/redirects.yaml";
const catalog: Catalog = {
  live: new Set(["/", "/platform", "/blog", "/blog/current", "/company/contact"]),
  hidden: new Map([
    ["/blog/unfinished", { reason: "draft", file: "content/articles/unfinished.md" }],
    [
      "/blog/next-month",
      { reason: "scheduled", file: "content/articles/next-month.md", date: "2030-02-01" },
    ],
  ]),
};
const rules = {
  catalog,
  reserved: reservedAddresses(["/logo.svg", "/blog/illustration.svg"], catalog.live),
};
const resolve = (redirects: Redirect[]) => resolveRedirects(redirects, rules, FILE);
/** The problems the build prints, one per line. */
const problems = (redirects: Redirect[]) => {
  try {
    resolve(redirects);
    return [];
  } catch (error) {
    return (error as Error).message.split("\n");
  }
};

describe("redirects that work", () => {
  it("lead an old address to a page, with or without a #part", () => {
    const valid = [
      { from: "/blog/old-name", to: "/blog/current" },
      { from: "/about-us.html", to: "/company/contact#offices" },
    ];
    expect(resolve(valid)).toEqual(valid);
  });

  it("follow a chain (renamed twice) to its page, so each old address answers with one redirect", () => {
    expect(
      resolve([
        { from: "/first-name", to: "/second-name" },
        { from: "/second-name", to: "/third-name#top" },
        { from: "/third-name", to: "/platform" },
      ]),
    ).toEqual([
      { from: "/first-name", to: "/platform" },
      { from: "/second-name", to: "/platform" },
      { from: "/third-name", to: "/platform" },
    ]);
  });

  it("may start at a draft's address (an entry taken off the site)", () => {
    expect(problems([{ from: "/blog/unfinished", to: "/blog" }])).toEqual([]);
  });
});

describe("the build refuses, naming the file and the entry", () => {
  it("a redirect to a page that does not exist", () => {
    expect(problems([{ from: "/old", to: "/no-such-page" }])).toEqual([
      `${FILE}: redirects.0.to: /no-such-page is no page: a redirect must lead to a page of the site, like /blog`,
    ]);
  });

  it("a redirect to a draft or to an article not published yet", () => {
    expect(problems([{ from: "/old", to: "/blog/unfinished" }])).toEqual([
      `${FILE}: redirects.0.to: /blog/unfinished is a draft ("draft: true" in content/articles/unfinished.md): a redirect must lead to a page of the site, like /blog`,
    ]);
    expect(problems([{ from: "/old", to: "/blog/next-month" }])[0]).toContain(
      "redirects.0.to: /blog/next-month is an article not published until 2030-02-01",
    );
  });

  it("a chain that ends nowhere, saying which redirects it went through", () => {
    expect(
      problems([
        { from: "/a", to: "/b" },
        { from: "/b", to: "/gone" },
      ]),
    ).toEqual([
      `${FILE}: redirects.0.to: /gone (followed through /b) is no page: a redirect must lead to a page of the site, like /blog`,
      `${FILE}: redirects.1.to: /gone is no page: a redirect must lead to a page of the site, like /blog`,
    ]);
  });

  it("a loop, once, with every step", () => {
    expect(
      problems([
        { from: "/a", to: "/b" },
        { from: "/b", to: "/a" },
      ]),
    ).toEqual([`${FILE}: redirects.0.to: a loop: /a → /b → /a: point one of them at a page`]);
    expect(problems([{ from: "/a", to: "/a#part" }])).toEqual([
      `${FILE}: redirects.0.to: a loop: /a → /a: point one of them at a page`,
    ]);
    expect(
      problems([
        { from: "/x", to: "/a" },
        { from: "/a", to: "/b" },
        { from: "/b", to: "/a" },
      ]),
    ).toEqual([`${FILE}: redirects.0.to: a loop: /x → /a → /b → /a: point one of them at a page`]);
  });

  it("a from that is still a page (it would hide it), or will be (a scheduled article)", () => {
    expect(problems([{ from: "/platform", to: "/blog" }])).toEqual([
      `${FILE}: redirects.0.from: /platform is still a page of the site: a redirect would hide it. Add the redirect once the page is off the site (a draft, or deleted), or remove it`,
    ]);
    expect(problems([{ from: "/blog/next-month", to: "/blog" }])[0]).toContain(
      "redirects.0.from: /blog/next-month is the address of an article published on 2030-02-01 (content/articles/next-month.md)",
    );
  });

  it("a from listed twice", () => {
    expect(
      problems([
        { from: "/old", to: "/blog" },
        { from: "/other", to: "/blog" },
        { from: "/old", to: "/platform" },
      ]),
    ).toEqual([
      `${FILE}: redirects.2.from: /old is already redirected by redirects.0 (to /blog): keep one of the two`,
    ]);
  });

  it("a from that is a file the site serves", () => {
    expect(problems([{ from: "/assets/app.js", to: "/blog" }])[0]).toContain(
      "redirects.0.from: /assets/app.js is inside /assets/, which the build fills",
    );
    expect(problems([{ from: "/logo.svg", to: "/blog" }])[0]).toContain(
      "redirects.0.from: /logo.svg is a file the site serves",
    );
    expect(problems([{ from: "/platform.data", to: "/blog" }])[0]).toContain(
      "is a page's route data",
    );
    expect(problems([{ from: "/blog/feed.json", to: "/blog" }])[0]).toContain(
      "is a file the site serves",
    );
    expect(problems([{ from: "/blog/old-post", to: "/blog" }])).toEqual([]);
  });

  it("malformed addresses, in the schema (which the CMS's form checks too)", () => {
    const check = (from: string, to = "/blog") =>
      redirectsSchema.safeParse({ redirects: [{ from, to }] });
    for (const bad of [
      "old",
      "/old/",
      "/old?id=3",
      "/old#part",
      "/a//b",
      "/../admin",
      "/.well-known/x",
      "/with space",
      'https://x.example/"',
    ])
      expect(check(bad).error?.issues[0], bad).toMatchObject({
        path: ["redirects", 0, "from"],
        message: expect.stringMatching(/^Expected an old address on this site/),
      });
    for (const good of ["/old", "/About-Us.html", "/blog/2019/05/post_name", "/~team"])
      expect(check(good).success, good).toBe(true);
    expect(check("/old", "https://elsewhere.example/").error?.issues[0]?.path).toEqual([
      "redirects",
      0,
      "to",
    ]);
    expect(redirectsSchema.parse({})).toEqual({ redirects: [] });
  });
});
