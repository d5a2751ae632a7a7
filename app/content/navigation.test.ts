/**
 * The top bar and footer (content/navigation.yaml), whatever the company puts in them: every link
 * leads to a page that exists, and menus can be told apart. The launch menus' own entries are navigation.launch.test.ts.
 */
import { describe, expect, it } from "vitest";
import { catalogOf, addresses } from "../content-layer/addresses";
import { navigation } from "./site";

/** A page, an alias, a policy or a collection entry's page (a job, an article...). */
const pages = catalogOf(addresses()).live;
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
