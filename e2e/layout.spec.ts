import { expect, test } from "@playwright/test";
import { site } from "../app/content/site";
import { gotoHydrated, menuButton } from "./support/site";

test.describe("desktop top bar", () => {
  test("a dropdown opens on hover and its links navigate", async ({ page }) => {
    await gotoHydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    // On a fresh page the label is a plain link; pointing at it loads the menus, and the menu
    // opens without the pointer having to move again.
    await nav.getByRole("link", { name: "Services" }).hover();
    const redTeam = nav.getByRole("link", { name: /Red Team Operations/ });
    await expect(redTeam).toBeVisible();
    await expect(nav.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "true");
    await redTeam.click();
    await expect(page).toHaveURL(/\/services\/red-team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Red Team Operations");
  });

  test("a dropdown opens from the keyboard; Escape closes it and returns focus", async ({ page }) => {
    await gotoHydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    // Tab from the top of a fresh page: focus reaching the bar loads the menus, and the label
    // that has focus when they arrive keeps it.
    for (let stop = 0; stop < 10; stop++) {
      await page.keyboard.press("Tab");
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === "Company") break;
    }
    const trigger = nav.getByRole("button", { name: "Company" });
    await expect(trigger).toBeFocused();
    expect(await trigger.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /About Us/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("once loaded, a dropdown opens on click", async ({ page }) => {
    await gotoHydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Home" }).hover(); // loads the menus, opens none
    const trigger = nav.getByRole("button", { name: "Platform" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.click();
    await expect(nav.getByRole("link", { name: /AI Threat Intelligence/ })).toBeVisible();
  });

  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await page.goto("/services");
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
    await gotoHydrated(page);
    // The button starts as the native disclosure's summary: the tap must open the drawer, and
    // never the disclosure as well.
    await page.locator("header details").evaluate((details) =>
      details.addEventListener("toggle", () => document.body.setAttribute("data-disclosure-toggled", "")),
    );
    await menuButton(page).tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(page.locator("body")).not.toHaveAttribute("data-disclosure-toggled");
    const openButton = page.getByRole("button", { name: "Open menu" });
    const services = drawer.getByRole("button", { name: "Services" });
    const company = drawer.getByRole("button", { name: "Company" });
    await services.tap();
    await expect(drawer.getByRole("link", { name: "IoT Security" })).toBeVisible();
    await company.tap();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(drawer.getByRole("link", { name: "IoT Security" })).toBeHidden();
    await company.tap();
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(openButton).toBeFocused();
  });

  test("a drawer link navigates and closes the drawer", async ({ page }) => {
    await gotoHydrated(page);
    await menuButton(page).tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: "Company" }).tap();
    await drawer.getByRole("link", { name: "Careers" }).tap();
    await expect(page).toHaveURL(/\/company\/careers$/);
    await expect(drawer).toBeHidden();
  });

  test("the close button closes the drawer, and the menu button opens it again", async ({ page }) => {
    await gotoHydrated(page);
    await menuButton(page).tap();
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect(page.getByRole("dialog")).toBeHidden();
    await menuButton(page).tap();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });
});

test("Contact Us opens the mail program with the preset inquiry subject", async ({ page }) => {
  await page.goto("/services/managed");
  const href = await page.locator("main").getByRole("link", { name: "Contact Us" }).first().getAttribute("href");
  const url = new URL(href ?? "");
  expect(url.protocol).toBe("mailto:");
  expect(url.pathname).toBe(site.mailboxes.contact);
  expect(url.searchParams.get("subject")).toBe(site.inquirySubject);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/company/contact");
});

test("the forced light theme is stored under ui-theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("light");
  await expect(page.locator("html")).toHaveClass(/light/);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");
});

test("a heading reached by an in-page link is not hidden under the fixed bar", async ({ page }) => {
  await page.goto("/services/managed#main");
  await page.goto("/services/managed#page-title");
  const top = await page.getByRole("heading", { level: 1 }).evaluate((el) => el.getBoundingClientRect().top);
  const barBottom = await page.locator("header[data-site-header]").evaluate((el) => el.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(barBottom);
});
