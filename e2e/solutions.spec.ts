import { expect, test } from "@playwright/test";
import { pageEntry } from "./support/content";
import { watchPage } from "./support/site";

const industries = [
  { card: "Enterprise", target: pageEntry("/solutions/enterprise") },
  { card: "Healthcare", target: pageEntry("/solutions/healthcare") },
  { card: "Government", target: pageEntry("/solutions/government") },
  { card: "Financial Services", target: pageEntry("/solutions/financial") },
];

test.describe("security solutions", () => {
  for (const { card, target } of industries) {
    test(`the ${card} card's Learn More opens ${target.path}`, async ({ page }) => {
      const watcher = watchPage(page);
      await page.goto("/solutions");
      await page.getByRole("link", { name: `Learn More about ${card}` }).click();
      await expect(page).toHaveURL(new RegExp(`${target.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.hero.title);
      await page.waitForLoadState("networkidle");
      watcher.expectClean();
    });
  }

  test("key features lead to the solution pages", async ({ page }) => {
    await page.goto("/solutions");
    await page.getByRole("region", { name: "Key Features" }).getByRole("link", { name: "Zero Trust" }).click();
    await expect(page).toHaveURL(/\/solutions\/zero-trust$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zero Trust");
    await expect(page.getByRole("link", { name: "Schedule Demo" }).first()).toHaveAttribute("href", /^mailto:.*subject=Schedule%20a%20demo/);
  });

  test("industry pages name their regulations", async ({ page }) => {
    await page.goto("/solutions/financial");
    const rules = page.getByRole("region", { name: "Regulations we help you meet" }).getByRole("heading", { level: 3 });
    await expect(rules).toContainText(["PCI DSS", "DORA"]);
  });
});
