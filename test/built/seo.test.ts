import { describe, expect, it } from "vitest";
import { canonicalPaths, entryPaths, livePages } from "../../app/content-layer/addresses";
import {
  BLOG_PAGE_SIZE,
  blogCategoryPath,
  blogPagePath,
  entryPath,
  entryRoutes,
} from "../../app/route-table";
import {
  allArticles,
  allCaseStudies,
  allEvents,
  allJobs as jobs,
  allWebinars,
  articlesNewestFirst,
  escapeRegExp,
  sectionOf,
  site,
  webinarsByStart,
} from "../../e2e/support/content";
import {
  type HtmlNode,
  attribute,
  elementsIn,
  hasToken,
  jsonLdOf,
  parseHtml,
  textOf,
} from "../page-html";
import { exists, readBytes, readPage, readText, routePaths, served } from "./site-files";

/**
 * Search engines and link previews read the served HTML, before any script runs: read here from
 * the built files themselves (test/built/site-files.ts), no server, no browser.
 */

interface Head {
  title?: string;
  meta: Map<string, string>;
  canonical?: string;
  jsonLd: Record<string, unknown>[];
}

/** The first bytes of every PNG file: what a host's image/png says, checked on the file itself. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The page's canonical URL, as its <link rel="canonical"> says. */
const canonicalOf = (document: HtmlNode) =>
  elementsIn(document, "link")
    .filter((link) => hasToken(link, "rel", "canonical"))
    .map((link) => attribute(link, "href"))[0];

function head(path: string): Head {
  // Throws, naming the path, when the build has no page for it (the host would answer 404).
  const document = parseHtml(readPage(path));
  const meta = new Map<string, string>();
  for (const tag of elementsIn(document, "meta")) {
    const key = attribute(tag, "property") ?? attribute(tag, "name");
    const content = attribute(tag, "content");
    if (key && content !== undefined) meta.set(key, content);
  }
  let jsonLd: Record<string, unknown>[];
  try {
    jsonLd = jsonLdOf(document);
  } catch (error) {
    throw new Error(`${path}: a JSON-LD block does not parse: ${String(error)}`);
  }
  return {
    title: elementsIn(document, "title").map((title) => textOf(title))[0] ?? "",
    meta,
    canonical: canonicalOf(document),
    jsonLd,
  };
}

/** The page's breadcrumb as [name, absolute URL] pairs; the current page is the canonical URL. */
function visibleTrail(html: string): [string, string][] {
  const document = parseHtml(html);
  const nav = elementsIn(document, "nav").find(
    (element) => attribute(element, "aria-label") === "Breadcrumb",
  );
  const canonical = canonicalOf(document) ?? "";
  return (nav ? elementsIn(nav, "li") : []).map((item) => {
    const href = elementsIn(item, "a").map((a) => attribute(a, "href"))[0];
    // The separator is drawn for the eye only (aria-hidden), not part of the name.
    const name = textOf(item, (element) => attribute(element, "aria-hidden") === "true").trim();
    return [name, href ? `${site.origin}${href}` : canonical];
  });
}

const ofType = (blocks: Record<string, unknown>[], type: string) =>
  blocks.filter((block) => block["@type"] === type);
const targetOf = (path: string) => livePages().find((page) => page.path === path)?.aliasOf ?? path;
/** An entry page is an article to Open Graph, but a job's or a webinar's (a posting, an event); every other page is a website. */
const articleBases = Object.entries(entryRoutes).flatMap(([layout, { base }]) =>
  layout === "job" || layout === "webinar" ? [] : [base],
);
const ogTypeOf = (path: string) =>
  articleBases.some(
    (base) => path.startsWith(`${base}/`) && /^[\w-]+$/.test(path.slice(base.length + 1)),
  ) && entryPaths().includes(path)
    ? "article"
    : "website";

describe("metadata on every route", () => {
  for (const path of routePaths) {
    it(`${path}: title, description, canonical, Open Graph, Twitter and Organization`, () => {
      const page = head(path);
      const canonical = `${site.origin}${targetOf(path)}`;
      expect(page.title).toMatch(new RegExp(`^(.+ \\| )?${escapeRegExp(site.name)}$`));
      expect(page.meta.get("description")?.length).toBeGreaterThan(50);
      expect(page.canonical).toBe(canonical);
      expect(page.meta.get("og:title")).toBe(page.title);
      expect(page.meta.get("og:description")).toBe(page.meta.get("description"));
      expect(page.meta.get("og:url")).toBe(canonical);
      expect(page.meta.get("og:type")).toBe(ogTypeOf(path));
      expect(page.meta.get("og:site_name")).toBe(site.name);
      const image = page.meta.get("og:image") ?? "";
      // A section's image, or an entry page's own (/og/<kind>/<slug>.png, app/lib/entry-images.ts).
      expect(image).toMatch(new RegExp(`^${site.origin}/og/([a-z]+|[a-z-]+/[a-z0-9-]+)\\.png$`));
      expect(page.meta.get("og:image:width")).toBe("1200");
      expect(page.meta.get("og:image:height")).toBe("630");
      expect(page.meta.get("og:image:alt")).toContain(site.name);
      expect(page.meta.get("twitter:card")).toBe("summary_large_image");
      expect(page.meta.get("twitter:image")).toBe(image);
      expect(page.meta.get("twitter:title")).toBe(page.title);
      expect(page.meta.get("twitter:description")).toBe(page.meta.get("description"));
      const imagePath = image.slice(site.origin.length);
      expect(exists(imagePath), imagePath).toBe(true);
      expect(
        readBytes(imagePath).subarray(0, 8).equals(PNG_SIGNATURE),
        `${imagePath} is a PNG`,
      ).toBe(true);

      const [org, ...others] = ofType(page.jsonLd, "Organization");
      expect(others).toEqual([]);
      expect(org).toMatchObject({
        "@context": "https://schema.org",
        name: site.name,
        legalName: site.legalName,
        url: `${site.origin}/`,
        logo: `${site.origin}/logo.png`,
        email: site.mailboxes.contact,
        foundingDate: String(site.foundingYear),
      });
      expect(org?.address).toHaveLength(site.offices.length);
      expect(readBytes("/logo.png").subarray(0, 8).equals(PNG_SIGNATURE), "/logo.png").toBe(true);

      const nested = targetOf(path).split("/").filter(Boolean).length > 1;
      const crumbs = ofType(page.jsonLd, "BreadcrumbList");
      expect(crumbs).toHaveLength(nested ? 1 : 0);
      if (nested) {
        const items = crumbs[0]?.itemListElement as {
          position: number;
          name: string;
          item: string;
        }[];
        expect(items[0]).toMatchObject({ position: 1, name: "Home", item: `${site.origin}/` });
        expect(items.at(-1)?.item).toBe(canonical);
        for (const item of items) {
          const itemPath = item.item.slice(site.origin.length) || "/";
          expect(exists(itemPath), itemPath).toBe(true);
        }
        // The trail a visitor sees is the one search engines read (they ask that the two agree).
        const shown = visibleTrail(readPage(path));
        if (shown.length) expect(shown).toEqual(items.map(({ name, item }) => [name, item]));
      }
    });
  }

  it("no two pages share a title or a description", () => {
    const seen = new Map<string, string>();
    for (const path of canonicalPaths()) {
      const page = head(path);
      for (const value of [page.title, page.meta.get("description")]) {
        expect(seen.get(value ?? ""), `${path} repeats ${seen.get(value ?? "")}`).toBeUndefined();
        seen.set(value ?? "", path);
      }
    }
  });

  it("the 404 page asks not to be indexed and claims no canonical URL", () => {
    // No file for the path: the host answers with 404.html, status 404.
    const response = served("/no-such-page");
    expect(response.status).toBe(404);
    const html = response.text;
    const document = parseHtml(html);
    const robots = elementsIn(document, "meta").filter(
      (meta) => attribute(meta, "name") === "robots",
    );
    expect(robots.map((meta) => attribute(meta, "content"))).toEqual(["noindex"]);
    expect(canonicalOf(document)).toBeUndefined();
  });
});

describe("structured data for what pages show", () => {
  for (const job of jobs) {
    it(`${job.title} has a JobPosting`, () => {
      const page = head(`/company/careers/${job.slug}`);
      const [posting, ...others] = ofType(page.jsonLd, "JobPosting");
      expect(others).toEqual([]);
      expect(posting).toMatchObject({
        title: job.title,
        datePosted: job.datePosted,
        validThrough: job.validThrough,
        employmentType: job.employmentType,
        hiringOrganization: { "@type": "Organization", name: site.name },
        directApply: false,
      });
      expect(String(posting?.description)).toContain("<ul>");
      if (job.location.remote) {
        expect(posting).toMatchObject({
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country" },
        });
      } else {
        expect(posting).toMatchObject({
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: job.location.city,
              addressCountry: job.location.country,
            },
          },
        });
      }
    });
  }

  const webinar = webinarsByStart[0];
  const { events: eventsPage, webinars: webinarsPage } = site.sectionPages;
  const eventPages: [string, number][] = [
    ...(eventsPage ? [[eventsPage, allEvents.length] as [string, number]] : []),
    ...(webinarsPage ? [[webinarsPage, allWebinars.length] as [string, number]] : []),
    ...(webinar ? [[entryPath("webinar", webinar.slug), 1] as [string, number]] : []),
  ];
  for (const [path, count] of eventPages) {
    it(`${path} has an Event for each event it lists`, () => {
      const events = ofType(head(path).jsonLd, "Event");
      expect(events).toHaveLength(count);
      for (const event of events) {
        expect(event).toMatchObject({
          name: expect.any(String),
          startDate: expect.any(String),
          organizer: { name: site.name },
        });
        expect(event.eventStatus).toBe("https://schema.org/EventScheduled");
        const location = event.location as {
          "@type": string;
          address?: { addressLocality?: string };
        };
        if (event.eventAttendanceMode === "https://schema.org/OnlineEventAttendanceMode")
          expect(location["@type"]).toBe("VirtualLocation");
        else
          expect(location).toMatchObject({
            "@type": "Place",
            address: { addressLocality: expect.any(String) },
          });
      }
    });
  }
});

describe("files for crawlers", () => {
  it("sitemap.xml lists every indexable route and nothing else", () => {
    const xml = readText("/sitemap.xml");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs.sort()).toEqual(
      canonicalPaths()
        .map((path) => `${site.origin}${path}`)
        .sort(),
    );
    // One page of each kind: an article, a case study, a webinar, a job, a later blog page, a category.
    const [article] = allArticles;
    const [study] = allCaseStudies;
    const [webinar] = allWebinars;
    const [job] = jobs;
    const category = sectionOf("/blog", "blog").categories[1]?.name.toLowerCase();
    const samples = [
      article && entryPath("article", article.slug),
      study && entryPath("case-study", study.slug),
      webinar && entryPath("webinar", webinar.slug),
      job && entryPath("job", job.slug),
      articlesNewestFirst.length > BLOG_PAGE_SIZE ? blogPagePath(2) : undefined,
      category && blogCategoryPath(category),
    ];
    for (const page of samples.filter((sample): sample is string => Boolean(sample))) {
      expect(locs).toContain(`${site.origin}${page}`);
    }
    for (const alias of ["/company", "/contact", "/404"])
      expect(locs).not.toContain(`${site.origin}${alias}`);
  });

  it("robots.txt allows crawling and names the sitemap", () => {
    const robots = readText("/robots.txt");
    expect(robots).toContain("User-agent: *");
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });

  it("security.txt names the security contact and has not expired", () => {
    const path = "/.well-known/security.txt";
    expect(exists(path)).toBe(true);
    // Hosts serve it as text/plain by its extension (.txt): check that it is text, not a page.
    const text = readText(path);
    expect(text).not.toMatch(/\0|^\s*</);
    expect(text).toContain(`Contact: mailto:${site.mailboxes.security}`);
    expect(text).toContain(`Canonical: ${site.origin}/.well-known/security.txt`);
    expect(text).toContain("Preferred-Languages: en");
    const expires = Date.parse(/^Expires: (.+)$/m.exec(text)?.[1] ?? "");
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 864e5);
  });
});

describe("the CMS", () => {
  it("names the company in its tab as content/site.yaml does", () => {
    const document = parseHtml(readText("/admin/index.html"));
    expect(elementsIn(document, "title").map((title) => textOf(title))).toEqual([
      `${site.name} content editor`,
    ]);
  });
});
