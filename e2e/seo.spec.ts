import { type APIRequestContext, expect, test } from "@playwright/test";
import { canonicalPaths } from "../scripts/content/paths";
import {
  BLOG_PAGE_SIZE,
  blogCategoryPath,
  blogPagePath,
  entryPath,
  pageRoutes,
} from "../app/route-table";
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
} from "./support/content";
import { routePaths } from "./support/site";

/** Search engines and link previews read the served HTML, before any script runs. */
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

interface Head {
  title?: string;
  meta: Map<string, string>;
  canonical?: string;
  jsonLd: Record<string, unknown>[];
}

async function head(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const meta = new Map<string, string>();
  for (const [, attributes = ""] of html.matchAll(/<meta\s([^>]*?)\/?>/g)) {
    const attrs = Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k = "", v = ""]) => [k, decode(v)]),
    );
    const key = attrs.property ?? attrs.name;
    if (key && attrs.content !== undefined) meta.set(key, attrs.content);
  }
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map(([, body = ""], index) => {
    try {
      return JSON.parse(body) as Record<string, unknown>;
    } catch {
      throw new Error(`${path}: JSON-LD block ${index + 1} does not parse`);
    }
  });
  return {
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ""),
    meta,
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    jsonLd,
  };
}

const ofType = (blocks: Record<string, unknown>[], type: string) =>
  blocks.filter((block) => block["@type"] === type);
const targetOf = (path: string) =>
  pageRoutes.find((route) => route.path === path && "aliasOf" in route)?.["aliasOf" as never] ??
  path;
/** Articles, case studies and blog posts are articles to Open Graph; every other page is a website. */
const ogTypeOf = (path: string) =>
  /^\/(blog|resources\/case-studies|security\/advisories)\/(?!page\/|category\/)[\w-]+$/.test(path)
    ? "article"
    : "website";

test.describe("metadata on every route", () => {
  for (const path of routePaths) {
    test(`${path}: title, description, canonical, Open Graph, Twitter and Organization`, async ({
      request,
    }) => {
      const page = await head(request, path);
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
      const served = await request.get(image.slice(site.origin.length));
      expect(served.headers()["content-type"]).toContain("image/png");

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
        for (const item of items)
          expect((await request.get(item.item.slice(site.origin.length) || "/")).status()).toBe(
            200,
          );
      }
    });
  }

  test("no two pages share a title or a description", async ({ request }) => {
    const seen = new Map<string, string>();
    for (const path of canonicalPaths()) {
      const page = await head(request, path);
      for (const value of [page.title, page.meta.get("description")]) {
        expect(seen.get(value ?? ""), `${path} repeats ${seen.get(value ?? "")}`).toBeUndefined();
        seen.set(value ?? "", path);
      }
    }
  });

  test("the 404 page asks not to be indexed and claims no canonical URL", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });
});

test.describe("structured data for what pages show", () => {
  for (const job of jobs) {
    test(`${job.title} has a JobPosting`, async ({ request }) => {
      const page = await head(request, `/company/careers/${job.slug}`);
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
  const eventPages: [string, number][] = [
    ["/resources", allEvents.length],
    ["/resources/webinars", allWebinars.length],
    ...(webinar ? [[entryPath("webinar", webinar.slug), 1] as [string, number]] : []),
  ];
  for (const [path, count] of eventPages) {
    test(`${path} has an Event for each event it lists`, async ({ request }) => {
      const events = ofType((await head(request, path)).jsonLd, "Event");
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

test.describe("files for crawlers", () => {
  test("sitemap.xml lists every indexable route and nothing else", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
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

  test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("User-agent: *");
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });

  test("security.txt names the security contact and has not expired", async ({ request }) => {
    const response = await request.get("/.well-known/security.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain(`Contact: mailto:${site.mailboxes.security}`);
    expect(text).toContain(`Canonical: ${site.origin}/.well-known/security.txt`);
    expect(text).toContain("Preferred-Languages: en");
    const expires = Date.parse(/^Expires: (.+)$/m.exec(text)?.[1] ?? "");
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 864e5);
  });
});
