import { expect, test } from "@playwright/test";
import { site } from "../app/content/site";
import { watchPage } from "./support/site";

test.describe("about", () => {
  test("shows mission, values, team, recognition, milestones and global presence", async ({ page }) => {
    const watcher = watchPage(page);
    await page.goto("/company/about");
    const main = page.locator("main");
    for (const heading of ["Our Mission", "Our Values", "Our Team", "Recognition", "Milestones", "Global Presence"]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const mission = page.getByRole("region", { name: "Our Mission" });
    await expect(mission).toContainText(String(site.foundingYear));
    await expect(mission).toContainText("Private limited company");
    const values = page.getByRole("region", { name: "Our Values" }).getByRole("heading", { level: 3 });
    await expect(values).toHaveText(["Excellence", "Innovation", "Integrity", "Client Focus"]);
    await expect(page.getByRole("region", { name: "Recognition" })).toContainText("50+");
    const milestones = page.getByRole("region", { name: "Milestones" }).getByRole("listitem");
    await expect(milestones).toHaveCount(4);
    await expect(milestones.locator("time")).toHaveText(["2017", "2019", "2021", "2024"]);
    await expect(page.getByRole("region", { name: "Global Presence" }).locator("address")).toHaveCount(2);
    await page.waitForLoadState("networkidle");
    watcher.expectClean();
  });

  test("Contact Us goes to the contact page", async ({ page }) => {
    await page.goto("/company/about");
    await page.getByRole("region", { name: "Work with us" }).getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/company\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  });

  test("/company renders the about page with its canonical URL", async ({ page }) => {
    await page.goto("/company");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${site.origin}/company/about`);
  });
});

test.describe("clients and partners", () => {
  test("shows four clients, four partners with our own logos, and the figures", async ({ page }) => {
    const watcher = watchPage(page);
    await page.goto("/clients");
    for (const name of ["Our Clients", "Our Partners"]) {
      const cards = page.getByRole("region", { name }).getByRole("listitem");
      await expect(cards).toHaveCount(4);
      for (const logo of await cards.locator("img").all()) {
        await logo.scrollIntoViewIfNeeded();
        await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      }
    }
    const main = page.locator("main");
    for (const figure of ["500+", "100+", "98%"]) await expect(main.getByText(figure, { exact: true })).toBeVisible();
    await expect(main).toContainText("representative samples");
    await page.waitForLoadState("networkidle");
    watcher.expectClean();
  });
});
