import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import {
  escapeRegExp,
  notFound,
  pageEntry,
  pageShowing,
  pagesWith,
  policyEntry,
} from "./support/content";
import { menuButton, watchPage } from "./support/site";

/** A service page, found by what it shows (its methodology) and searched for by its headline: the
 * result is named by it and leads to it. */
const servicePage = pagesWith("methodology")[0];
const service = servicePage && {
  path: servicePage.path,
  title: pageEntry(servicePage.path).hero.title,
};
const noService = "no page on the site shows a service's methodology";
const serviceResult = new RegExp(escapeRegExp(service?.title ?? ""));
/** A page other than the home page to start from: the services overview, found by its groups. */
const servicesOverview = pagesWith("service-groups")[0]?.path ?? "/";
const privacy = policyEntry("privacy");
/** A sentence only the 404 page says (content/not-found.yaml), without its full stop. */
const notFoundPhrase = (notFound.intro.split(/(?<=\.)\s+/).at(-1) ?? notFound.intro).replace(
  /[.!?]$/,
  "",
);

const searchButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: "Search" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the site" });

/** The control appears once React has hydrated the page. */
async function ready(page: Page, path = "/") {
  await page.goto(path);
  await expect(searchButton(page)).toBeVisible();
}

test.describe("site search", () => {
  test("a service's headline typed in the top bar's search finds its page and opens it", async ({
    page,
  }) => {
    test.skip(!service, noService);
    if (!service) return;
    const watcher = watchPage(page);
    await ready(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    expect(requests.some((path) => path.startsWith("/pagefind/"))).toBe(false);

    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("searchbox", { name: "Search" })).toBeFocused();
    await page.keyboard.type(service.title);
    const result = dialog(page).getByRole("link", { name: serviceResult }).first();
    await expect(result).toBeVisible();
    const words = service.title.split(/\s+/).map(escapeRegExp).join("|");
    await expect(result.locator("mark").first()).toHaveText(new RegExp(words, "i"));
    expect(requests.some((path) => path === "/pagefind/pagefind.js")).toBe(true);

    await result.click();
    await expect(page).toHaveURL(new RegExp(`${service.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
    await expect(dialog(page)).toBeHidden();
    watcher.expectClean();
  });

  test("the privacy policy's title finds it; arrow keys reach the results and Enter opens one", async ({
    page,
  }) => {
    await ready(page, servicesOverview);
    await searchButton(page).click();
    await expect(dialog(page).getByRole("searchbox")).toBeFocused();
    await page.keyboard.type(privacy.title);
    const result = dialog(page)
      .getByRole("link", { name: new RegExp(escapeRegExp(privacy.title)) })
      .first();
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
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title);
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

  test('"/" opens it, but not while typing in a field; closing returns focus to the Search button', async ({
    page,
  }) => {
    await ready(page);
    await searchButton(page).focus();
    await page.keyboard.press("/");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("searchbox")).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(searchButton(page)).toBeFocused();

    await page.goto(pageShowing("docs").path);
    await expect(searchButton(page)).toBeVisible();
    const field = page.getByRole("main").getByRole("searchbox").first();
    await field.fill("api/");
    await expect(field).toHaveValue("api/");
    await expect(dialog(page)).toBeHidden();
  });

  test("the open dialog with results passes axe (WCAG 2.2 AA)", async ({ page }) => {
    test.skip(!service, noService);
    if (!service) return;
    await ready(page);
    await searchButton(page).click();
    await expect(dialog(page).getByRole("searchbox")).toBeFocused();
    await page.keyboard.type(service.title);
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

test("the index holds page content only: not the top bar, the footer or the 404 page", async ({
  page,
}) => {
  test.skip(!service, noService);
  if (!service) return;
  await ready(page);
  const count = (term: string) =>
    page.evaluate(async (query) => {
      const url = "/pagefind/pagefind.js";
      const pagefind = (await import(/* @vite-ignore */ url)) as {
        search(q: string): Promise<{ results: unknown[] }>;
      };
      return (await pagefind.search(query)).results.length;
    }, term);
  expect(await count(service.title)).toBeGreaterThan(0);
  // The footer's copyright line and the 404 page's wording appear on no page's content.
  expect(await count('"All rights reserved"')).toBe(0);
  expect(await count('"Skip to main content"')).toBe(0);
  expect(await count(`"${notFoundPhrase}"`)).toBe(0);
});

test.describe("site search on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawer's Search button opens the search", async ({ page }) => {
    test.skip(!service, noService);
    if (!service) return;
    await ready(page);
    await menuButton(page).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("button", { name: "Search the site" })
      .click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("searchbox")).toBeFocused();
    await page.keyboard.type(service.title);
    await expect(dialog(page).getByRole("link", { name: serviceResult }).first()).toBeVisible();
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
