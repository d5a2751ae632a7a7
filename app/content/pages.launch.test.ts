/**
 * The launch pages' copy as the brief asks for it (descriptions of a useful length, an intro under
 * every h1, no draft words), proven on the frozen launch content (test/fixtures/content). What
 * every page needs whatever its content is pages.test.ts.
 */
import { siteEntries } from "~/content-layer/store";
import { describe, expect, it } from "vitest";

const pages = await siteEntries("pages");

describe("page content at launch", () => {
  it("gives every page a unique title and description of useful length", () => {
    const titles = pages.map((page) => page.meta.title);
    const descriptions = pages.map((page) => page.meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const page of pages) {
      expect(page.meta.description.length, page.path).toBeGreaterThanOrEqual(70);
      // 200 is the schema's limit (search engines cut there); /company/careers/resume's is 173.
      expect(page.meta.description.length, page.path).toBeLessThanOrEqual(200);
    }
  });

  it("gives every page a hero with its h1 and intro copy", () => {
    for (const page of pages) {
      expect(page.hero.title.trim(), page.path).not.toBe("");
      expect(page.hero.intro.length, page.path).toBeGreaterThan(40);
    }
  });

  it("contains no placeholder copy", () => {
    const text = JSON.stringify(pages);
    expect(text).not.toMatch(/lorem ipsum|TODO|TBD|placeholder/i);
  });
});
