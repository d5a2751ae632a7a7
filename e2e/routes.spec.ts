import { expect, test } from "@playwright/test";
import { routePaths, watchPage } from "./support/site";

test.describe("every route", () => {
  for (const path of routePaths) {
    test(`${path} answers 200 with one h1, a title and a description, cleanly`, async ({ page }) => {
      const watcher = watchPage(page);
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).not.toBeEmpty();
      expect((await page.title()).length).toBeGreaterThan(5);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(50);
      await page.waitForLoadState("networkidle");
      watcher.expectClean();
      // Every character on the page is in the preloaded subset (scripts/font-subset.mjs): no
      // second font file is fetched.
      expect(fonts).toContainEqual(expect.stringMatching(/inter-subset/));
      expect(fonts.filter((font) => !/\/inter-subset-[\w-]+\.woff2$/.test(font))).toEqual([]);
    });
  }

  test("titles and descriptions are unique across canonical routes", async ({ request }) => {
    const seen = new Map<string, string>();
    for (const path of routePaths.filter((p) => p !== "/company" && p !== "/contact")) {
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
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page).toHaveTitle(/Page not found/);
  const sections = page.getByRole("navigation", { name: "Main sections" });
  await expect(sections.getByRole("link", { name: /Services/ })).toHaveAttribute("href", "/services");
  await sections.getByRole("link", { name: /Security Platform/ }).click();
  await expect(page).toHaveURL(/\/platform$/);
  // The browser logs the 404 document itself; nothing else may fail.
  expect(watcher.problems.filter((p) => !p.includes("404"))).toEqual([]);
});
