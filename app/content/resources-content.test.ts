import { describe, expect, it } from "vitest";
import { blogArticles, blogCategories, page as blogPage } from "./pages/blog";
import { caseStudies } from "./pages/resources/case-studies";
import { docCategories, page as docsPage } from "./pages/resources/docs";
import { events, page as resourcesPage } from "./pages/resources/index";
import { webinars } from "./pages/resources/webinars";
import { existsSync } from "node:fs";
import { site } from "./site";

/** Figures that spec section 9 allows as claims; case study results may use nothing else. */
const specFigures = ["Under 15 min", "99.9%", "200+", "1000+", "24/7", "99.99%", "95%", "500+", "100+", "50+", "10,000+", "85%", "75%", "60%", "30-60%", "15+ years", "99%", "98%"];

describe("resources content", () => {
  it("links the four resource cards to docs, blog, case studies and webinars", () => {
    const cards = resourcesPage.sections.find((section) => section.type === "features");
    expect(cards?.items.map((item) => item.href)).toEqual(["/resources/docs", "/blog", "/resources/case-studies", "/resources/webinars"]);
  });

  it("lists three upcoming events dated after today with a type and a location", () => {
    expect(events).toHaveLength(3);
    for (const event of events) {
      expect(event.startDate > "2026-11-21", event.title).toBe(true);
      expect(Number.isNaN(Date.parse(event.startDate))).toBe(false);
      if ("endDate" in event && event.endDate) expect(event.endDate >= event.startDate).toBe(true);
      expect(event.location.name).not.toBe("");
    }
    expect(new Set(events.map((event) => event.slug)).size).toBe(3);
  });

  it("shows the community stats from spec section 9", () => {
    const stats = resourcesPage.sections.find((section) => section.type === "stats");
    expect(stats?.items.map((item) => item.value)).toEqual(["10,000+", "500+", "100+", "50+"]);
    expect(stats?.items[0]?.label).toBe("Community members");
  });

  it("has the four documentation categories, each topic with a unique anchor and real text", () => {
    expect(docCategories.map((category) => category.title)).toEqual(["Getting Started", "User Guides", "API Reference", "Troubleshooting"]);
    const ids = docCategories.flatMap((category) => [category.id, ...category.topics.map((topic) => topic.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const topic of docCategories.flatMap((category) => category.topics)) expect(topic.body.length).toBeGreaterThan(120);
    const docs = docsPage.sections.find((section) => section.type === "docs");
    expect(docs?.searchPrompt).toBe("Search documentation...");
  });

  it("offers Contact Support and Join Community from the Need Help block", () => {
    const help = docsPage.sections.find((section) => section.type === "cta");
    expect(help?.title).toBe("Need Help?");
    expect(help?.actions.map((action) => action.label)).toEqual(["Contact Support", "Join Community"]);
  });

  it("has four case studies whose results use only spec figures", () => {
    expect(caseStudies).toHaveLength(4);
    for (const study of caseStudies) {
      expect(study.company).toMatch(/\(sample\)$/);
      for (const result of study.results) expect(specFigures, `${study.slug}: ${result.value}`).toContain(result.value);
      for (const part of [study.challenge, study.approach, study.outcome]) expect(part.length).toBeGreaterThan(80);
    }
  });

  it("keeps the four March 2024 webinars with registered counts 250, 180, 200 and 300", () => {
    expect(webinars.map((webinar) => webinar.attendees)).toEqual([250, 180, 200, 300]);
    for (const webinar of webinars) {
      expect(webinar.date).toMatch(/^March \d{1,2}, 2024$/);
      expect(webinar.startDate.startsWith("2024-03-")).toBe(true);
      const day = Number(webinar.date.match(/March (\d+)/)?.[1]);
      expect(Number(webinar.startDate.slice(8, 10)), webinar.slug).toBe(day);
      expect(webinar.speaker && webinar.role && webinar.time).toBeTruthy();
    }
  });
});

describe("blog content", () => {
  it("keeps the category counts All 42, Technology 12, Security 15, Cloud 8, Threats 7", () => {
    expect(blogCategories).toEqual([
      { name: "All", count: 42 },
      { name: "Technology", count: 12 },
      { name: "Security", count: 15 },
      { name: "Cloud", count: 8 },
      { name: "Threats", count: 7 },
    ]);
  });

  it("has four sample articles, each in a listed category, with our own sized SVG image and alt text", () => {
    expect(blogArticles).toHaveLength(4);
    const names = blogCategories.map((category) => category.name);
    for (const article of blogArticles) {
      expect(names).toContain(article.category);
      expect(article.image.src).toMatch(/^\/blog\/[a-z-]+\.svg$/);
      expect(existsSync(`public${article.image.src}`), article.image.src).toBe(true);
      expect(article.image.width).toBeGreaterThan(0);
      expect(article.image.alt.length).toBeGreaterThan(10);
      expect(article.readTime).toMatch(/^\d+ min read$/);
      expect(article.author && article.date).toBeTruthy();
    }
  });

  it("gives the subscribe mail a subject naming the newsletter and the company", () => {
    const newsletter = blogPage.sections.find((section) => section.type === "newsletter");
    expect(newsletter?.subject).toContain(site.name);
    expect(newsletter?.subject).toMatch(/^Subscribe/);
  });
});
