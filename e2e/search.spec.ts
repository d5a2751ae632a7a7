import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import { menuButton, watchPage } from "./support/site";

const searchButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Search" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the site" });

/** The control appears once React has hydrated the page. */
async function ready(page: Page, path = "/") {
  await page.goto(path);
  await expect(searchButton(page)).toBeVisible();
}

test.describe("site search", () => {
  test('"red team" from the top bar finds Red Team Operations and opens it', async ({ page }) => {
    const watcher = watchPage(page);
    await ready(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    expect(requests.some((path) => path.startsWith("/pagefind/"))).toBe(false);

    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("searchbox", { name: "Search" })).toBeFocused();
    await page.keyboard.type("red team");
    const result = dialog(page).getByRole("link", { name: /Red Team Operations/ }).first();
    await expect(result).toBeVisible();
    await expect(result.locator("mark").first()).toHaveText(/red|team/i);
    expect(requests.some((path) => path === "/pagefind/pagefind.js")).toBe(true);

    await result.click();
    await expect(page).toHaveURL(/\/services\/red-team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Red Team Operations");
    await expect(dialog(page)).toBeHidden();
    watcher.expectClean();
  });

  test('"privacy" finds the Privacy Policy; arrow keys reach the results and Enter opens one', async ({ page }) => {
    await ready(page, "/services");
    await searchButton(page).click();
    await expect(dialog(page).getByRole("searchbox")).toBeFocused();
    await page.keyboard.type("privacy");
    const result = dialog(page).getByRole("link", { name: /Privacy Policy/ }).first();
    await expect(result).toBeVisible();
    await expect(dialog(page).getByRole("status")).toContainText(/match/);

    const links = dialog(page).getByRole("list", { name: "Search results" }).getByRole("link");
    await page.keyboard.press("ArrowDown");
    await expect(links.first()).toBeFocused();
    if ((await links.count()) > 1) {
      await page.keyboard.press("ArrowDown");
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(links.first()).toBeFocused();
    }
    await page.keyboard.press("ArrowUp");
    await expect(dialog(page).getByRole("searchbox")).toBeFocused();

    await result.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/legal\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  });

  test("Ctrl+K opens it; Escape closes it and focus returns to where it was", async ({ page }) => {
    await ready(page);
    const logo = page.getByRole("banner").getByRole("link").first();
    await logo.focus();
    await page.keyboard.press("Control+k");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("searchbox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(logo).toBeFocused();
  });

  test('"/" opens it, but not while typing in a field; closing returns focus to the Search button', async ({ page }) => {
    await ready(page);
    await searchButton(page).focus();
    await page.keyboard.press("/");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("searchbox")).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(searchButton(page)).toBeFocused();

    await page.goto("/resources/docs");
    await expect(searchButton(page)).toBeVisible();
    const field = page.getByRole("main").getByRole("searchbox").first();
    await field.fill("api/");
    await expect(field).toHaveValue("api/");
    await expect(dialog(page)).toBeHidden();
  });

  test("the open dialog with results passes axe (WCAG 2.2 AA)", async ({ page }) => {
    await ready(page);
    await searchButton(page).click();
    await expect(dialog(page).getByRole("searchbox")).toBeFocused();
    await page.keyboard.type("cloud security");
    await expect(dialog(page).getByRole("link").first()).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test("an unmatched query says so", async ({ page }) => {
    await ready(page);
    await page.keyboard.press("/");
    await expect(dialog(page).getByRole("searchbox")).toBeFocused();
    await page.keyboard.type("zzqxjv");
    await expect(dialog(page).getByRole("status")).toHaveText(/No pages match/);
    await expect(dialog(page).getByRole("link")).toHaveCount(0);
  });
});

test("the index holds page content only: not the top bar, the footer or the 404 page", async ({ page }) => {
  await ready(page);
  const count = (term: string) =>
    page.evaluate(async (query) => {
      const url = "/pagefind/pagefind.js";
      const pagefind = (await import(/* @vite-ignore */ url)) as { search(q: string): Promise<{ results: unknown[] }> };
      return (await pagefind.search(query)).results.length;
    }, term);
  expect(await count("red team")).toBeGreaterThan(0);
  // The footer's copyright line and the 404 page's wording appear on no page's content.
  expect(await count('"All rights reserved"')).toBe(0);
  expect(await count('"Skip to main content"')).toBe(0);
  expect(await count('"good place to pick up again"')).toBe(0);
});

test.describe("site search on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawer's Search button opens the search", async ({ page }) => {
    await ready(page);
    await menuButton(page).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Search the site" }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("searchbox")).toBeFocused();
    await page.keyboard.type("red team");
    await expect(dialog(page).getByRole("link", { name: /Red Team Operations/ }).first()).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no search control is offered that could not work", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link").first()).toBeVisible();
    await expect(searchButton(page)).toHaveCount(0);
  });
});
