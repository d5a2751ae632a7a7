import { type APIRequestContext, expect, test } from "@playwright/test";
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from "feedsmith";
import ICAL from "ical.js";
import { BLOG_PAGE_SIZE, entryFormPath } from "../app/route-table";
import {
  allArticles,
  allEvents,
  articlesNewestFirst as newestFirst,
  caseStudiesByTitle,
  escapeRegExp,
  listPage,
  pageShowing,
  sectionOf,
  site,
  webinarsByStart,
} from "./support/content";
import { entryButton } from "./support/mail";
import { expectHydrated, watchPage } from "./support/site";

const blog = sectionOf("/blog", "blog");
const articleUrl = (slug: string) => `${site.origin}/blog/${slug}`;

async function text(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return { body: await response.text(), type: response.headers()["content-type"] ?? "" };
}

test.describe("blog articles", () => {
  test("a card leads to the article: its title, byline, reading time, contents and related articles", async ({
    page,
  }) => {
    const watcher = watchPage(page);
    const article = newestFirst[0];
    if (!article) throw new Error("no articles");
    await page.goto("/blog");
    await page.getByRole("link", { name: article.title, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Blog");
    const main = page.getByRole("main");
    await expect(main).toContainText(article.authorName);
    await expect(main).toContainText(`${article.readingMinutes} min read`);
    const toc = page.getByRole("navigation", { name: "On this page" });
    const first = article.toc.find((entry) => entry.depth === 2);
    await toc.getByRole("link", { name: first?.text }).click();
    await expect(page).toHaveURL(new RegExp(`#${first?.id}$`));
    await expect(page.locator(`[id="${first?.id}"]`)).toBeInViewport();
    await expect(page.getByRole("heading", { level: 2, name: "Related articles" })).toBeVisible();
    watcher.expectClean();
  });

  test("older and newer articles link to each other", async ({ page }) => {
    const [newer, older] = newestFirst;
    await page.goto(`/blog/${newer?.slug}`);
    await page
      .getByRole("navigation", { name: "More articles" })
      .getByRole("link", { name: new RegExp(escapeRegExp(older?.title ?? "")) })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(older?.title ?? "");
    await page
      .getByRole("navigation", { name: "More articles" })
      .getByRole("link", { name: new RegExp(escapeRegExp(newer?.title ?? "")) })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newer?.title ?? "");
  });

  test("Load More Articles shows the next articles in place", async ({ page }) => {
    test.skip(
      newestFirst.length <= BLOG_PAGE_SIZE,
      "every article fits on the first page: there is nothing more to load",
    );
    await page.goto("/blog");
    const cards = page.getByRole("region", { name: blog.title }).getByRole("article");
    await expect(cards).toHaveCount(BLOG_PAGE_SIZE);
    // What the visitor sees: a link to the next page in the HTML; once the list is live (in
    // view), a button that shows the next articles here.
    const more = page
      .getByRole("region", { name: "Latest articles" })
      .getByText("Load More Articles");
    await expectHydrated(more);
    await more.click();
    await expect(cards).toHaveCount(Math.min(2 * BLOG_PAGE_SIZE, newestFirst.length));
    await expect(page).toHaveURL(/\/blog$/);
    await expect(
      page.getByRole("link", { name: newestFirst[BLOG_PAGE_SIZE]?.title, exact: true }),
    ).toBeFocused();
  });

  for (const category of blog.categories.slice(1)) {
    test(`the ${category.name} category has its own page listing only its articles`, async ({
      page,
    }) => {
      const link = `${category.name} ${category.count} articles`;
      const slug = category.name.toLowerCase();
      await page.goto("/blog");
      await page
        .getByRole("navigation", { name: "Blog categories" })
        .getByRole("link", { name: link })
        .click();
      await expect(page).toHaveURL(new RegExp(`/blog/category/${slug}$`));
      const cards = page.getByRole("region", { name: blog.title }).getByRole("article");
      await expect(cards).toHaveCount(
        allArticles.filter((article) => article.category === slug).length,
      );
      for (const card of await cards.all())
        await expect(card).toContainText(`Category: ${category.name}`);
      await expect(page.getByRole("link", { name: link })).toHaveAttribute("aria-current", "page");
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Load More Articles is a link to the next prerendered page", async ({ page }) => {
    test.skip(
      newestFirst.length <= BLOG_PAGE_SIZE,
      "every article fits on the first page: there is no next page",
    );
    await page.goto("/blog");
    await page.getByRole("link", { name: "Load More Articles" }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    const cards = page.getByRole("region", { name: blog.title }).getByRole("article");
    await expect(cards.first()).toContainText(newestFirst[BLOG_PAGE_SIZE]?.title ?? "");
    await expect(page.getByRole("link", { name: "Newer articles" })).toHaveAttribute(
      "href",
      "/blog",
    );
  });
});

test.describe("case studies and webinars", () => {
  test("Read Full Case Study opens the study's page with its results and the client's words", async ({
    page,
  }) => {
    const study = caseStudiesByTitle[0];
    if (!study) return test.skip(true, "content/case-studies has no study");
    await page.goto(listPage("case-studies"));
    await page.getByRole("link", { name: "Read Full Case Study" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/resources/case-studies/${study.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
    for (const result of study.results)
      await expect(page.getByRole("main")).toContainText(result.value);
    await expect(page.locator("blockquote")).toContainText(study.quote.text);
    await expect(page.locator("figcaption")).toContainText(study.quote.name);
  });

  test("a webinar's page has its agenda, Register Now and a calendar file", async ({
    page,
    request,
  }) => {
    const webinar = webinarsByStart[0];
    if (!webinar) return test.skip(true, "content/webinars has no webinar");
    await page.goto(listPage("webinars"));
    await page.getByRole("link", { name: "Learn More" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/resources/webinars/${webinar.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(webinar.title);
    await expect(page.getByRole("main")).toContainText(`${webinar.attendees} registered`);
    await expect(page.getByRole("main")).toContainText(webinar.time);
    for (const item of webinar.agenda)
      await expect(page.getByRole("main")).toContainText(item.title);
    const register = await entryButton(
      page.getByRole("link", { name: "Register Now" }),
      entryFormPath("webinar-register", webinar.slug),
    );
    if (register) expect(register.subject).toContain(webinar.title);
    const calendar = page.getByRole("link", { name: /Add to calendar/ });
    await expect(calendar).toHaveAttribute("download", "");
    const ics = await text(request, (await calendar.getAttribute("href")) ?? "");
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent("vevent") ?? undefined,
    );
    expect(event.summary).toBe(webinar.title);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(webinar.start).toISOString());
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(
      webinar.durationMinutes * 60_000,
    );
  });

  test("each upcoming event on /resources has a calendar file with its dates and place", async ({
    page,
    request,
  }) => {
    await page.goto("/resources");
    const links = page.getByRole("link", { name: /Add to calendar/ });
    await expect(links).toHaveCount(allEvents.length);
    for (const event of allEvents) {
      const ics = await text(request, `/calendar/event-${event.slug}.ics`);
      const vevent = new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent("vevent");
      const parsed = new ICAL.Event(vevent ?? undefined);
      expect(parsed.summary).toBe(event.title);
      expect(parsed.startDate.toString()).toBe(event.startDate);
      expect(parsed.location).toContain(event.location.name);
      expect(vevent?.getFirstPropertyValue("url")).toContain(`${site.origin}/resources`);
    }
  });
});

test.describe("feeds", () => {
  test("every page announces the blog's three feeds", async ({ page }) => {
    // A page with no list of its own: a service's methodology.
    await page.goto(pageShowing("methodology").path);
    const hrefs = await page
      .locator('head link[rel="alternate"]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute("type"), link.getAttribute("href")]),
      );
    expect(hrefs).toEqual([
      ["application/rss+xml", "/blog/rss.xml"],
      ["application/atom+xml", "/blog/atom.xml"],
      ["application/feed+json", "/blog/feed.json"],
    ]);
  });

  test("RSS, Atom and JSON Feed list every article with its date and absolute link", async ({
    request,
  }) => {
    const rss = parseRssFeed((await text(request, "/blog/rss.xml")).body);
    const atom = parseAtomFeed((await text(request, "/blog/atom.xml")).body);
    const json = parseJsonFeed(JSON.parse((await text(request, "/blog/feed.json")).body));
    expect(rss.items?.map((item) => item.link)).toEqual(
      newestFirst.map((article) => articleUrl(article.slug)),
    );
    expect(atom.entries?.map((entry) => entry.links?.[0]?.href)).toEqual(
      newestFirst.map((article) => articleUrl(article.slug)),
    );
    expect(json.items?.map((item) => item.url)).toEqual(
      newestFirst.map((article) => articleUrl(article.slug)),
    );
    for (const [index, article] of newestFirst.entries()) {
      const day = (value: string | undefined) => new Date(value ?? "").toISOString().slice(0, 10);
      expect(day(rss.items?.[index]?.pubDate), article.slug).toBe(article.date);
      expect(day(atom.entries?.[index]?.published), article.slug).toBe(article.date);
      expect(day(json.items?.[index]?.date_published), article.slug).toBe(article.date);
      expect(json.items?.[index]?.title).toBe(article.title);
    }
  });
});
