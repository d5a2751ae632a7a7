import { expect, test } from "@playwright/test";
import { site } from "../app/content/site";
import { parseMailto } from "./support/mail";

test.describe("security platform pages", () => {
  test("Get Started, Schedule Demo and Contact Sales compose a mail naming their intent", async ({ page }) => {
    await page.goto("/platform");
    const cta = page.getByRole("region", { name: "Put the platform to work" });
    const expected = { "Get Started": /^Get started with/, "Schedule Demo": /^Schedule a demo/, "Contact Sales": /^Sales inquiry/ };
    for (const [label, subject] of Object.entries(expected)) {
      const mail = parseMailto(await cta.getByRole("link", { name: label }).getAttribute("href"));
      expect(mail.to).toBe(site.mailboxes.contact);
      expect(mail.subject).toMatch(subject);
      expect(mail.subject).toContain("Security Platform");
    }
    const heroStart = page.getByRole("region", { name: "Security Platform" }).getByRole("link", { name: "Get Started" });
    expect(parseMailto(await heroStart.getAttribute("href")).subject).toMatch(/^Get started with/);
  });

  test("key features open their platform pages, and integrations show our own marks with names", async ({ page }) => {
    await page.goto("/platform");
    const integrations = page.getByRole("region", { name: "Integrations" });
    const marks = integrations.locator("img");
    await expect(marks).toHaveCount(8);
    for (const mark of await marks.all()) {
      await mark.scrollIntoViewIfNeeded();
      await expect.poll(() => mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      expect(await mark.getAttribute("src")).toMatch(/^\/integrations\/[\w-]+\.svg$/);
    }
    for (const name of ["SIEM", "EDR / XDR", "Cloud (AWS/Azure/GCP)", "Ticketing"]) await expect(integrations.getByRole("heading", { name })).toBeVisible();
    await page.getByRole("region", { name: "Key features" }).getByRole("link", { name: "Security Automation" }).click();
    await expect(page).toHaveURL(/\/platform\/automation$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Security Automation");
  });

  const sections: Record<string, string[]> = {
    "/platform/ai-security": ["Key features", "Capabilities", "Benefits"],
    "/platform/monitoring": ["Key features", "Capabilities", "Benefits"],
    "/platform/incident-response": ["The incident response lifecycle", "Incident types we handle"],
    "/platform/analytics": ["Key features", "Analytics capabilities", "Security dashboards"],
    "/platform/threat-intelligence": ["Key features", "Advanced capabilities", "Threat coverage", "Business benefits"],
    "/platform/automation": ["Key features", "Automation types", "Workflow status", "Business benefits"],
    "/platform/compliance": ["Key features", "Compliance frameworks", "Compliance tools"],
  };
  for (const [path, headings] of Object.entries(sections)) {
    test(`${path} shows its sections`, async ({ page }) => {
      await page.goto(path);
      const h2 = page.getByRole("main").getByRole("heading", { level: 2 });
      for (const heading of headings) await expect(h2.filter({ hasText: new RegExp(`^${heading}$`) })).toHaveCount(1);
    });
  }

  test("incident response lists six stages in order and automation its workflow counts", async ({ page }) => {
    await page.goto("/platform/incident-response");
    await expect(page.getByRole("region", { name: "The incident response lifecycle" }).getByRole("heading", { level: 3 })).toHaveText([
      "Stage 1: Preparation", "Stage 2: Identification", "Stage 3: Containment", "Stage 4: Eradication", "Stage 5: Recovery", "Stage 6: Lessons Learned",
    ]);
    await page.goto("/platform/automation");
    const status = page.getByRole("region", { name: "Workflow status" }).getByRole("listitem");
    await expect(status).toHaveText([/^Active150\+/, /^Paused10/, /^Scheduled50\+/]);
  });
});
