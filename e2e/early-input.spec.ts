import { type Page, expect, test } from "@playwright/test";
import { BLOG_PAGE_SIZE, blogPagePath } from "../app/route-table";
import { filterDocs } from "../app/components/sections/docs-filter";
import { allArticles, policyEntry, sectionOf } from "./support/content";
import { formEntry } from "./support/form-content";
import { holdScripts, watchPage } from "./support/site";

const docs = sectionOf("/resources/docs", "docs");
/** Topics that a search for their own title finds alone, shortest title first. */
const uniqueTopics = docs.categories
  .flatMap((category) => category.topics)
  .filter(
    (topic) =>
      filterDocs(docs.categories, topic.title).flatMap((category) => category.topics).length === 1,
  )
  .sort((a, b) => a.title.length - b.title.length);
const newsletterEmail = formEntry("newsletter").label("email");
/** A clause well down the privacy policy, as its contents list names it. */
const privacyClauses = policyEntry("privacy").toc.filter((entry) => entry.depth === 2);
const privacyClause = privacyClauses[Math.floor(privacyClauses.length / 2)];

/** "Subscribe below" ends the blog's last archive page (the earlier ones end with Load More). */
const lastBlogPage = blogPagePath(Math.ceil(allArticles.length / BLOG_PAGE_SIZE));
const atNewsletter = new RegExp(`${lastBlogPage}#newsletter$`);

/**
 * What a visitor does while the page is still hydrating must survive hydration. The pages are
 * readable and usable as HTML before their JavaScript has run, and on a slow phone it runs late,
 * so these tests hold script responses back, act on the HTML, then let the scripts through: the
 * race is reproduced on every run, not by chance.
 */

/** The root has hydrated: the top bar's Search button is offered only then. */
async function rootHydrated(page: Page) {
  await expect(page.getByRole("banner").getByRole("button", { name: "Search" })).toBeVisible({
    timeout: 15_000,
  });
}

const anyScript = /\.js$/;
/** The code of the blog page's islands: what watches them, its article list and its newsletter form. */
const blogIslands = /\/assets\/(islands|blog-list|form-view)-[\w-]+\.js$/;

test.describe("input before hydration", () => {
  test("docs: words typed into the search before the JavaScript ran filter the topics once it has", async ({
    page,
  }) => {
    const [topic] = uniqueTopics;
    if (!topic)
      throw new Error(
        "content/pages/resources/docs.yaml: no topic a search for its title finds alone",
      );
    const watcher = watchPage(page);
    const release = await holdScripts(page, anyScript);
    await page.goto("/resources/docs", { waitUntil: "domcontentloaded" });
    const search = page.getByRole("searchbox", { name: "Search documentation" });
    await search.pressSequentially(topic.title);
    release();
    await rootHydrated(page);

    const lists = page.getByRole("list", { name: / topics$/ });
    await expect(lists).toHaveCount(1);
    await expect(lists.getByRole("link")).toHaveText([topic.title]);
    await expect(page.getByRole("status")).toHaveText(`1 topic matches “${topic.title}”.`);
    await expect(search).toHaveValue(topic.title);
    // And the field is an ordinary controlled search from then on.
    await search.fill("");
    await expect(lists).toHaveCount(docs.categories.length);
    watcher.expectClean();
  });

  test("docs: words typed while the docs section is still loading filter the topics once it has", async ({
    page,
  }) => {
    const topic = uniqueTopics.at(-1);
    if (!topic)
      throw new Error(
        "content/pages/resources/docs.yaml: no topic a search for its title finds alone",
      );
    const release = await holdScripts(page, /\/assets\/docs-browser-[\w-]+\.js$/);
    await page.goto("/resources/docs");
    await rootHydrated(page);
    await page
      .getByRole("searchbox", { name: "Search documentation" })
      .pressSequentially(topic.title);
    release();
    await expect(page.getByRole("list", { name: / topics$/ }).getByRole("link")).toHaveText([
      topic.title,
    ]);
  });
});

test.describe("in-page jumps before hydration", () => {
  test("blog: Subscribe below clicked before the JavaScript ran stays on the newsletter form", async ({
    page,
  }) => {
    const watcher = watchPage(page);
    const release = await holdScripts(page, anyScript);
    await page.goto(lastBlogPage, { waitUntil: "domcontentloaded" });
    await page.getByRole("link", { name: "Subscribe below" }).click();
    const email = page.getByRole("textbox", { name: newsletterEmail });
    await expect(email).toBeInViewport();
    release();
    await rootHydrated(page);
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(atNewsletter);
    await expect(email).toBeInViewport();
    watcher.expectClean();
  });

  test("blog: Subscribe below clicked while the islands' code is still loading lands on the newsletter form", async ({
    page,
  }) => {
    // The jump is made in the prerendered list (the pointer over it wakes its island) while the
    // code of its live copy and of the newsletter form is on its way; the swaps that follow must
    // not take the visitor away from the form.
    const watcher = watchPage(page);
    const release = await holdScripts(page, blogIslands);
    await page.goto(lastBlogPage, { waitUntil: "domcontentloaded" });
    await rootHydrated(page);
    await page.getByRole("link", { name: "Subscribe below" }).click();
    await expect(page).toHaveURL(atNewsletter);
    release();
    await page.waitForLoadState("networkidle");
    const email = page.getByRole("textbox", { name: newsletterEmail });
    await expect(email).toBeInViewport();
    // The visitor is left there: nothing scrolls the page away again.
    await page.waitForTimeout(500);
    await expect(email).toBeInViewport();
    watcher.expectClean();
  });

  test("privacy: a contents link clicked before the JavaScript ran stays on its section", async ({
    page,
  }) => {
    if (!privacyClause) throw new Error("content/policies/privacy.md has no ## clauses");
    const watcher = watchPage(page);
    const release = await holdScripts(page, anyScript);
    await page.goto("/legal/privacy", { waitUntil: "domcontentloaded" });
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: privacyClause.text, exact: true })
      .click();
    const heading = page.getByRole("heading", { level: 2, name: privacyClause.text, exact: true });
    await expect(heading).toBeInViewport();
    release();
    await rootHydrated(page);
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(new RegExp(`#${privacyClause.id}$`));
    await expect(heading).toBeInViewport();
    watcher.expectClean();
  });
});
