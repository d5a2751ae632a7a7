import { expect, test } from "@playwright/test";
import { escapeRegExp, notFound } from "./support/content";
import { livePages } from "../app/content-layer/addresses";
import { routePaths, watchPage } from "./support/site";

/**
 * Route-wide checks. Each route's own checks (200, one h1, title, description, a clean console,
 * the subset font only) run in the every-page gate's visit (gates/every-page.spec.ts), which
 * opens each page once per width.
 */
test.describe("every route", () => {
  test("titles and descriptions are unique across canonical routes", async ({ request }) => {
    const seen = new Map<string, string>();
    // An alias shows its page, title and all, with the page's canonical URL.
    const aliases = new Set(livePages().flatMap((page) => (page.aliasOf ? [page.path] : [])));
    for (const path of routePaths.filter((candidate) => !aliases.has(candidate))) {
      const html = await (await request.get(path)).text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
      for (const value of [title, description]) {
        if (!value) throw new Error(`${path} has no title or description`);
        expect(seen.get(value), `${path} repeats ${seen.get(value)}`).toBeUndefined();
        seen.set(value, path);
      }
    }
  });
});

test("an unknown path answers 404 with the branded page", async ({ page }) => {
  const watcher = watchPage(page);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.title);
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(notFound.title)));
  const sections = page.getByRole("navigation", { name: "Main sections" });
  const links = sections.getByRole("link");
  await expect(links).toHaveCount(notFound.links.length);
  for (const [index, link] of notFound.links.entries())
    await expect(links.nth(index)).toHaveAttribute("href", link.href);
  const away = notFound.links.find((link) => link.href !== "/") ?? notFound.links[0];
  if (!away) throw new Error("content/not-found.yaml lists no links");
  await links.nth(notFound.links.indexOf(away)).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(away.href === "/" ? "" : away.href)}$`));
  // The browser logs the 404 document itself; nothing else may fail.
  expect(watcher.problems.filter((p) => !p.includes("404"))).toEqual([]);
});
