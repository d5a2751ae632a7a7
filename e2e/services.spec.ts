import { expect, test } from "@playwright/test";
import { site } from "../app/content/site";
import { watchPage } from "./support/site";

test.describe("services pages", () => {
  test("red team shows its four methodology phases in order, with their activities", async ({ page }) => {
    const watcher = watchPage(page);
    await page.goto("/services/red-team");
    const methodology = page.getByRole("region", { name: "Our Methodology" });
    const phases = methodology.getByRole("heading", { level: 3 });
    await expect(phases).toHaveText(["Reconnaissance", "Scanning", "Exploitation", "Reporting"]);
    for (const name of ["Reconnaissance", "Reporting"]) {
      await phases.filter({ hasText: name }).scrollIntoViewIfNeeded();
      await expect(phases.filter({ hasText: name })).toBeVisible();
    }
    await expect(methodology.getByText("Attack narrative with timeline and evidence")).toBeVisible();
    await page.waitForLoadState("networkidle");
    watcher.expectClean();
  });

  test("red team Contact Us goes to the contact page", async ({ page }) => {
    await page.goto("/services/red-team");
    const contactLinks = page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true });
    await expect(contactLinks).toHaveCount(2);
    for (const link of await contactLinks.all()) await expect(link).toHaveAttribute("href", "/company/contact");
    await contactLinks.first().click();
    await expect(page).toHaveURL(/\/company\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("our services lists the four groups and a listed service opens its page", async ({ page }) => {
    await page.goto("/services");
    const groups = page.getByRole("region", { name: "Four ways we work with you" }).getByRole("heading", { level: 3 });
    await expect(groups).toHaveText(["Assessment", "Response", "Training", "Hi-Tech Crime Investigation"]);
    await page.getByRole("list", { name: "Response services" }).getByRole("link", { name: "Threat Intelligence and Hunting" }).click();
    await expect(page).toHaveURL(/\/services\/threat-intelligence$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Threat Intelligence and Hunting");
  });

  test("incident response's emergency block composes an urgent mail to responders", async ({ page }) => {
    await page.goto("/services/incident-response");
    const block = page.getByRole("region", { name: "Under attack right now?" });
    await expect(block).toBeVisible();
    const href = await block.getByRole("link", { name: "Report an Incident Now" }).getAttribute("href");
    expect(href).toMatch(new RegExp(`^mailto:${site.mailboxes.security}\\?`));
    const subject = new URL(href ?? "").searchParams.get("subject");
    expect(subject).toMatch(/^URGENT: security incident/);
    await expect(block.getByRole("heading", { name: "What happens in the first hour" })).toBeVisible();
    await expect(block.locator("ol > li")).toHaveCount(4);
  });

  test("IT audit shows the three frameworks and its 75% risk reduction", async ({ page }) => {
    await page.goto("/services/it-audit-compliance");
    const frameworks = page.getByRole("region", { name: "Frameworks" }).getByRole("heading", { level: 3 });
    await expect(frameworks).toHaveText(["ISO 27001", "SOC 2", "NIST CSF"]);
    await expect(page.getByText("Risk reduction", { exact: true }).locator("..")).toContainText("75%");
  });
});
