import { expect, test } from "@playwright/test";
import {
  allPages,
  escapeRegExp,
  navigation,
  pageActions,
  pageEntry,
  pagesWith,
  site,
} from "./support/content";
import { menuButton } from "./support/site";

/** The top bar's menus (content/navigation.yaml): each has links to pages other than its own. */
const menus = navigation.menus.filter((menu) => menu.links.length > 0);
const [firstMenu, secondMenu] = menus;
const lastMenu = menus.at(-1);
if (!firstMenu || !secondMenu || !lastMenu)
  throw new Error("content/navigation.yaml needs two menus with links");
const linkName = (label: string) => new RegExp(`^${escapeRegExp(label)}`);
/** A link of the menu leading to a content page, and that page's headline. */
function pageLink(menu: (typeof menus)[number]) {
  const link = menu.links.find((candidate) => candidate.href !== menu.href) ?? menu.links[0];
  if (!link) throw new Error(`content/navigation.yaml: the ${menu.label} menu has no links`);
  return { ...link, heading: pageEntry(link.href.split("#")[0] ?? link.href).hero.title };
}

test.describe("desktop top bar", () => {
  test("a dropdown opens on hover and its links navigate", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const target = pageLink(secondMenu);
    await nav.getByRole("button", { name: secondMenu.label, exact: true }).hover();
    const link = nav.getByRole("link", { name: linkName(target.label) }).first();
    await expect(link).toBeVisible();
    await expect(nav.getByRole("button", { name: secondMenu.label, exact: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target.href)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.heading);
  });

  test("a dropdown opens from the keyboard; Escape closes it and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // Tab from the top of the page to the menu's button.
    for (let stop = 0; stop < 10 + menus.length; stop++) {
      await page.keyboard.press("Tab");
      if (
        (await page.evaluate(() => document.activeElement?.textContent?.trim())) === lastMenu.label
      )
        break;
    }
    const trigger = nav.getByRole("button", { name: lastMenu.label, exact: true });
    await expect(trigger).toBeFocused();
    expect(await trigger.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(
      nav.getByRole("link", { name: linkName(lastMenu.links[0]?.label ?? "") }).first(),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("a dropdown opens on click, one at a time", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: firstMenu.label, exact: true });
    const other = nav.getByRole("button", { name: lastMenu.label, exact: true });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.click();
    await expect(
      nav.getByRole("link", { name: linkName(firstMenu.links[0]?.label ?? "") }).first(),
    ).toBeVisible();
    await other.click();
    await expect(other).toHaveAttribute("aria-expanded", "true");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    // A page other than the home page: the services overview, found by its groups of services.
    await page.goto(pagesWith("service-groups")[0]?.path ?? "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("one tap on the menu button opens the drawer, a modal dialog whose sections open one at a time", async ({
    page,
  }) => {
    await page.goto("/");
    await menuButton(page).tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const openButton = menuButton(page);
    // Two sections, and a link only the first of them holds.
    const [one, other] = [secondMenu, lastMenu === secondMenu ? firstMenu : lastMenu];
    const only = one.links.find(
      (link) => !other.links.some((candidate) => candidate.label === link.label),
    );
    if (!only)
      throw new Error(
        `content/navigation.yaml: every link of ${one.label} is in ${other.label} too`,
      );
    const section = (label: string) =>
      drawer.locator("details").filter({ has: page.locator("summary", { hasText: label }) });
    const [first, second] = [section(one.label), section(other.label)];
    await first.locator("summary").tap();
    await expect(drawer.getByRole("link", { name: only.label, exact: true })).toBeVisible();
    await second.locator("summary").tap();
    await expect(second).toHaveAttribute("open");
    await expect(first).not.toHaveAttribute("open");
    await expect(drawer.getByRole("link", { name: only.label, exact: true })).toBeHidden();
    await second.locator("summary").tap();
    await expect(second).not.toHaveAttribute("open");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(openButton).toBeFocused();
  });

  test("a drawer link navigates and closes the drawer", async ({ page }) => {
    await page.goto("/");
    await menuButton(page).tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const link = lastMenu.links.at(-1);
    if (!link) throw new Error(`content/navigation.yaml: the ${lastMenu.label} menu has no links`);
    await drawer.locator("summary", { hasText: lastMenu.label }).tap();
    await drawer.getByRole("link", { name: link.label, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(link.href)}$`));
    await expect(drawer).toBeHidden();
  });

  test("the close button closes the drawer, and the menu button opens it again", async ({
    page,
  }) => {
    await page.goto("/");
    await menuButton(page).tap();
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect(page.getByRole("dialog")).toBeHidden();
    await menuButton(page).tap();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });
});

test("Contact Us opens the mail program with the preset inquiry subject", async ({ page }) => {
  // A mail button without a subject of its own: the company's preset inquiry subject. The page is
  // the first showing one, as the first button of the page with its label.
  const found = [...allPages]
    .sort((a, b) => a.path.localeCompare(b.path))
    .flatMap(({ path }) => {
      const actions = pageActions(path);
      const mail = actions.find((action) => action.kind === "mail" && !action.subject);
      return mail && actions.find((action) => action.label === mail.label) === mail
        ? [{ path, contactUs: mail }]
        : [];
    })[0];
  test.skip(!found, "no page has a mail button with the preset subject");
  if (found?.contactUs.kind !== "mail") return;
  const { path, contactUs } = found;
  await page.goto(path);
  const href = await page
    .locator("main")
    .getByRole("link", { name: contactUs.label, exact: true })
    .first()
    .getAttribute("href");
  const url = new URL(href ?? "");
  expect(url.protocol).toBe("mailto:");
  expect(url.pathname).toBe(site.mailboxes[contactUs.mailbox]);
  expect(url.searchParams.get("subject")).toBe(site.inquirySubject);
  await expect(
    page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: navigation.contact.label, exact: true }),
  ).toHaveAttribute("href", navigation.contact.href);
});

test("the forced light theme is stored under ui-theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("light");
  await expect(page.locator("html")).toHaveClass(/light/);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    "rgb(255, 255, 255)",
  );
});

test("a heading reached by an in-page link is not hidden under the fixed bar", async ({ page }) => {
  // A long page: one showing capabilities.
  const path = pagesWith("capabilities")[0]?.path ?? "/";
  await page.goto(`${path}#main`);
  await page.goto(`${path}#page-title`);
  const top = await page
    .getByRole("heading", { level: 1 })
    .evaluate((el) => el.getBoundingClientRect().top);
  const barBottom = await page
    .locator("header[data-site-header]")
    .evaluate((el) => el.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(barBottom);
});
