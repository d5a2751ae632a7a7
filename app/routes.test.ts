/**
 * Every page of the pages collection, rendered by its real route ([...slug].astro) through Astro's
 * Container API, whatever its content says: the tags search engines and sharing read (its own title
 * and description, canonical URL, share image, Organization), one h1 that is its hero's title, a
 * heading for every titled section, and links only to pages that exist. Then every page of the other
 * routes (entries, their forms, categories, techniques...): its tags, one h1 and working links.
 */
import type { AstroComponentFactory } from "astro/runtime/server/index.js";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { addresses, catalogOf } from "~/content-layer/addresses";
import { pageData } from "~/page-data/page.server";
import { routeContainer } from "../test/astro-container";
import { elementsOf, internalLinks, textsOf } from "../test/page-html";
import PageRoute, { getStaticPaths } from "./pages/[...slug].astro";
import * as sitemapEndpoint from "./pages/sitemap.xml.ts";

/** Every path a link may lead to: the pages, aliases and policies, each entry's page and form page, the blog's archive. */
const known = catalogOf(addresses()).live;
const container = await routeContainer();
const pathOf = (slug: string | undefined) => (slug ? `/${slug}` : "/");

/** The page's structured data, in the order the page writes it. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? "") as { "@type": string },
  );

/** What every page at `path` has, whichever route renders it: its canonical URL, Organization first, links that resolve. */
function expectEveryPageParts(html: string, path: string) {
  expect(
    elementsOf(html, "link")
      .filter((tag) => tag.rel === "canonical")
      .map((tag) => tag.href),
  ).toEqual([`${site.origin}${path}`]);
  expect(structuredData(html)[0]?.["@type"]).toBe("Organization");
  for (const href of internalLinks(html))
    expect(
      known.has(href === "/" ? href : href.replace(/\/$/, "")),
      `${path} links to ${href}`,
    ).toBe(true);
}

// An alias renders its page, whose canonical address is the page's own: checked once, there.
const paths = (await getStaticPaths()).filter(
  ({ params, props }) => pathOf(params.slug) === props.canonical,
);

describe("every page of the pages collection", () => {
  it.each(paths.map((entry) => [entry.props.canonical, entry] as const))(
    "%s has its tags, one h1, its sections' headings and working links",
    async (path, entry) => {
      const html = await container.renderToString(PageRoute, entry);
      const { page } = await pageData(path);
      const meta = elementsOf(html, "meta");
      expect(textsOf(html, "title")).toEqual([expect.stringContaining(page.meta.title)]);
      expect(meta.find((tag) => tag.name === "description")?.content).toBe(page.meta.description);
      expect(meta.find((tag) => tag.property === "og:image")?.content).toMatch(
        new RegExp(`^${site.origin}/og/[\\w-]+\\.png$`),
      );
      expectEveryPageParts(html, path);
      expect(textsOf(html, "h1")).toEqual([page.hero.title]);
      const h2 = textsOf(html, "h2");
      for (const section of page.sections)
        if ("title" in section && section.title)
          expect(h2, `${path}: section ${section.type}`).toContain(section.title);
    },
  );
});

interface Route {
  default: AstroComponentFactory;
  getStaticPaths?: () => Promise<
    {
      params: Record<string, string | undefined>;
      props?: Record<string, unknown>;
    }[]
  >;
}
/** The other page routes with addresses from the collections, and their pages (none for an emptied
 * collection); the blog's archive pages need Astro's `paginate` (getStaticPaths takes it). */
const routes = (
  await Promise.all(
    Object.entries(import.meta.glob<Route>("./pages/**/*.astro", { eager: true }))
      .filter(
        ([file, route]) =>
          file !== "./pages/[...slug].astro" &&
          route.getStaticPaths &&
          route.getStaticPaths.length === 0,
      )
      .map(async ([file, route]) => [file, route, (await route.getStaticPaths?.()) ?? []] as const),
  )
).filter(([, , pages]) => pages.length > 0);
/** A route file's address for its params: ./blog/[slug].astro with { slug: "x" } is /blog/x. */
const addressOf = (file: string, params: Record<string, string | undefined>) =>
  file
    .slice("./pages".length, -".astro".length)
    .replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => params[name] ?? "")
    .replace(/\/+$/, "") || "/";

describe.each(routes)("every page of %s", (file, route, pages) => {
  it.each(pages.map((entry) => [addressOf(file, entry.params), entry] as const))(
    "%s has its tags, one h1 and working links",
    async (path, entry) => {
      const html = await container.renderToString(route.default, entry);
      const meta = elementsOf(html, "meta");
      expect(textsOf(html, "title")).toEqual([expect.stringMatching(/\S/)]);
      expect(meta.find((tag) => tag.name === "description")?.content).toMatch(/\S/);
      expect(textsOf(html, "h1")).toEqual([expect.stringMatching(/\S/)]);
      expectEveryPageParts(html, path);
    },
  );
});

describe("a file an endpoint makes", () => {
  it("is answered with the type its name says, as the hosts serve the built file", async () => {
    // The Container API renders an endpoint from its module (Astro's docs: routeType "endpoint").
    const endpoint = sitemapEndpoint as unknown as AstroComponentFactory;
    const response = await container.renderToResponse(endpoint, { routeType: "endpoint" });
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(await response.text()).toMatch(/^<\?xml/);
  });
});
