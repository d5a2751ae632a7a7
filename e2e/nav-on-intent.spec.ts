import { type Page, expect, test } from "@playwright/test";
import { escapeRegExp, navigation } from "./support/content";
import { gotoHydrated, menuButton, onIntentChunks } from "./support/site";

/** The top bar's menus in order (content/navigation.yaml), after Home. */
const menus = navigation.menus;
const [firstMenu, secondMenu] = menus;
const lastMenu = menus.at(-1);
if (!firstMenu || !secondMenu || !lastMenu)
  throw new Error("content/navigation.yaml needs two menus");

/**
 * The Radix dropdowns and the phone drawer are not part of a page's first load: they load when
 * the visitor shows they want them, and the gesture that loaded them still does what it meant.
 */

/** The on-intent chunks the page has asked for, by file name. */
function watchChunks(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (onIntentChunks.test(path)) asked.push(path.replace("/assets/", ""));
  });
  return asked;
}

/** Holds back the chunk whose name starts with `name` for `ms`, or fails it. */
async function slowChunk(page: Page, name: string, ms: number | "fail") {
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    if (ms === "fail") return route.abort();
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}px a page left alone loads neither the dropdowns nor the drawer`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const asked = watchChunks(page);
    for (const path of ["/", "/services/red-team"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(2000);
      expect(asked, path).toEqual([]);
    }
  });
}

test.describe("desktop top bar", () => {
  test("pointing at it loads the dropdowns, and only them", async ({ page }) => {
    const asked = watchChunks(page);
    await gotoHydrated(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: firstMenu.label, exact: true })
      .hover();
    await expect.poll(() => asked).toContainEqual(expect.stringMatching(/^desktop-nav-menus-/));
    expect(asked.filter((file) => !file.startsWith("desktop-nav-menus-"))).toEqual([]);
  });

  test("a label still pointed at when slow menus arrive opens; leaving closes it", async ({
    page,
  }) => {
    await slowChunk(page, "desktop-nav-menus", 800);
    await gotoHydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: lastMenu.label, exact: true }).hover();
    const trigger = nav.getByRole("button", { name: lastMenu.label, exact: true });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(
      nav
        .getByRole("link", { name: new RegExp(`^${escapeRegExp(lastMenu.links[0]?.label ?? "")}`) })
        .first(),
    ).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("keyboard focus moves on while slow menus load, and stays where it is when they arrive", async ({
    page,
  }) => {
    await slowChunk(page, "desktop-nav-menus", 800);
    await gotoHydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.keyboard.press("Tab"); // skip link
    await page.keyboard.press("Tab"); // logo
    await page.keyboard.press("Tab"); // Home: starts loading the menus
    await page.keyboard.press("Tab"); // the first menu
    await page.keyboard.press("Tab"); // the second
    await expect(nav.getByRole("link", { name: secondMenu.label, exact: true })).toBeFocused();
    const trigger = nav.getByRole("button", { name: secondMenu.label, exact: true });
    await expect(trigger).toBeFocused();
    expect(await trigger.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
    await page.keyboard.press("Tab");
    // The next item of the bar: the third menu, or the contact link after the last menu.
    const third = menus[2];
    await expect(
      third
        ? nav.getByRole("button", { name: third.label, exact: true })
        : nav.getByRole("link", { name: navigation.contact.label, exact: true }),
    ).toBeFocused();
  });
});

test.describe("phone menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("pressing the menu button loads the drawer", async ({ page }) => {
    const asked = watchChunks(page);
    await gotoHydrated(page);
    await menuButton(page).tap();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(asked.some((file) => file.startsWith("mobile-drawer-"))).toBe(true);
    expect(asked.some((file) => file.startsWith("desktop-nav-menus-"))).toBe(false);
  });

  test("one tap before a slow drawer arrives opens the drawer when it does, never the disclosure", async ({
    page,
  }) => {
    await slowChunk(page, "mobile-drawer", 1000);
    await gotoHydrated(page);
    const details = page.locator("header details");
    await details.evaluate((el) =>
      el.addEventListener("toggle", () =>
        document.body.setAttribute("data-disclosure-toggled", ""),
      ),
    );
    await menuButton(page).tap();
    await page.waitForTimeout(300);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(page.locator("body")).not.toHaveAttribute("data-disclosure-toggled");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("if the drawer cannot load, the tap opens the native menu and its links work", async ({
    page,
  }) => {
    await slowChunk(page, "mobile-drawer", "fail");
    await gotoHydrated(page);
    await menuButton(page).tap();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const link = secondMenu.links.at(-1);
    if (!link)
      throw new Error(`content/navigation.yaml: the ${secondMenu.label} menu has no links`);
    await menu.getByRole("link", { name: link.label, exact: true }).first().tap();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(link.href)}$`));
  });
});
