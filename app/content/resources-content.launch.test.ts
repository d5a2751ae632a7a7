/**
 * The spec's resources and blog content as it launched (section 9's figures, the four webinars,
 * the blog's category counts...), proven on the frozen launch content (test/fixtures/content).
 * What holds for any content is resources-content.test.ts.
 */
import { existsSync } from "node:fs";
import { entriesIn, siteEntries } from "~/content-layer/store";
import { describe, expect, it } from "vitest";
import { mailSubject } from "~/forms/mail";
import { loadForm } from "~/forms/test-forms";
import { site } from "./site";
import { pageAt } from "../../test/content";

const allArticles = await entriesIn("articles");
const allAuthors = await siteEntries("authors");
const allCaseStudies = await entriesIn("case-studies");
const allEvents = await siteEntries("events");
const allWebinars = await entriesIn("webinars");

const resourcesPage = pageAt("/resources");
const docsPage = pageAt("/resources/docs");
const blogPage = pageAt("/blog");

/** Figures that spec section 9 allows as claims; case study results may use nothing else. */
const specFigures = [
  "< 15 min",
  "99.9%",
  "200+",
  "1000+",
  "24/7",
  "99.99%",
  "95%",
  "500+",
  "100+",
  "50+",
  "10,000+",
  "85%",
  "75%",
  "60%",
  "30-60%",
  "15+ years",
  "99%",
  "98%",
];
const plain = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("resources content", () => {
  it("links the four resource cards to docs, blog, case studies and webinars", () => {
    const cards = resourcesPage.sections.find((section) => section.type === "features");
    expect(cards?.type === "features" && cards.items.map((item) => item.href)).toEqual([
      "/resources/docs",
      "/blog",
      "/resources/case-studies",
      "/resources/webinars",
    ]);
  });

  it("lists three upcoming events dated after today with a type and a location", () => {
    expect(allEvents).toHaveLength(3);
    for (const event of allEvents) {
      expect(event.startDate > "2026-11-21", event.title).toBe(true);
      if (event.endDate) expect(event.endDate >= event.startDate).toBe(true);
      expect(event.location.name).not.toBe("");
    }
    expect(resourcesPage.sections.some((section) => section.type === "events")).toBe(true);
  });

  it("shows the community stats from spec section 9", () => {
    const stats = resourcesPage.sections.find((section) => section.type === "stats");
    expect(stats?.type === "stats" && stats.items.map((item) => item.value)).toEqual([
      "10,000+",
      "500+",
      "100+",
      "50+",
    ]);
    expect(stats?.type === "stats" && stats.items[0]?.label).toBe("Community members");
  });

  it("has the four documentation categories, each topic with a unique anchor and real text", () => {
    const docs = docsPage.sections.find((section) => section.type === "docs");
    if (docs?.type !== "docs") throw new Error("no docs section");
    expect(docs.categories.map((category) => category.title)).toEqual([
      "Getting Started",
      "User Guides",
      "API Reference",
      "Troubleshooting",
    ]);
    const ids = docs.categories.flatMap((category) => [
      category.id,
      ...category.topics.map((topic) => topic.id),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const topic of docs.categories.flatMap((category) => category.topics))
      expect(topic.body.length).toBeGreaterThan(120);
    expect(docs.searchPrompt).toBe("Search documentation...");
  });

  it("offers Contact Support and Join Community from the Need Help block", () => {
    const help = docsPage.sections.find((section) => section.type === "cta");
    expect(help?.title).toBe("Need Help?");
    expect(help?.type === "cta" && help.actions.map((action) => action.label)).toEqual([
      "Contact Support",
      "Join Community",
    ]);
  });

  it("has four case studies: results from the claims register, a quote, and challenge, approach and outcome", () => {
    expect(allCaseStudies).toHaveLength(4);
    for (const study of allCaseStudies) {
      expect(study.company).toMatch(/\(sample\)$/);
      for (const result of study.results)
        expect(specFigures, `${study.slug}: ${result.value}`).toContain(result.value);
      expect(study.toc.map((heading) => heading.text)).toEqual([
        "The challenge",
        "Our approach",
        "The outcome",
      ]);
      expect(plain(study.html).length).toBeGreaterThan(400);
      expect(study.quote.text.length).toBeGreaterThan(40);
      expect(study.quote.name).not.toMatch(/TODO/);
    }
  });

  it("keeps the four March 2024 webinars with registered counts 250, 180, 200 and 300, each with an agenda", () => {
    const byDate = [...allWebinars].sort((a, b) => a.start.localeCompare(b.start));
    expect(byDate.map((webinar) => webinar.attendees)).toEqual([250, 180, 200, 300]);
    for (const webinar of byDate) {
      expect(webinar.date).toMatch(/^March \d{1,2}, 2024$/);
      expect(webinar.time).toMatch(/^2:00 PM E[SD]T$/);
      expect(webinar.start.startsWith("2024-03-")).toBe(true);
      expect(webinar.speaker && webinar.role).toBeTruthy();
      expect(webinar.agenda.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("blog content", () => {
  it("keeps the category counts All 42, Technology 12, Security 15, Cloud 8, Threats 7", () => {
    const blog = blogPage.sections.find((section) => section.type === "blog");
    expect(blog?.type === "blog" && blog.categories).toEqual([
      { name: "All", count: 42 },
      { name: "Technology", count: 12 },
      { name: "Security", count: 15 },
      { name: "Cloud", count: 8 },
      { name: "Threats", count: 7 },
    ]);
  });

  it("has at least eight articles across the four categories, each 500+ words with headings, by a known author", () => {
    expect(allArticles.length).toBeGreaterThanOrEqual(8);
    expect(new Set(allArticles.map((article) => article.category))).toEqual(
      new Set(["technology", "security", "cloud", "threats"]),
    );
    const authors = new Set(allAuthors.map((author) => author.slug));
    for (const article of allArticles) {
      expect(article.words, article.slug).toBeGreaterThanOrEqual(500);
      expect(
        article.toc.filter((heading) => heading.depth === 2).length,
        article.slug,
      ).toBeGreaterThanOrEqual(3);
      expect(article.html, article.slug).toMatch(/<(ul|ol|blockquote)>/);
      expect(authors.has(article.author), article.slug).toBe(true);
      expect(article.readingMinutes).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives every article our own sized illustration with alt text", () => {
    for (const article of allArticles) {
      expect(existsSync(`public${article.image.src}`), article.image.src).toBe(true);
      expect(article.image.width).toBe(640);
      expect(article.image.height).toBe(360);
      expect(article.image.alt.length).toBeGreaterThan(10);
    }
  });

  it("has a newsletter box whose form's subscribe mail names the newsletter and the company", () => {
    expect(blogPage.sections.some((section) => section.type === "newsletter")).toBe(true);
    const subject = mailSubject(
      loadForm("newsletter"),
      {},
      { to: site.mailboxes.newsletter, siteName: site.name },
    );
    expect(subject).toBe(`Subscribe to the ${site.name} newsletter`);
  });
});
