import { expect, test } from "@playwright/test";
import { defang } from "../app/content/research-indicators";
import { allResearch, listPage } from "./support/content";
import { axeViolations, loadAxe } from "./support/axe";

/**
 * Threat research as a reader meets it: every report listed newest first, its indicators as text
 * that never opens (defanged, no link), copied in one go, its techniques leading to ATT&CK and to
 * our page gathering them. Everything compared comes from content/research.
 */
const reports = [...allResearch].sort(
  (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
);
const report = reports.find(
  (candidate) => candidate.indicators.length > 0 && candidate.techniques.length > 0,
);

test("the research page lists every report, newest first", async ({ page }) => {
  await page.goto(listPage("research"));
  const titles = page.locator("#reports li h3 a");
  await expect(titles).toHaveText(reports.map((entry) => entry.title));
});

test.describe("a report", () => {
  test.skip(!report, "no report with indicators and techniques in content/research");
  if (!report) return;

  test("shows every indicator defanged, never as a link, and copies them all", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await loadAxe(page);
    await page.goto(`/research/${report.slug}`);
    const table = page.getByRole("region", { name: "Indicators of compromise" });
    for (const indicator of report.indicators)
      await expect(
        table.getByText(defang(indicator.type, indicator.value), { exact: true }),
      ).toBeVisible();
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    for (const indicator of report.indicators.filter((entry) => entry.value.length > 6))
      expect(
        hrefs.some((href) => href.includes(indicator.value)),
        indicator.value,
      ).toBe(false);
    await page.getByRole("button", { name: /Copy all \d+ indicators/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim().split("\n")).toEqual(
      report.indicators.map((indicator) => defang(indicator.type, indicator.value)),
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test("links each technique to ATT&CK as an outward link and to our page for it", async ({
    page,
  }) => {
    await page.goto(`/research/${report.slug}`);
    const [technique] = report.techniques;
    if (!technique) throw new Error("no technique");
    const outward = page.getByRole("link", {
      name: `${technique.id} on MITRE ATT&CK (external site)`,
    });
    await expect(outward).toHaveAttribute("href", technique.url);
    await expect(outward).toHaveAttribute("rel", "noopener noreferrer");
    await page
      .getByRole("link", { name: `${technique.id} ${technique.name}` })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${technique.id}: ${technique.name}`,
    );
    await expect(page.getByRole("link", { name: report.title })).toBeVisible();
  });

  test("links the files tools load, each answering with its own type", async ({
    page,
    request,
  }) => {
    await page.goto(`/research/${report.slug}`);
    const links = page
      .getByRole("complementary", { name: "Report at a glance" })
      .locator("a[href^='/research/']");
    const hrefs = await links.evaluateAll((found) =>
      found.map((link) => link.getAttribute("href") ?? ""),
    );
    for (const rule of report.rules) hrefs.push(`/research/rules/${rule.file}`);
    for (const href of hrefs.filter((candidate) => candidate !== listPage("research"))) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"], href).not.toMatch(/text\/html/);
    }
  });
});
