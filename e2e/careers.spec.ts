import { type Locator, expect, test } from "@playwright/test";
import { allJobs, site } from "./support/content";
import { parseMailto, recordComposedMail } from "./support/mail";

/** Newest first, as the careers page lists them. */
const jobs = [...allJobs].sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title));
/** The items of the list under a heading of the job's Markdown body. */
const listUnder = (html: string, heading: string) =>
  [...(html.split(heading)[1]?.split("<h2")[0] ?? "").matchAll(/<li>([^<]*)<\/li>/g)].map(([, item]) => item ?? "");

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("element has no box");
  return found;
}

test.describe("careers", () => {
  test("lists the four openings in two columns, each Apply Now composing a mail naming the job", async ({ page }) => {
    await page.goto("/company/careers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Our Team");
    const cards = page.getByRole("region", { name: "Open Positions" }).getByRole("listitem");
    await expect(cards).toHaveCount(4);
    for (const [index, job] of jobs.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(job.title);
      await expect(card).toContainText(job.department);
      await expect(card).toContainText(job.location.label);
      await expect(card).toContainText("Full-time");
      const apply = parseMailto(await card.getByRole("link", { name: /Apply Now/ }).getAttribute("href"));
      expect(apply).toEqual({ to: site.mailboxes.careers, subject: `Application: ${job.title}`, body: null });
    }
    const [first, second, third] = await Promise.all([box(cards.nth(0)), box(cards.nth(1)), box(cards.nth(2))]);
    expect(second.y).toBeCloseTo(first.y, 0);
    expect(third.y).toBeGreaterThan(first.y + first.height);
  });

  test("Apply Now opens the mail program with the job title in the subject", async ({ page }) => {
    const composed = recordComposedMail(page);
    await page.goto("/company/careers");
    await page.getByRole("link", { name: "Apply Now: Cloud Security Architect" }).click();
    await expect.poll(() => composed.length).toBe(1);
    expect(composed[0]?.pathname).toBe(site.mailboxes.careers);
    expect(composed[0]?.searchParams.get("subject")).toBe("Application: Cloud Security Architect");
  });

  test("has the \"Don't See Your Role?\" block with Submit Resume to the careers mailbox", async ({ page }) => {
    await page.goto("/company/careers");
    const block = page.getByRole("region", { name: "Don't See Your Role?" });
    await expect(block).toContainText("Send us your resume and we'll keep you in mind for future opportunities");
    const resume = parseMailto(await block.getByRole("link", { name: "Submit Resume" }).getAttribute("href"));
    expect(resume.to).toBe(site.mailboxes.careers);
    expect(resume.subject).toMatch(/resume/i);
  });

  test("cards fade in with a 0.1 s stagger", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/company/careers");
    const cards = page.locator("[data-job]");
    await expect(cards.first()).toHaveAttribute("data-reveal", "pending");
    expect(await cards.evaluateAll((els) => els.map((el) => (el as HTMLElement).style.transitionDelay))).toEqual(["", "0.1s", "0.2s", "0.3s"]);
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards.last()).toHaveAttribute("data-reveal", "shown");
    await expect(cards.last()).toHaveCSS("opacity", "1");
  });

  test("cards do not animate under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/company/careers");
    await page.waitForLoadState("networkidle");
    const cards = page.locator("[data-job]");
    for (const card of await cards.all()) {
      await expect(card).not.toHaveAttribute("data-reveal", /.*/);
      await expect(card).toHaveCSS("opacity", "1");
    }
  });

  test("stacks the cards in one column on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/company/careers");
    const cards = page.locator("[data-job]");
    const [first, second] = await Promise.all([box(cards.nth(0)), box(cards.nth(1))]);
    expect(second.y).toBeGreaterThan(first.y + first.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("job pages", () => {
  for (const job of jobs) {
    test(`${job.title} has its own page with the full posting and Apply Now`, async ({ page }) => {
      const response = await page.goto(`/company/careers/${job.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
      await expect(page).toHaveTitle(new RegExp(`^${job.title}`));
      const body = page.locator(".job-body");
      await expect(body.getByRole("heading", { level: 2, name: "What you'll do" })).toBeVisible();
      await expect(body.getByRole("heading", { level: 2, name: "What you'll bring" })).toBeVisible();
      const doing = listUnder(job.html, "What you&#x27;ll do").concat(listUnder(job.html, "What you'll do"));
      expect(doing.length).toBeGreaterThan(2);
      await expect(body).toContainText(doing[0] ?? "");
      const summary = page.getByRole("complementary", { name: "Role summary" });
      await expect(summary).toContainText(job.department);
      await expect(summary).toContainText(job.location.label);
      const apply = parseMailto(await summary.getByRole("link", { name: /Apply Now/ }).getAttribute("href"));
      expect(apply.subject).toBe(`Application: ${job.title}`);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${site.origin}/company/careers/${job.slug}`);
    });
  }

  test("each card links to its job page and back", async ({ page }) => {
    await page.goto("/company/careers");
    await page.getByRole("link", { name: "Role details: Threat Intelligence Analyst" }).click();
    await expect(page).toHaveURL(/\/company\/careers\/threat-intelligence-analyst$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Threat Intelligence Analyst");
    await page.getByRole("complementary", { name: "Role summary" }).getByRole("link", { name: "All open positions" }).click();
    await expect(page).toHaveURL(/\/company\/careers$/);
  });
});
