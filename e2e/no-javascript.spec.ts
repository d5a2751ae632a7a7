import { expect, test } from "@playwright/test";

test.use({ javaScriptEnabled: false });

test("content is present and links navigate with JavaScript off", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

test.describe("phone without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu still opens and its links navigate", async ({ page }) => {
    await page.goto("/");
    await page.locator("summary", { hasText: "Menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Cloud Security" }).click();
    await expect(page).toHaveURL(/\/services\/cloud-security$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
