import { expect, test } from "@playwright/test";
import { site } from "../app/content/site";

test.describe("desktop top bar", () => {
  test("a dropdown opens on hover and its links navigate", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).hover();
    const redTeam = nav.getByRole("link", { name: /Red Team Operations/ });
    await expect(redTeam).toBeVisible();
    await redTeam.click();
    await expect(page).toHaveURL(/\/services\/red-team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Red Team Operations");
  });

  test("a dropdown opens from the keyboard; Escape closes it and returns focus", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Company" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /About Us/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("a dropdown opens on click", async ({ page }) => {
    await page.goto("/");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Platform" });
    await trigger.click();
    await expect(page.getByRole("link", { name: /AI Threat Intelligence/ })).toBeVisible();
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

  test("the drawer is a modal dialog whose sections open one at a time", async ({ page }) => {
    await page.goto("/");
    const openButton = page.getByRole("button", { name: "Open menu" });
    await openButton.tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
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
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: "Company" }).tap();
    await drawer.getByRole("link", { name: "Careers" }).tap();
    await expect(page).toHaveURL(/\/company\/careers$/);
    await expect(drawer).toBeHidden();
  });

  test("the close button closes the drawer", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect(page.getByRole("dialog")).toBeHidden();
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
