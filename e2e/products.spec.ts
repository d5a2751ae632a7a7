import { expect, test } from "@playwright/test";
import { watchPage } from "./support/site";

test.describe("AI threat intelligence product page", () => {
  test("labels the dashboard as sample data and tells severity and status in words", async ({ page }) => {
    const watcher = watchPage(page);
    await page.goto("/products");
    const dashboard = page.getByRole("region", { name: "The dashboard your analysts work from" });
    await expect(dashboard.getByText("Sample data", { exact: true })).toBeVisible();
    const feed = dashboard.getByRole("region", { name: "Threat feed" });
    for (const severity of ["Critical", "High", "Medium"]) await expect(feed.getByText(`Severity: ${severity}`).first()).toBeVisible();
    const alerts = dashboard.getByRole("region", { name: "Recent alerts" });
    for (const status of ["Critical", "Warning", "Info"]) await expect(alerts.getByText(`Status: ${status}`).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    watcher.expectClean();
  });

  test("hunt operations show status in words and progress bars that state their value", async ({ page }) => {
    await page.goto("/products");
    const hunts = page.getByRole("region", { name: "Hunt operations" });
    for (const status of ["In Progress", "Scheduled", "Completed"]) await expect(hunts.getByText(`Status: ${status}`).first()).toBeVisible();
    const bars = hunts.getByRole("progressbar");
    await expect(bars).toHaveCount(4);
    for (const bar of await bars.all()) {
      const value = Number(await bar.getAttribute("aria-valuenow"));
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
      await expect(bar).toHaveAttribute("aria-valuetext", `${value}% complete`);
      await expect(bar).toHaveAccessibleName(/.+/);
      // The visible figure beside the bar matches its value, and the fill is drawn to it.
      await expect(bar.locator("xpath=..")).toContainText(`${value}%`);
      const [track, fill] = await Promise.all([bar.boundingBox(), bar.locator("div").boundingBox()]);
      expect(Math.abs((fill?.width ?? 0) - ((track?.width ?? 0) * value) / 100)).toBeLessThan(2);
    }
    await expect(hunts.getByRole("progressbar", { name: "DNS tunnelling from build agents" })).toHaveAttribute("aria-valuenow", "100");
  });

  test("APT groups are a table with text country codes, in its own scrollable region on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/products");
    const region = page.getByRole("region", { name: "APT group tracking" }).getByRole("region", { name: "APT group tracking" });
    await expect(region).toHaveAttribute("tabindex", "0");
    const table = region.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Group", "Region", "Last seen", "Targets", "TTPs", "Confidence"]);
    await expect(table.getByRole("rowheader", { name: /APT29/ })).toContainText("aka Cozy Bear");
    await expect(table.getByText("RU", { exact: true })).toHaveAttribute("title", "Russia");
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });

  test("shows four feature cards and counters", async ({ page }) => {
    await page.goto("/products");
    await expect(page.getByRole("region", { name: "What the platform does for your team" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.getByText("Attacks blocked today")).toBeVisible();
  });
});
