/**
 * The top bar and footer (content/navigation.yaml), whatever the company puts in them: every link
 * leads to a page that exists, and menus can be told apart. The launch menus' own entries are navigation.launch.test.ts.
 */
import { describe, expect, it } from "vitest";
import { pageRoutes } from "~/route-table";
import { canonicalPaths } from "../../scripts/content/paths";
import { navigation } from "./site";

/** A route of the route table or a collection entry's page (a job, an article...). */
const pages = new Set<string>([...pageRoutes.map((route) => route.path), ...canonicalPaths()]);
const isRoutePath = (path: string) => pages.has(path.split("#")[0] ?? path);

describe("navigation", () => {
  it("links only to routes that exist", () => {
    const { home, contact, menus, footer } = navigation;
    const hrefs = [
      home.href,
      contact.href,
      ...menus.flatMap((menu) => [menu.href, ...menu.links.map((link) => link.href)]),
      ...footer.flatMap((group) => group.links.map((link) => link.href)),
    ];
    for (const href of hrefs)
      expect(isRoutePath(href), `content/navigation.yaml: ${href}`).toBe(true);
  });

  it("gives every menu an id of its own", () => {
    const ids = navigation.menus.map((menu) => menu.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
