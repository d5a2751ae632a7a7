import { type Locator, expect, test } from "@playwright/test";
import { site } from "../app/content/site";
import { watchPage } from "./support/site";

async function mail(link: Locator) {
  const url = new URL((await link.getAttribute("href")) ?? "");
  expect(url.protocol).toBe("mailto:");
  return { to: url.pathname, subject: url.searchParams.get("subject") };
}

test("resources: four cards lead to their pages, each event's Register Now names it", async ({ page }) => {
  const watcher = watchPage(page);
  await page.goto("/resources");
  const library = page.getByRole("region", { name: "Explore the library" });
  const cards: [string, string][] = [["Documentation", "/resources/docs"], ["Blog", "/blog"], ["Case Studies", "/resources/case-studies"], ["Webinars", "/resources/webinars"]];
  for (const [name, path] of cards) {
    await expect(library.getByRole("link", { name })).toHaveAttribute("href", path);
  }
  const events = page.getByRole("region", { name: "Upcoming Events" });
  const titles = await events.getByRole("heading", { level: 3 }).allTextContents();
  expect(titles).toHaveLength(3);
  const registers = events.getByRole("link", { name: "Register Now" });
  for (const [index, title] of titles.entries()) {
    const { to, subject } = await mail(registers.nth(index));
    expect(to).toBe(site.mailboxes.contact);
    expect(subject).toContain(`Register for ${title}`);
    expect(subject).toMatch(/2027\)$/);
  }
  await expect(page.getByText("10,000+")).toBeVisible();
  await library.getByRole("link", { name: "Case Studies" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Studies");
  watcher.expectClean();
});

test.describe("documentation", () => {
  test("typing narrows the category lists; a miss says so; a topic link lands on its passage", async ({ page }) => {
    const watcher = watchPage(page);
    await page.goto("/resources/docs");
    const search = page.getByRole("searchbox", { name: "Search documentation" });
    await expect(search).toHaveAttribute("placeholder", "Search documentation...");
    const lists = page.getByRole("list", { name: / topics$/ });
    await expect(lists).toHaveCount(4);
    await expect(page.getByRole("region", { name: "Browse the documentation" }).getByRole("heading", { level: 3, name: "Troubleshooting" })).toBeVisible();

    await search.pressSequentially("webhook");
    await expect(lists).toHaveCount(1);
    await expect(lists.getByRole("link")).toHaveText(["Webhooks"]);
    await expect(page.getByRole("status")).toHaveText("1 topic matches “webhook”.");

    await search.fill("");
    await search.pressSequentially("quantum teleport");
    await expect(lists).toHaveCount(0);
    await expect(page.getByRole("status")).toContainText("No documentation matches “quantum teleport”");
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(lists).toHaveCount(4);

    await page.getByRole("link", { name: "Single sign-on problems" }).click();
    await expect(page).toHaveURL(/#sso-sign-in$/);
    await expect(page.locator("#sso-sign-in")).toBeInViewport();
    await expect(page.locator("#sso-sign-in")).toContainText("clock skew");
    watcher.expectClean();
  });

  test("Need Help: Contact Support and Join Community compose mails that say what they are for", async ({ page }) => {
    await page.goto("/resources/docs");
    const help = page.getByRole("region", { name: "Need Help?" });
    const support = await mail(help.getByRole("link", { name: "Contact Support" }));
    expect(support.to).toBe(site.mailboxes.contact);
    expect(support.subject).toMatch(/support request/i);
    expect((await mail(help.getByRole("link", { name: "Join Community" }))).subject).toMatch(/community/i);
  });
});

test("case studies: four cards, each Read Full Case Study leading to its own page", async ({ page }) => {
  await page.goto("/resources/case-studies");
  const cards = page.getByRole("region", { name: "Client results" }).getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(cards).toHaveCount(4);
  const title = await cards.nth(1).getByRole("heading", { level: 3 }).textContent();
  await cards.nth(1).getByRole("link", { name: "Read Full Case Study" }).click();
  await expect(page).toHaveURL(/\/resources\/case-studies\/[a-z-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
  for (const part of ["The challenge", "Our approach", "The outcome"]) await expect(page.getByRole("heading", { level: 2, name: part })).toBeVisible();
});

test.describe("webinars", () => {
  test("four March 2024 sessions with their counts; Learn More opens the session; Register Now names each session", async ({ page }) => {
    await page.goto("/resources/webinars");
    const sessions = page.getByRole("region", { name: "Past webinars, on demand" });
    for (const count of [250, 180, 200, 300]) await expect(sessions.getByText(`${count} registered`)).toBeVisible();
    await expect(sessions.getByText(/^March \d+, 2024$/)).toHaveCount(4);

    const titles = await sessions.getByRole("heading", { level: 3 }).allTextContents();
    const registers = sessions.getByRole("link", { name: "Register Now" });
    await expect(registers).toHaveCount(4);
    for (const [index, title] of titles.entries()) {
      const { to, subject } = await mail(registers.nth(index));
      expect(to).toBe(site.mailboxes.contact);
      expect(subject).toMatch(new RegExp(`^Register for the on-demand replay: ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(March \\d+, 2024\\)$`));
    }

    await sessions.getByRole("link", { name: "Learn More" }).nth(1).click();
    await expect(page).toHaveURL(/\/resources\/webinars\/[a-z-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[1] ?? "");
  });

  test("View Past Webinars goes to the sessions; Subscribe composes a subscribe mail", async ({ page }) => {
    await page.goto("/resources/webinars");
    const subscribe = await mail(page.getByRole("link", { name: "Subscribe" }));
    expect(subscribe).toEqual({ to: site.mailboxes.newsletter, subject: "Subscribe to webinar announcements" });
    await page.getByRole("link", { name: "View Past Webinars" }).click();
    await expect(page).toHaveURL(/#sessions$/);
    await expect(page.getByRole("heading", { name: "Past webinars, on demand" })).toBeInViewport();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a case study still opens and every doc passage is in the page", async ({ page }) => {
    await page.goto("/resources/case-studies");
    await page.getByText("Read Full Case Study").first().click();
    await expect(page.getByRole("heading", { level: 2, name: "The challenge" })).toBeVisible();
    await page.goto("/resources/docs");
    await expect(page.locator("#webhooks")).toContainText("signed");
  });
});
