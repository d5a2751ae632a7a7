// @vitest-environment node
/**
 * Every page of the pages collection, whatever its content says: the tags search engines and sharing
 * read (its own title and description, canonical URL, share image, Organization), one h1 that is
 * its hero's title, a heading for every titled section, and links only to pages that exist.
 * Rendered the way the prerender renders it.
 */
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { addresses, catalogOf } from "./addresses.server";
import { pageHtml } from "../../test/prerender";
import { pageAddresses, pageData } from "./page.server";

/** Every path a link may lead to: the pages, aliases and policies, each entry's page and form page, the blog's archive. */
const known = catalogOf(addresses()).live;
const tag = (meta: ReturnType<typeof pageData>["meta"], key: string, value: string) =>
  (meta as Record<string, string>[]).find((entry) => entry[key] === value);
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const textOf = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();

describe("every page", () => {
  it.each(
    pageAddresses()
      .filter((page) => page.path === page.canonical)
      .map((page) => page.path),
  )("%s has its tags, one h1, its sections' headings and working links", async (path) => {
    const { meta, page, lists } = pageData(path);
    expect(meta).toContainEqual({ title: expect.stringContaining(page.meta.title) });
    expect(tag(meta, "name", "description")?.content).toBe(page.meta.description);
    expect(tag(meta, "rel", "canonical")?.href).toBe(`${site.origin}${path}`);
    expect(tag(meta, "property", "og:image")?.content).toMatch(
      new RegExp(`^${site.origin}/og/[\\w-]+\\.png$`),
    );
    const ld = meta.flatMap((entry) =>
      "script:ld+json" in entry ? [entry["script:ld+json"] as { "@type": string }] : [],
    );
    expect(ld[0]?.["@type"]).toBe("Organization");

    const html = await pageHtml(page, lists);
    const h1 = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) =>
      textOf(inner ?? ""),
    );
    expect(h1).toEqual([page.hero.title]);
    const h2 = [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map(([, inner]) =>
      textOf(inner ?? ""),
    );
    for (const section of page.sections)
      if ("title" in section && section.title)
        expect(h2, `${path}: section ${section.type}`).toContain(section.title);
    const links = [...html.matchAll(/href="(\/[^"#?]*)/g)]
      .map(([, href]) => href ?? "")
      .filter((href) => !/\.\w+$/.test(href));
    for (const href of links)
      expect(
        known.has(href === "/" ? href : href.replace(/\/$/, "")),
        `${path} links to ${href}`,
      ).toBe(true);
  });
});
