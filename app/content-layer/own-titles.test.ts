import { describe, expect, it } from "vitest";
import { repeatedTitles } from "./own-titles";

const fileOf = (address: string) => `content${address}.md`;
const article = (slug: string, title: string, description: string) => ({
  slug,
  title,
  description,
});

describe("every page's title and description", () => {
  it("are its own: a copy that kept either is named with the file it repeats", () => {
    const articles = [
      article("zero-day", "Zero-Day Response", "What to do first."),
      article("zero-day-copy", "Zero-Day Response, Revisited", "What to do first."),
    ];
    expect(repeatedTitles([], { articles }, [], fileOf)).toEqual([
      'content/blog/zero-day-copy.md: description: "What to do first." is already content/blog/zero-day.md: description: give this page its own (search results show it)',
    ]);
  });

  it("across pages, entries (summary for those without a description) and policies", () => {
    const pages = [
      { path: "/platform", meta: { title: "Platform", description: "Our platform." } },
    ];
    const jobs = [{ slug: "analyst", title: "Platform", summary: "A role." }];
    const policies = [{ path: "/legal/privacy", title: "Privacy", description: "A role." }];
    expect(repeatedTitles(pages, { jobs }, policies, fileOf)).toEqual([
      'content/company/careers/analyst.md: title: "Platform" is already content/platform.md: meta.title: give this page its own (search results show it)',
      'content/legal/privacy.md: description: "A role." is already content/company/careers/analyst.md: summary: give this page its own (search results show it)',
    ]);
    expect(repeatedTitles(pages, {}, [], fileOf)).toEqual([]);
  });
});
