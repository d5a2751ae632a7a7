import { describe, expect, it } from "vitest";
import { interactiveComponentFiles, islandSectionTypes } from "~/components/sections/interactive-sections";
import { pageData } from "~/loaders/page.server";
import { livePageRoutes } from "../../scripts/content/paths";

/*
 * Every page keeps its body as prerendered HTML (routes/page.tsx, home.tsx and blog.tsx, and every
 * article, case study, webinar, job and policy page): it is never hydrated, so a form or filter
 * rendered in it outside an island would render but silently do nothing. The page loader gives
 * islands to exactly the pages with a live section, and no other component a kept page renders
 * may keep state or handle events. Which launch pages have islands is kept-bodies.launch.test.ts.
 */
const sources = import.meta.glob<string>(["../components/sections/**/*.tsx", "../components/entries/**/*.tsx", "!**/*.test.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const pages = livePageRoutes().filter((route) => !route.aliasOf && (!route.layout || route.layout === "page")).map((route) => pageData(route.path));

describe("kept page bodies", () => {
  it("give islands exactly to the pages with a form or a filter", () => {
    for (const data of pages) expect(data.islands, data.page.path).toBe(data.page.sections.some((section) => islandSectionTypes.has(section.type)));
  });

  it("only the interactive sections' components keep state or handle events", () => {
    const withHandlers = Object.entries(sources)
      .filter(([, source]) => /\buse(State|Reducer)\b|\bon(Click|Submit|Change|Input|KeyDown)=|\bnotify\(/.test(source))
      .map(([file]) => file.split("/").pop());
    // prerendered-body.tsx delegates link clicks on the kept HTML itself, and holds its islands' state.
    expect(withHandlers.filter((file) => file !== "prerendered-body.tsx").sort()).toEqual([...interactiveComponentFiles].sort());
  });
});
