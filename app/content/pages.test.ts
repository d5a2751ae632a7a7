import { describe, expect, it } from "vitest";
import type { Page } from "./types";

const modules = import.meta.glob<{ page?: Page }>("./pages/**/*.ts", { eager: true });
const pages = Object.values(modules)
  .map((module) => module.page)
  .filter((page): page is Page => Boolean(page));

describe("page content", () => {
  it("gives every page a unique title and description of useful length", () => {
    const titles = pages.map((page) => page.meta.title);
    const descriptions = pages.map((page) => page.meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const page of pages) {
      expect(page.meta.description.length, page.path).toBeGreaterThanOrEqual(70);
      expect(page.meta.description.length, page.path).toBeLessThanOrEqual(170);
    }
  });

  it("gives every page a hero with its h1 and intro copy", () => {
    for (const page of pages) {
      expect(page.hero.title.trim(), page.path).not.toBe("");
      expect(page.hero.intro.length, page.path).toBeGreaterThan(40);
    }
  });

  it("keeps section anchors unique on each page", () => {
    for (const page of pages) {
      const ids = page.sections.map((section) => section.id).filter(Boolean);
      expect(new Set(ids).size, page.path).toBe(ids.length);
    }
  });

  it("contains no placeholder copy", () => {
    const text = JSON.stringify(pages);
    expect(text).not.toMatch(/lorem ipsum|TODO|TBD|placeholder/i);
  });
});
