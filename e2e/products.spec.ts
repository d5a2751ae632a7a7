import { expect, test } from "@playwright/test";
import { alertLook, huntLook, severityLook } from "../app/components/sections/status-tag";
import { pageEntry, pageShowing, pagesWith } from "./support/content";
import { watchPage } from "./support/site";

/** The first page showing the dashboard next to feature cards. */
const withFeatures = pagesWith("dashboard").flatMap(({ path, section }) => {
  const features = pageEntry(path).sections.find((candidate) => candidate.type === "features");
  return features?.type === "features" ? [{ path, dashboard: section, features }] : [];
})[0];
/** Each value once, in the order first seen. */
const distinct = <T>(values: T[]) => [...new Set(values)];

test.describe("AI threat intelligence product page", () => {
  test("labels the dashboard as sample data and tells severity and status in words", async ({
    page,
  }) => {
    const { path, section: dashboard } = pageShowing("dashboard");
    const watcher = watchPage(page);
    await page.goto(path);
    const region = page.getByRole("region", { name: dashboard.title });
    await expect(region.getByText(dashboard.sampleLabel, { exact: true })).toBeVisible();
    const feed = region.getByRole("region", { name: "Threat feed" });
    for (const severity of distinct(dashboard.feed.map((item) => item.severity))) {
      await expect(
        feed.getByText(`Severity: ${severityLook[severity].label}`).first(),
      ).toBeVisible();
    }
    const alerts = region.getByRole("region", { name: "Recent alerts" });
    for (const status of distinct(dashboard.alerts.map((item) => item.status))) {
      await expect(alerts.getByText(`Status: ${alertLook[status].label}`).first()).toBeVisible();
    }
    await page.waitForLoadState("networkidle");
    watcher.expectClean();
  });

  test("hunt operations show status in words and progress bars that state their value", async ({
    page,
  }) => {
    const { path, section: dashboard } = pageShowing("dashboard");
    await page.goto(path);
    const hunts = page.getByRole("region", { name: "Hunt operations" });
    for (const status of distinct(dashboard.hunts.map((item) => item.status))) {
      await expect(hunts.getByText(`Status: ${huntLook[status].label}`).first()).toBeVisible();
    }
    const bars = hunts.getByRole("progressbar");
    await expect(bars).toHaveCount(dashboard.hunts.length);
    for (const bar of await bars.all()) {
      const value = Number(await bar.getAttribute("aria-valuenow"));
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
      await expect(bar).toHaveAttribute("aria-valuetext", `${value}% complete`);
      await expect(bar).toHaveAccessibleName(/.+/);
      // The visible figure beside the bar matches its value, and the fill is drawn to it.
      await expect(bar.locator("xpath=..")).toContainText(`${value}%`);
      const [track, fill] = await Promise.all([
        bar.boundingBox(),
        bar.locator("div").boundingBox(),
      ]);
      expect(Math.abs((fill?.width ?? 0) - ((track?.width ?? 0) * value) / 100)).toBeLessThan(2);
    }
    for (const hunt of dashboard.hunts) {
      await expect(
        hunts.getByRole("progressbar", { name: hunt.name, exact: true }),
      ).toHaveAttribute("aria-valuenow", String(hunt.progress));
    }
  });

  test("APT groups are a table with text country codes, in its own scrollable region on a phone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { path, section: dashboard } = pageShowing("dashboard");
    await page.goto(path);
    const region = page
      .getByRole("region", { name: "APT group tracking" })
      .getByRole("region", { name: "APT group tracking" });
    await expect(region).toHaveAttribute("tabindex", "0");
    const table = region.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([
      "Group",
      "Region",
      "Last seen",
      "Targets",
      "TTPs",
      "Confidence",
    ]);
    for (const group of dashboard.aptGroups) {
      const row = table
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: group.group }) });
      await expect(row.getByRole("rowheader")).toContainText(`aka ${group.alias}`);
      await expect(row.getByText(group.flag, { exact: true })).toHaveAttribute(
        "title",
        group.region,
      );
    }
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
      true,
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBe(0);
  });

  test("shows the feature cards and the dashboard's counters", async ({ page }) => {
    test.skip(!withFeatures, "no page shows the dashboard next to feature cards");
    if (!withFeatures) return;
    const { path, dashboard, features } = withFeatures;
    await page.goto(path);
    await expect(
      page.getByRole("region", { name: features.title }).getByRole("listitem"),
    ).toHaveCount(features.items.length);
    for (const counter of dashboard.counters)
      await expect(page.getByText(counter.label, { exact: true }).first()).toBeVisible();
  });
});
