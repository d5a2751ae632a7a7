import { describe, expect, it } from "vitest";
import { interactiveComponentFiles, interactiveSectionTypes, islandSectionTypes } from "~/components/sections/interactive-sections";
import { pageData } from "~/loaders/page.server";
import { canonicalPageRoutes } from "~/route-table";

/*
 * A page whose body is kept as prerendered HTML (routes/page.tsx with `hydrate: false`, and every
 * article, case study, webinar, job and policy page) is never hydrated: a form or filter on it
 * would render but silently do nothing. The page loader hydrates exactly the pages with an
 * interactive section, and no component a kept page renders may keep state or handle events.
 */
const sources = import.meta.glob<string>(["../components/sections/**/*.tsx", "../components/entries/**/*.tsx", "!**/*.test.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const pages = canonicalPageRoutes.filter((route) => !route.layout || route.layout === "page").map((route) => pageData(route.path));

describe("kept page bodies", () => {
  it("cover the static pages: platform, products, services, solutions and more", () => {
    const kept = pages.filter((data) => !data.hydrate).map((data) => data.page.path);
    expect(kept).toEqual(expect.arrayContaining(["/platform", "/products", "/platform/compliance", "/services/red-team", "/solutions/zero-trust"]));
    expect(kept.length).toBeGreaterThan(30);
  });

  it("hydrate exactly the pages with a filter; pages with forms keep their bodies, the forms as islands", () => {
    for (const data of pages) {
      const interactive = data.page.sections.some((section) => interactiveSectionTypes.has(section.type));
      expect(data.hydrate, data.page.path).toBe(interactive);
      expect(data.islands, data.page.path).toBe(data.page.sections.some((section) => islandSectionTypes.has(section.type)));
    }
    expect(pages.filter((data) => data.hydrate).map((data) => data.page.path)).toEqual(["/resources/docs"]);
    expect(pages.filter((data) => data.islands).map((data) => data.page.path).sort()).toEqual(["/company/careers/resume", "/company/contact", "/company/contact/demo", "/company/contact/sales"]);
  });

  it("only the interactive sections' components keep state or handle events", () => {
    const withHandlers = Object.entries(sources)
      .filter(([, source]) => /\buse(State|Reducer)\b|\bon(Click|Submit|Change|Input|KeyDown)=|\bnotify\(/.test(source))
      .map(([file]) => file.split("/").pop());
    // prerendered-body.tsx delegates link clicks on the kept HTML itself, and holds its islands' state.
    expect(withHandlers.filter((file) => file !== "prerendered-body.tsx").sort()).toEqual([...interactiveComponentFiles].sort());
  });
});
