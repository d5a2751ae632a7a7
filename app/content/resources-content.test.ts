/**
 * Resources and blog content as the site needs it, whatever the company publishes: anchors that
 * links reach, figures resolved from the claims register, authors and pictures that exist, dates
 * shown as visitors read them. The launch content's own counts, figures and titles are
 * resources-content.launch.test.ts.
 */
import { existsSync } from "node:fs";
import { entriesIn, siteEntries } from "~/content-layer/store";
import { describe, expect, it } from "vitest";

const allArticles = await entriesIn("articles");
const allAuthors = await siteEntries("authors");
const allCaseStudies = await entriesIn("case-studies");
const allEvents = await siteEntries("events");
const allPages = await siteEntries("pages");
const allWebinars = await entriesIn("webinars");

describe("resources content", () => {
  it("names every event's place", () => {
    for (const event of allEvents) expect(event.location.name, event.slug).not.toBe("");
  });

  it("gives every documentation category and topic an anchor of its own", () => {
    const sections = allPages.flatMap((page) => page.sections);
    for (const docs of sections.filter((section) => section.type === "docs")) {
      const ids = docs.categories.flatMap((category) => [
        category.id,
        ...category.topics.map((topic) => topic.id),
      ]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("shows every case study's results as resolved figures, with its story and a quote", () => {
    for (const study of allCaseStudies) {
      for (const result of study.results)
        expect(result.value && result.label, study.slug).toBeTruthy();
      expect(JSON.stringify(study), study.slug).not.toMatch(/\{\{[\w:.-]+\}\}/);
      expect(study.html.trim(), study.slug).not.toBe("");
      expect(study.quote.text && study.quote.name, study.slug).toBeTruthy();
    }
  });

  it("gives every webinar its date and time as visitors read them, and an agenda", () => {
    for (const webinar of allWebinars) {
      expect(webinar.date, webinar.slug).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect(webinar.time, webinar.slug).toMatch(/^\d{1,2}:\d{2} [AP]M \S+$/);
      expect(webinar.agenda.length, webinar.slug).toBeGreaterThan(0);
    }
  });
});

describe("blog content", () => {
  it("gives every article a known author, a reading time, a table of contents and text", () => {
    const authors = new Set(allAuthors.map((author) => author.slug));
    for (const article of allArticles) {
      expect(authors.has(article.author), article.slug).toBe(true);
      expect(article.authorName, article.slug).toBeTruthy();
      expect(article.readingMinutes, article.slug).toBeGreaterThanOrEqual(1);
      expect(article.words, article.slug).toBeGreaterThan(0);
      expect(article.html, article.slug).not.toMatch(/\{\{[\w:.-]+\}\}/);
    }
  });

  it("gives every article a picture of ours with its size and alt text", () => {
    for (const article of allArticles) {
      const file = article.image.src.startsWith("/media/")
        ? `content${article.image.src}`
        : `public${article.image.src}`;
      expect(existsSync(file), article.image.src).toBe(true);
      expect(article.image.width, article.slug).toBeGreaterThan(0);
      expect(article.image.height, article.slug).toBeGreaterThan(0);
      expect(article.image.alt.trim(), article.slug).not.toBe("");
    }
  });
});
