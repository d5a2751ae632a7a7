/**
 * Which launch pages have islands (the four form pages and the docs) and which stay plain HTML, on
 * the frozen launch content (test/fixtures/content). The rule for any content is kept-bodies.test.ts.
 */
import { describe, expect, it } from "vitest";
import { pageData } from "~/loaders/page.server";
import { canonicalPageRoutes } from "~/route-table";

const pages = canonicalPageRoutes
  .filter((route) => !route.layout || route.layout === "page")
  .map((route) => pageData(route.path));

describe("kept page bodies at launch", () => {
  it("give islands exactly to the pages with a form or a filter", () => {
    expect(
      pages
        .filter((data) => data.islands)
        .map((data) => data.page.path)
        .sort(),
    ).toEqual([
      "/company/careers/resume",
      "/company/contact",
      "/company/contact/demo",
      "/company/contact/sales",
      "/emergency",
      "/resources/docs",
      "/trust",
    ]);
    expect(pages.filter((data) => !data.islands).map((data) => data.page.path)).toEqual(
      expect.arrayContaining([
        "/platform",
        "/products",
        "/platform/compliance",
        "/services/red-team",
      ]),
    );
  });
});
