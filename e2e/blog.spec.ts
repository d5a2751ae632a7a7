import { type Page, expect, test } from "@playwright/test";
import { site } from "../app/content/site";
import { expectFormHydrated, expectIslandWatched, watchPage } from "./support/site";

test("the categories show the archive's counts and lead to their own pages", async ({ page }) => {
  const watcher = watchPage(page);
  await page.goto("/blog");
  const articles = page.getByRole("region", { name: "Latest articles" }).getByRole("article");
  await expect(articles).toHaveCount(4);
  const categories = page.getByRole("navigation", { name: "Blog categories" });
  for (const label of ["All 42", "Technology 12", "Security 15", "Cloud 8", "Threats 7"]) {
    await expect(categories.getByRole("link", { name: `${label} articles` })).toBeVisible();
  }
  await expect(categories.getByRole("link", { name: "All 42 articles" })).toHaveAttribute("aria-current", "page");
  await categories.getByRole("link", { name: "Security 15 articles" }).click();
  await expect(page).toHaveURL(/\/blog\/category\/security$/);
  await expect(page.getByRole("status").first()).toContainText("Security: 15 articles in our archive");
  for (const card of await articles.all()) await expect(card).toContainText("Category: Security");
  watcher.expectClean();
});

test("the article illustrations are our own, sized and described", async ({ page }) => {
  await page.goto("/blog");
  const images = page.getByRole("region", { name: "Latest articles" }).getByRole("img");
  await expect(images).toHaveCount(4);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    expect(await image.getAttribute("src")).toMatch(/^\/blog\/.+\.svg$/);
    expect((await image.getAttribute("alt"))?.length).toBeGreaterThan(10);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
});

test("once every article is shown, the end of the list says so and points to the newsletter", async ({ page }) => {
  await page.goto("/blog");
  await expectIslandWatched(page, "blog:articles"); // before that a click is the HTML link's own: the next page
  // A link to the next page in the HTML, a button once the list is live: a click on either shows them here.
  const more = page.getByRole("region", { name: "Latest articles" }).getByText("Load More Articles");
  await more.click();
  await expect(more).toHaveCount(0);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByText(/You've reached the end/)).toBeVisible();
  await page.getByRole("link", { name: "Subscribe below" }).click();
  await expect(page.getByRole("textbox", { name: "Email address" })).toBeInViewport();
});

async function openNewsletter(page: Page) {
  await page.goto("/blog");
  await expectFormHydrated(page.locator("form", { has: page.getByRole("textbox", { name: "Email address" }) }));
}

test.describe("newsletter", () => {
  test("an invalid address shows its message beside the field, focuses the summary and composes nothing", async ({ page }) => {
    await openNewsletter(page);
    const email = page.getByRole("textbox", { name: "Email address" });
    await email.fill("ada@example");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Error: Enter an email address like name@company.com.");
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.getByRole("link", { name: "Open the message again" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/blog$/);

    await email.fill("");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(email).toHaveAccessibleDescription("Error: Enter your email address.");
  });

  test("a valid address composes the subscribe mail to the newsletter mailbox", async ({ page }) => {
    await openNewsletter(page);
    await page.getByRole("textbox", { name: "Email address" }).fill("ada@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    const compose = page.getByRole("link", { name: "Open the message again" });
    await expect(compose).toBeVisible();
    const url = new URL((await compose.getAttribute("href")) ?? "");
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(site.mailboxes.newsletter);
    expect(url.searchParams.get("subject")).toBe(`Subscribe to the ${site.name} newsletter`);
    expect(url.searchParams.get("body")).toBe("Please subscribe ada@example.com to the newsletter.");
    await expect(page.getByRole("textbox", { name: "Email address" })).not.toHaveAttribute("aria-invalid", "true");
  });
});
