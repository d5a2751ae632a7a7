import { type Page, expect, test } from "@playwright/test";
import { BLOG_PAGE_SIZE } from "../app/route-table";
import {
  MAIL_FALLBACK_ONLY,
  articlesNewestFirst,
  formsDeliverOnline,
  sectionOf,
} from "./support/content";
import { formEntry } from "./support/form-content";
import { expectFormHydrated, expectHydrated, watchPage } from "./support/site";

const blog = sectionOf("/blog", "blog");
const newsletter = formEntry("newsletter");
/** The articles /blog lists before Load More: a page's worth, or all of them. */
const firstPageCount = Math.min(BLOG_PAGE_SIZE, articlesNewestFirst.length);
/** The link a category shows: its name and the archive's count (content/pages/blog.yaml). */
const categoryLink = ({ name, count }: { name: string; count: number }) =>
  `${name} ${count} articles`;

test("the categories show the archive's counts and lead to their own pages", async ({ page }) => {
  const watcher = watchPage(page);
  await page.goto("/blog");
  const articles = page.getByRole("region", { name: blog.title }).getByRole("article");
  await expect(articles).toHaveCount(firstPageCount);
  const categories = page.getByRole("navigation", { name: "Blog categories" });
  for (const category of blog.categories) {
    await expect(categories.getByRole("link", { name: categoryLink(category) })).toBeVisible();
  }
  const [all, category] = blog.categories;
  if (!all || !category)
    throw new Error("content/pages/blog.yaml lists All and at least one category");
  await expect(categories.getByRole("link", { name: categoryLink(all) })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await categories.getByRole("link", { name: categoryLink(category) }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/category/${category.name.toLowerCase()}$`));
  await expect(page.getByRole("status").first()).toContainText(
    `${category.name}: ${category.count} articles in our archive`,
  );
  for (const card of await articles.all())
    await expect(card).toContainText(`Category: ${category.name}`);
  watcher.expectClean();
});

test("the article illustrations are our own, sized and described", async ({ page }) => {
  await page.goto("/blog");
  const images = page.getByRole("region", { name: blog.title }).getByRole("img");
  await expect(images).toHaveCount(firstPageCount);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    expect(await image.getAttribute("src")).toMatch(/^\/blog\/.+\.svg$/);
    expect((await image.getAttribute("alt"))?.length).toBeGreaterThan(10);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test("once every article is shown, the end of the list says so and points to the newsletter", async ({
  page,
}) => {
  await page.goto("/blog");
  // A link to the next page in the HTML; once the list is live (in view), a button that shows them here.
  const articles = page.getByRole("region", { name: blog.title }).getByRole("article");
  const more = page.getByRole("region", { name: blog.title }).getByText("Load More Articles");
  await expectHydrated(more);
  for (let shown = firstPageCount; shown < articlesNewestFirst.length; shown += BLOG_PAGE_SIZE) {
    await more.click();
    await expect(articles).toHaveCount(
      Math.min(shown + BLOG_PAGE_SIZE, articlesNewestFirst.length),
    );
  }
  await expect(more).toHaveCount(0);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByText(blog.endNote)).toBeVisible();
  await page.getByRole("link", { name: "Subscribe below" }).click();
  await expect(page.getByRole("textbox", { name: newsletter.label("email") })).toBeInViewport();
});

async function openNewsletter(page: Page) {
  await page.goto("/blog");
  await expectFormHydrated(
    page.locator("form", { has: page.getByRole("textbox", { name: newsletter.label("email") }) }),
  );
}

test.describe("newsletter", () => {
  test("an invalid address shows its message beside the field, focuses the summary and composes nothing", async ({
    page,
  }) => {
    await openNewsletter(page);
    const email = page.getByRole("textbox", { name: newsletter.label("email") });
    await email.fill("ada@example");
    await page.getByRole("button", { name: newsletter.submitLabel }).click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(
      `Error: ${newsletter.message("email", "format")}`,
    );
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.getByRole("link", { name: "Open the message again" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/blog$/);

    await email.fill("");
    await page.getByRole("button", { name: newsletter.submitLabel }).click();
    await expect(email).toHaveAccessibleDescription(
      `Error: ${newsletter.message("email", "required")}`,
    );
  });

  test("a valid address composes the subscribe mail to the newsletter mailbox", async ({
    page,
  }) => {
    test.skip(formsDeliverOnline, MAIL_FALLBACK_ONLY);
    await openNewsletter(page);
    const values = { email: "ada@example.com" };
    await page.getByRole("textbox", { name: newsletter.label("email") }).fill(values.email);
    await page.getByRole("button", { name: newsletter.submitLabel }).click();
    const compose = page.getByRole("link", { name: "Open the message again" });
    await expect(compose).toBeVisible();
    const url = new URL((await compose.getAttribute("href")) ?? "");
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(newsletter.mailbox);
    expect(url.searchParams.get("subject")).toBe(newsletter.subject(values));
    expect(url.searchParams.get("body")).toBe(newsletter.body(values));
    await expect(
      page.getByRole("textbox", { name: newsletter.label("email") }),
    ).not.toHaveAttribute("aria-invalid", "true");
  });
});
