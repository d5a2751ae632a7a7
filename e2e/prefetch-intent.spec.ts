import { type Page, expect, test } from "@playwright/test";
import { navigation, pageEntry, sectionOf } from "./support/content";
import { gotoHydrated, watchPage } from "./support/site";

/** A platform page the /platform body links to, a page the footer links to, the footer's last link. */
const bodyTarget =
  sectionOf("/platform", "features").items.find((item) => item.href?.startsWith("/platform/"))
    ?.href ?? "";
const footerLinks = navigation.footer.flatMap((group) => group.links);
const footerTarget =
  footerLinks.find((link) => /^\/(solutions|services|platform)\//.test(link.href))?.href ?? "";
const lastFooterTarget = footerLinks.at(-1)?.href ?? "";

/**
 * A page the visitor shows the intent to open (the pointer on a link, a touch, keyboard focus)
 * is fetched before the click (app/components/layout/prefetch-on-intent.tsx): its route data,
 * its route module and its page body, so the click waits for no code (and for the data only as
 * long as a revalidation takes). A page left alone prefetches nothing.
 */

/** Requests for the site's route data and code, by path. */
function watchFetches(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".data") || pathname.startsWith("/assets/")) asked.push(pathname);
  });
  return asked;
}

test.describe("prefetch on intent", () => {
  test("a page left alone prefetches no other page", async ({ page }) => {
    const asked = watchFetches(page);
    await gotoHydrated(page, "/platform");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    expect(asked.filter((path) => path.endsWith(".data") || /\/ai-security-/.test(path))).toEqual(
      [],
    );
  });

  for (const { name, from, link, heading } of [
    {
      name: "a link in a kept page body",
      from: "/platform",
      link: `main a[href="${bodyTarget}"]`,
      heading: pageEntry(bodyTarget).hero.title,
    },
    {
      name: "a footer link",
      from: "/services/red-team",
      link: `footer a[href="${footerTarget}"]`,
      heading: pageEntry(footerTarget).hero.title,
    },
    {
      name: "the logo in the top bar",
      from: "/legal/privacy",
      link: 'header a[href="/"]',
      heading: pageEntry("/").hero.title,
    },
  ]) {
    test(`pointing at ${name} fetches its page's data, route module and body before the click`, async ({
      page,
    }) => {
      const watcher = watchPage(page);
      const asked = watchFetches(page);
      await gotoHydrated(page, from);
      await page.waitForLoadState("networkidle");
      const target = page.locator(link).first();
      const path = (await target.getAttribute("href")) ?? "";
      await target.hover();
      // A static page: its data and the body chunk its family shares (the route module,
      // routes/page.tsx, already runs for the current page). The home page has no route data
      // (its meta is static) and its body is its route module.
      const code = path === "/" ? /^\/assets\/home-/ : /^\/assets\/kept-page-body-/;
      const fetched = () => asked.filter((file) => code.test(file)).length;
      if (path !== "/") await expect.poll(() => asked).toContain(`${path}.data`);
      await expect.poll(fetched).toBe(1);
      await target.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      // The click used what was fetched: the code is not requested again.
      expect(fetched()).toBe(1);
      watcher.expectClean();
    });
  }

  test("keyboard focus on a link fetches its page", async ({ page }) => {
    const asked = watchFetches(page);
    await gotoHydrated(page, "/services/red-team");
    await page.waitForLoadState("networkidle");
    await page.locator(`footer a[href="${lastFooterTarget}"]`).focus();
    await expect.poll(() => asked).toContain(`${lastFooterTarget}.data`);
  });
});
