import { type Page, expect, test } from "@playwright/test";
import { escapeRegExp, navigation, pageEntry, sectionOf } from "./support/content";
import { watchPage } from "./support/site";

const platform = pageEntry("/platform");
/** A button of the /platform hero (content/pages/platform.yaml) that composes a mail. */
const platformMailButton =
  platform.hero.actions?.find((action) => action.kind === "mail")?.label ?? "";
/** A platform page the /platform body links to, and its entry. */
const linkedPath =
  sectionOf("/platform", "features").items.find((item) => item.href?.startsWith("/platform/"))
    ?.href ?? "";
const linked = pageEntry(linkedPath);

/**
 * Static pages keep their prerendered body as HTML: its text and section components are not
 * first-load JavaScript (app/components/sections/prerendered-body.tsx). What a visitor must
 * still get: the page, in-app navigation from its links, and the scroll-in animation.
 */
const platformBodyChunks = /\/assets\/(kept-page-body|content-page|hero|integrations)-[\w-]+\.js$/;

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  // The Search button is offered once React has hydrated the page.
  await expect(page.getByRole("banner").getByRole("button", { name: "Search" })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

const sameDocument = (page: Page) => page.evaluate(() => "sameDocument" in window);

test.describe("prerendered page bodies", () => {
  test("/platform shows its content without fetching the code that rendered it", async ({
    page,
  }) => {
    const problems = watchPage(page);
    const bodyChunks: string[] = [];
    page.on("request", (request) => {
      if (platformBodyChunks.test(new URL(request.url()).pathname)) bodyChunks.push(request.url());
    });
    await openHydrated(page, "/platform");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1, name: platform.hero.title })).toBeVisible();
    await expect(page.getByRole("link", { name: platformMailButton }).first()).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    expect(bodyChunks).toEqual([]);
    problems.expectClean();
  });

  test("/ hydrates its hero and scene, and keeps its sections as HTML without their code", async ({
    page,
  }) => {
    const problems = watchPage(page);
    const sectionChunks: string[] = [];
    page.on("request", (request) => {
      if (
        /\/assets\/(kept-page-body|stat-cards|teams)-[\w-]+\.js$/.test(
          new URL(request.url()).pathname,
        )
      )
        sectionChunks.push(request.url());
    });
    await openHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    // The sections are there (a heading from below the hero), and the hero's scene still starts.
    await expect(page.locator('[data-prerendered="sections"] h2').first()).toBeVisible();
    await expect(page.locator('[data-prerendered="sections"] h2')).not.toHaveCount(0);
    await expect(page.locator("[data-scene]")).toHaveAttribute(
      "data-scene",
      /^(running|still|static)$/,
    );
    expect(sectionChunks).toEqual([]);
    problems.expectClean();
  });

  test("a link in the body navigates in-app, and going back renders the page from its chunk", async ({
    page,
  }) => {
    const problems = watchPage(page);
    await openHydrated(page, "/platform");
    const link = page.locator(`main a[href="${linkedPath}"]`).first();
    // Both pages are routes/page.tsx: the body's chunk loads for the next page, and going back
    // renders /platform from it too instead of the HTML kept for the first page.
    const chunk = page.waitForRequest((request) =>
      platformBodyChunks.test(new URL(request.url()).pathname),
    );
    await link.click();
    await chunk;
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(linkedPath)}$`));
    await expect(page.getByRole("heading", { level: 1, name: linked.hero.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(linked.meta.title)} \\| `));
    expect(await sameDocument(page)).toBe(true);

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: platform.hero.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(platform.meta.title)} \\| `));
    await expect(page.getByRole("link", { name: platformMailButton }).first()).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    problems.expectClean();
  });

  test("footer links navigate in-app", async ({ page }) => {
    await openHydrated(page, "/services/red-team");
    const target = navigation.footer
      .flatMap((group) => group.links)
      .find((link) => link.href !== "/services/red-team");
    if (!target) throw new Error("content/navigation.yaml has no footer link");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: target.label, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target.href)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test("content below the fold still fades in as it scrolls into view", async ({ page }) => {
    await openHydrated(page, "/platform");
    const below = page.locator('[data-prerendered="body"] [data-reveal-on-scroll]').last();
    await expect(below).toHaveAttribute("data-reveal", "pending");
    await below.scrollIntoViewIfNeeded();
    await expect(below).toHaveAttribute("data-reveal", "shown");
  });

  test("under reduced motion nothing is hidden", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await openHydrated(page, "/platform");
    await expect(page.locator("[data-reveal]")).toHaveCount(0);
    await context.close();
  });
});
