// @vitest-environment jsdom
// Parses the feeds as XML with the DOM's DOMParser, as a reader does; the rest of app/files/ runs in Node.
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from "feedsmith";
import { describe, expect, it } from "vitest";
import {
  type FeedSite,
  atomFeed,
  blogChannel,
  feedLinks,
  feedPaths,
  jsonFeed,
  rssFeed,
} from "./feeds";
import type { FeedItem } from "~/collections/collection";

const origin = "https://www.halcyrion.example";
const site: FeedSite = {
  name: "Halcyrion",
  origin,
  description: "Research & field notes",
  language: "en",
};

/** The title, category and body that need escaping: &, <, quotes and a literal "]]>" in the HTML. */
const trickyTitle = `Zero trust & <legacy> "VPNs": what's next`;
const trickyHtml =
  `<h2 id="why">Why</h2><p>Q&amp;A: <code>a &lt; b</code>, "quoted" and ]]> in text. ` +
  `<a href="/blog/cloud-posture">Posture</a> <a href="#why">again</a> <a href="https://nvd.nist.gov/">NVD</a></p>`;
const articles: FeedItem[] = [
  {
    slug: "cloud-posture",
    title: "Cloud posture in 2024",
    description: "Where misconfigurations still hide.",
    html: `<p>Posture</p><img src="/blog/cloud.svg" alt="">`,
    date: "2024-05-02",
    updated: "2024-06-01",
    author: { name: "Priya Natarajan", role: "Cloud lead" },
    category: "Cloud",
    tags: ["cloud", "cspm"],
    image: { src: "/blog/cloud.svg", alt: "A cloud" },
  },
  {
    slug: "zero-trust-roadmap",
    title: trickyTitle,
    description: `A <roadmap> for "zero trust" & more`,
    html: trickyHtml,
    date: "2024-03-07",
    author: { name: "Daniel O'Reilly" },
    category: `Research & "Threat" Labs`,
    tags: ["zero trust"],
  },
  {
    slug: "ai-detection",
    title: "AI detection that works",
    description: "Signals over noise.",
    html: "<p>AI</p>",
    date: "2024-05-02",
    author: { name: "Mei Chen" },
    category: "Security",
    tags: [],
  },
];
/** Newest first; the two 2024-05-02 articles by title. */
const expected = [articles[2], articles[0], articles[1]] as FeedItem[];
const url = (slug: string) => `${origin}/blog/${slug}`;
const day = (date: string | undefined) =>
  date ? new Date(date).toISOString().slice(0, 10) : undefined;
const trickyHtmlInFeed = trickyHtml
  .replace(`href="/blog/cloud-posture"`, `href="${origin}/blog/cloud-posture"`)
  .replace(`href="#why"`, `href="${origin}/blog/zero-trust-roadmap#why"`);

/** feedsmith is lenient, so well-formedness is checked by a strict XML parser too. */
const wellFormed = (xml: string) =>
  new DOMParser().parseFromString(xml, "application/xml").getElementsByTagName("parsererror")
    .length === 0;

/** What a reader shows for HTML: its text, and how many elements it would render. */
function asHtml(html = "") {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  return { text: body.textContent, elements: body.querySelectorAll("*").length };
}

describe("rssFeed", () => {
  const xml = rssFeed(site, articles);
  const feed = parseRssFeed(xml);

  it("is well-formed RSS 2.0 with the channel, its self link and the newest date", () => {
    expect(wellFormed("<a>&</a>")).toBe(false);
    expect(wellFormed(xml)).toBe(true);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(feed).toMatchObject({
      title: "Halcyrion Blog",
      link: `${origin}/blog`,
      description: "Research & field notes",
      language: "en",
    });
    expect(feed.lastBuildDate).toBe("Sat, 01 Jun 2024 00:00:00 GMT");
    expect(feed.atom?.links).toEqual([
      { href: `${origin}/blog/rss.xml`, rel: "self", type: "application/rss+xml" },
    ]);
  });

  it("lists every article newest first with absolute link, guid, date, author and category", () => {
    expect(feed.items?.map((item) => item.link)).toEqual(
      expected.map((article) => url(article.slug)),
    );
    feed.items?.forEach((item, index) => {
      const article = expected[index] as FeedItem;
      expect(item.title).toBe(article.title);
      expect(item.guid).toEqual({ value: url(article.slug), isPermaLink: true });
      expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} 00:00:00 GMT$/);
      expect(day(item.pubDate)).toBe(article.date);
      expect(asHtml(item.description)).toEqual({ text: article.description, elements: 0 });
      expect(item.dc?.creators).toEqual([article.author.name]);
      expect(item.categories).toEqual([{ name: article.category }]);
    });
  });

  it("round-trips the escaped title and the HTML body, ]]> included, with absolute links", () => {
    const item = feed.items?.find((entry) => entry.link === url("zero-trust-roadmap"));
    expect(item?.title).toBe(trickyTitle);
    expect(item?.content?.encoded).toBe(trickyHtmlInFeed);
    expect(feed.items?.[1]?.content?.encoded).toBe(
      `<p>Posture</p><img src="${origin}/blog/cloud.svg" alt="">`,
    );
  });
});

describe("atomFeed", () => {
  const xml = atomFeed(site, articles);
  const feed = parseAtomFeed(xml);

  it("is well-formed Atom with id, updated, self and alternate links and an author", () => {
    expect(wellFormed(xml)).toBe(true);
    expect(xml).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">`);
    expect(feed).toMatchObject({
      id: `${origin}/blog`,
      title: { value: "Halcyrion Blog" },
      updated: "2024-06-01T00:00:00Z",
    });
    expect(feed.links).toEqual([
      { rel: "self", type: "application/atom+xml", href: `${origin}/blog/atom.xml` },
      { rel: "alternate", type: "text/html", href: `${origin}/blog` },
    ]);
    expect(feed.authors).toEqual([{ name: "Halcyrion" }]);
  });

  it("gives every article as an entry, newest first, with its dates, author, category and content", () => {
    expect(feed.entries?.map((entry) => entry.id)).toEqual(
      expected.map((article) => url(article.slug)),
    );
    feed.entries?.forEach((entry, index) => {
      const article = expected[index] as FeedItem;
      expect(entry.title?.value).toBe(article.title);
      expect(entry.links).toEqual([
        { rel: "alternate", type: "text/html", href: url(article.slug) },
      ]);
      expect(entry.published).toBe(`${article.date}T00:00:00Z`);
      expect(day(entry.updated)).toBe(article.updated ?? article.date);
      expect(entry.authors).toEqual([{ name: article.author.name }]);
      expect(entry.categories).toEqual([{ term: article.category }]);
      expect(entry.summary).toEqual({ type: "text", value: article.description });
      expect(entry.content?.type).toBe("html");
    });
    expect(feed.entries?.[2]?.content?.value).toBe(trickyHtmlInFeed);
  });
});

describe("jsonFeed", () => {
  const text = jsonFeed(site, articles);
  const feed = parseJsonFeed(text);
  const items = feed.items ?? [];

  it("is pretty-printed JSON Feed 1.1 with the feed's own URLs", () => {
    expect(JSON.parse(text)).toMatchObject({ version: "https://jsonfeed.org/version/1.1" });
    expect(text).toContain('\n  "version": "https://jsonfeed.org/version/1.1",\n');
    expect(feed).toMatchObject({
      title: "Halcyrion Blog",
      home_page_url: `${origin}/blog`,
      feed_url: `${origin}/blog/feed.json`,
      language: "en",
    });
  });

  it("gives every article newest first with its dates, tags, author, body and absolute image", () => {
    expect(items.map((item) => item.url)).toEqual(expected.map((article) => url(article.slug)));
    items.forEach((item, index) => {
      const article = expected[index] as FeedItem;
      expect(item).toMatchObject({
        id: url(article.slug),
        title: article.title,
        summary: article.description,
      });
      expect(item.date_published).toBe(`${article.date}T00:00:00Z`);
      expect(item.authors).toEqual([{ name: article.author.name }]);
      if (article.tags.length) expect(item.tags).toEqual(article.tags);
    });
    expect(items[1]).toMatchObject({
      image: `${origin}/blog/cloud.svg`,
      date_modified: "2024-06-01T00:00:00Z",
    });
    expect(items[0]?.image).toBeUndefined();
    expect(items[2]?.content_html).toBe(trickyHtmlInFeed);
  });
});

describe("feed edge cases", () => {
  it("shows a summary written with markup as its characters in every feed, never as a link or image", () => {
    const summary = `See <a href="https://evil.example/">this</a> <img src="https://evil.example/p.gif" onerror="alert(1)"> &amp; R&D <script>x()</script> ]]>`;
    const hostile = { ...(articles[2] as FeedItem), description: summary };
    const rss = rssFeed(site, [hostile]);
    expect(wellFormed(rss)).toBe(true);
    // RSS readers render the description as HTML: it must render as the text itself.
    expect(asHtml(parseRssFeed(rss).items?.[0]?.description)).toEqual({
      text: summary,
      elements: 0,
    });
    const atom = atomFeed(site, [hostile]);
    expect(wellFormed(atom)).toBe(true);
    expect(parseAtomFeed(atom).entries?.[0]?.summary).toEqual({ type: "text", value: summary });
    expect(parseJsonFeed(jsonFeed(site, [hostile])).items?.[0]?.summary).toBe(summary);
    // The body stays our own HTML, rendered as markup.
    expect(parseRssFeed(rss).items?.[0]?.content?.encoded).toBe(hostile.html);
  });

  it("drops characters XML forbids instead of writing a feed no reader can open", () => {
    const bell = { ...(articles[2] as FeedItem), title: "Bell\u0007 and\u0000 form\u000Cfeed" };
    for (const xml of [rssFeed(site, [bell]), atomFeed(site, [bell])]) {
      expect(wellFormed(xml)).toBe(true);
      expect(xml).toContain("Bell and formfeed");
    }
  });

  it("writes three feeds that parse when the title needs escaping and the body holds ]]> and a control character", () => {
    const title = `Fish & chips <b> "quoted" 'single'`;
    const worst = { ...(articles[2] as FeedItem), title, html: `<p>a ]]> b\u0001 c</p>` };
    for (const xml of [rssFeed(site, [worst]), atomFeed(site, [worst])])
      expect(wellFormed(xml)).toBe(true);
    expect(parseRssFeed(rssFeed(site, [worst])).items?.[0]).toMatchObject({
      title,
      content: { encoded: "<p>a ]]> b c</p>" },
    });
    expect(parseAtomFeed(atomFeed(site, [worst])).entries?.[0]).toMatchObject({
      title: { value: title },
      content: { value: "<p>a ]]> b c</p>" },
    });
    const json = JSON.parse(jsonFeed(site, [worst])) as {
      version: string;
      items: { title: string }[];
    };
    expect(json.version).toBe("https://jsonfeed.org/version/1.1");
    expect(json.items[0]?.title).toBe(title);
  });

  it("still writes valid feeds for an empty blog, and refuses a malformed date", () => {
    expect(wellFormed(rssFeed(site, []))).toBe(true);
    expect(rssFeed(site, [])).not.toContain("lastBuildDate");
    expect(parseAtomFeed(atomFeed(site, [])).updated).toBe("1970-01-01T00:00:00Z");
    const bad = { ...(articles[2] as FeedItem), date: "2024-02-30" };
    expect(() => rssFeed(site, [bad])).toThrow(/ai-detection.*2024-02-30/);
  });
});

describe("feedLinks", () => {
  it("gives the head's three autodiscovery links and the paths the feeds are written to", () => {
    expect(feedLinks(blogChannel("Halcyrion"))).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        type: "application/rss+xml",
        title: "Halcyrion Blog (RSS)",
        href: "/blog/rss.xml",
      },
      {
        tagName: "link",
        rel: "alternate",
        type: "application/atom+xml",
        title: "Halcyrion Blog (Atom)",
        href: "/blog/atom.xml",
      },
      {
        tagName: "link",
        rel: "alternate",
        type: "application/feed+json",
        title: "Halcyrion Blog (JSON Feed)",
        href: "/blog/feed.json",
      },
    ]);
    expect(feedPaths).toEqual({
      rss: "/blog/rss.xml",
      atom: "/blog/atom.xml",
      json: "/blog/feed.json",
    });
  });
});
