/**
 * Every content page, whatever the company writes: what search results and the page's own
 * anchors need, and every claim and placeholder resolved. The launch pages' copy rules (lengths,
 * no draft words) are pages.launch.test.ts.
 */
import { siteEntries } from "~/content-layer/store";
import { describe, expect, it } from "vitest";

const pages = await siteEntries("pages");

/** The pages that share a value, as "content/pages/a.yaml and content/pages/b.yaml". */
function duplicates(value: (page: (typeof pages)[number]) => string): string[] {
  const byValue = new Map<string, (typeof pages)[number][]>();
  for (const page of pages) byValue.set(value(page), [...(byValue.get(value(page)) ?? []), page]);
  return [...byValue]
    .filter(([, group]) => group.length > 1)
    .map(
      ([text, group]) =>
        `"${text}": ${group.map((page) => `content/pages${page.path === "/" ? "/home" : page.path}.yaml`).join(" and ")}`,
    );
}

describe("page content", () => {
  it("gives every page a title and description of its own (search results list them)", () => {
    expect(
      duplicates((page) => page.meta.title),
      "give each page its own meta.title",
    ).toEqual([]);
    expect(
      duplicates((page) => page.meta.description),
      "give each page its own meta.description",
    ).toEqual([]);
  });

  it("gives every page a hero with its h1 and intro copy", () => {
    for (const page of pages) {
      expect(page.hero.title.trim(), page.path).not.toBe("");
      expect(page.hero.intro.trim(), page.path).not.toBe("");
    }
  });

  it("keeps section anchors unique on each page", () => {
    for (const page of pages) {
      const ids = page.sections.map((section) => section.id).filter(Boolean);
      expect(new Set(ids).size, page.path).toBe(ids.length);
    }
  });

  it("resolves every claim and placeholder, and carries no filler text", () => {
    for (const page of pages)
      expect(JSON.stringify(page), page.path).not.toMatch(/\{\{[\w:.-]+\}\}|lorem ipsum/i);
  });
});
