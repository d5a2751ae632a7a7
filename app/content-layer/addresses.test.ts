// @vitest-environment node
/**
 * The site's addresses come from the content's files and the collections' bases, without drafts and
 * without articles dated after the build: on small in-memory fixtures, so no test pins today's
 * content.
 */
import { describe, expect, it } from "vitest";
import { entryFormPath, entryPath } from "../route-table";
import { type ContentFile, canonicalPaths, catalogOf, siteAddresses } from "./addresses";

const file = (path: string, text: string): ContentFile => ({ path, text: () => text });
const article = (slug: string, front: string) =>
  file(`articles/${slug}.md`, `---\ntitle: x\n${front}\n---\nBody\n`);

const fixture: ContentFile[] = [
  article("live", "date: 2030-01-01"),
  article("drafted", "date: 2030-01-01\ndraft: true"),
  article("scheduled", "date: 2030-06-01"),
  file("jobs/open-role.md", "---\ntitle: x\n---\n"),
  file("jobs/secret-role.md", "---\ntitle: x\ndraft: true\n---\n"),
  file("webinars/later.md", "---\nstart: 2099-01-01T10:00:00Z\n---\n"),
  file("events/hidden-event.yaml", "title: x\ndraft: true\n"),
  file("case-studies/broken.md", "---\ntitle: [unclosed\n---\n"),
  file("pages/company/about.yaml", "meta: {}\naliases: [/company]\ndraft: true\n"),
  file("pages/company/contact.yaml", "meta: {}\naliases: [/contact]\n"),
  file("pages/services.yaml", "meta: {}\n"),
  file("pages/home.yaml", "meta: {}\n"),
  file("pages/notes.md", "not a page: the collection reads YAML\n"),
  file("policies/privacy.md", "---\ntitle: x\n---\n"),
  file("policies/security.md", "---\ntitle: x\npath: /security\n---\n"),
];

describe("the site's addresses", () => {
  const site = siteAddresses(fixture, "content", "2030-03-01");

  it("list every entry on the site, its form page too, and none kept out", () => {
    expect(site.entries).toEqual(
      expect.arrayContaining([
        entryPath("article", "live"),
        entryPath("job", "open-role"),
        entryFormPath("apply", "open-role"),
        entryPath("webinar", "later"),
        entryFormPath("webinar-register", "later"),
        entryPath("case-study", "broken"),
      ]),
    );
    for (const gone of [
      entryPath("article", "drafted"),
      entryPath("article", "scheduled"),
      entryPath("job", "secret-role"),
      entryFormPath("apply", "secret-role"),
      entryFormPath("event-register", "hidden-event"),
    ]) {
      expect(site.entries, gone).not.toContain(gone);
      expect(site.hidden.has(gone), gone).toBe(true);
    }
    expect(site.hidden.get(entryPath("article", "scheduled"))).toEqual({
      reason: "scheduled",
      file: "content/articles/scheduled.md",
      date: "2030-06-01",
    });
    expect(site.hiddenFiles.get("content/jobs/secret-role.md")).toEqual({
      reason: "draft",
      file: "content/jobs/secret-role.md",
    });
    expect(site.articles).toBe(1);
  });

  it("give each page file its path, home.yaml /, each policy its path: or /legal/<name>", () => {
    expect(site.pages).toEqual(
      expect.arrayContaining([
        { path: "/" },
        { path: "/services" },
        { path: "/company/contact" },
        { path: "/contact", aliasOf: "/company/contact" },
        { path: "/legal/privacy", policy: true },
        { path: "/security", policy: true },
      ]),
    );
    expect(site.pages).toHaveLength(6);
  });

  it("leave out a page whose file is a draft, and the alias that shows it", () => {
    const paths = site.pages.map((route) => route.path);
    for (const gone of ["/company/about", "/company"]) {
      expect(paths).not.toContain(gone);
      expect(site.hidden.get(gone)?.reason).toBe("draft");
    }
  });

  it("refuse two files at one address, naming both", () => {
    expect(() =>
      siteAddresses(
        [...fixture, file("pages/legal/privacy.yaml", "meta: {}\n")],
        "content",
        "2030-03-01",
      ),
    ).toThrow(/(?=.*content\/policies\/privacy\.md)(?=.*content\/pages\/legal\/privacy\.yaml)/);
    expect(() =>
      siteAddresses(
        [...fixture, file("pages/services/x.yaml", "meta: {}\naliases: [/services]\n")],
        "content",
        "2030-03-01",
      ),
    ).toThrow("/services");
  });

  it("give the sitemap, search and links only what is on the site", () => {
    const canonical = canonicalPaths(site);
    expect(canonical).toContain(entryPath("article", "live"));
    expect(canonical).not.toContain(entryPath("article", "drafted"));
    expect(canonical).not.toContain("/company/about");
    const catalog = catalogOf(site);
    expect(catalog.live.has("/contact")).toBe(true);
    expect(catalog.live.has("/company")).toBe(false);
    expect(catalog.hidden.get("/company")?.reason).toBe("draft");
  });

  it("publish a scheduled article in a build on or after its date", () => {
    const later = siteAddresses(fixture, "content", "2030-06-01");
    expect(later.entries).toContain(entryPath("article", "scheduled"));
    expect(later.articles).toBe(2);
  });

  it("find each form's page in the pages' sections: a moved or copied page, never a draft", () => {
    const form = (id: string) => `  - type: form\n    form: ${id}\n`;
    const pages = [
      file("pages/company/contact.yaml", "meta: {}\nsections:\n  - type: contact\n"),
      file("pages/book/demo.yaml", `meta: {}\nsections:\n${form("schedule-demo")}`),
      file("pages/book/demo-copy.yaml", `meta: {}\nsections:\n${form("schedule-demo")}`),
      file("pages/apply.yaml", `meta: {}\ndraft: true\nsections:\n${form("submit-resume")}`),
    ];
    expect(siteAddresses(pages, "content", "2030-03-01").formPages).toEqual({
      contact: "/company/contact",
      "schedule-demo": "/book/demo",
    });
  });

  it("find the page listing each collection the same way: wherever it moved, never a draft", () => {
    const pages = [
      file("pages/company/jobs.yaml", "meta: {}\nsections:\n  - type: jobs\n  - type: cta\n"),
      file("pages/company/jobs-copy.yaml", "meta: {}\nsections:\n  - type: jobs\n"),
      file("pages/company/careers.yaml", "meta: {}\ndraft: true\nsections:\n  - type: webinars\n"),
    ];
    expect(siteAddresses(pages, "content", "2030-03-01").sectionPages).toEqual({
      jobs: "/company/jobs",
      cta: "/company/jobs",
    });
  });
});
