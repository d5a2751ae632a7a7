import { describe, expect, it } from "vitest";
import { interactiveComponentFiles, interactiveSectionTypes } from "~/components/sections/interactive-sections";
import type { Page } from "~/content/types";
import { routeTable } from "~/route-table";

/*
 * A route whose body is kept as prerendered HTML (prerenderedPage / prerenderedBody) is never
 * hydrated: a form or filter on it would render but silently do nothing. These tests keep such
 * sections off those pages, and state and handlers out of every other section component.
 */
const routeSources = import.meta.glob<string>("./**/*.tsx", { query: "?raw", import: "default", eager: true });
const pageModules = import.meta.glob<{ page: Page }>("../content/pages/**/*.ts", { eager: true });
const sectionSources = import.meta.glob<string>(["../components/sections/**/*.tsx", "!**/*.test.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
});

const keptRoutes = routeTable
  .map((entry) => ({ path: entry.path, source: routeSources[`./${entry.file.replace(/^routes\//, "")}`] ?? "" }))
  .filter((route) => /prerendered(Page|Body)\(/.test(route.source));

function pageOf(source: string): Page | undefined {
  const content = source.match(/prerenderedPage\(\s*\(\) => import\("~\/content\/pages\/([^"]+)"\)/)?.[1];
  return content ? pageModules[`../content/pages/${content}.ts`]?.page : undefined;
}

describe("kept page bodies", () => {
  it("cover the static pages: platform, products, services, solutions and more", () => {
    const paths = keptRoutes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(["/platform", "/products", "/platform/compliance", "/services/red-team", "/legal/privacy"]));
    expect(paths).not.toContain("/blog");
  });

  it.each(keptRoutes.filter((route) => route.source.includes("prerenderedPage(")))(
    "$path has no interactive section",
    ({ source }) => {
      const page = pageOf(source);
      expect(page, "the route's content module").toBeDefined();
      const interactive = page?.sections.filter((section) => interactiveSectionTypes.has(section.type)) ?? [];
      expect(interactive.map((section) => section.type)).toEqual([]);
    },
  );

  it("only the interactive sections' components keep state or handle events", () => {
    const withHandlers = Object.entries(sectionSources)
      .filter(([, source]) => /\buse(State|Reducer)\b|\bon(Click|Submit|Change|Input|KeyDown)=|\bnotify\(/.test(source))
      .map(([file]) => file.split("/").pop());
    // prerendered-body.tsx delegates link clicks on the kept HTML itself.
    expect(withHandlers.filter((file) => file !== "prerendered-body.tsx").sort()).toEqual([...interactiveComponentFiles].sort());
  });
});
