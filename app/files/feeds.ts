/**
 * Each list's RSS, Atom and JSON feeds (the blog's by default, another with its own channel). Dates are the
 * articles' own days, never the build's clock; every URL is absolute, as a feed is read off-site. */
import { jsonText } from "~/files/file-response";
import { parseDay, rfc3339 } from "~/lib/format-date";
import { feedsAt } from "~/route-table";
import type { FeedItem } from "~/collections/collection";

export const feedPaths = feedsAt("/blog");

/** Each feed: its key in a channel's paths (feedsAt), its MIME type, its name in a link's title, its writer. */
export const feedFormats = [
  ["rss", "application/rss+xml", "RSS", rssFeed],
  ["atom", "application/atom+xml", "Atom", atomFeed],
  ["json", "application/feed+json", "JSON Feed", jsonFeed],
] as const;

/** The head's autodiscovery links of a list's feeds: the blog's on every page, a list's own on its page. */
export const feedLinks = (channel: Pick<FeedChannel, "title" | "paths">) =>
  feedFormats.map(
    ([key, type, format]) =>
      ({
        tagName: "link",
        rel: "alternate",
        type,
        title: `${channel.title} (${format})`,
        href: channel.paths[key],
      }) as const,
  );

/** `origin` is e.g. https://www.halcyrion.example, with no trailing slash. */
export interface FeedSite {
  name: string;
  origin: string;
  description: string;
  language: string;
  channel?: FeedChannel;
}

/** Which list a feed follows: the blog by default, or another collection (the security advisories). */
export interface FeedChannel {
  title: string;
  /** The list page (/blog); each entry's page is `${home}/${slug}`. */
  home: string;
  paths: { rss: string; atom: string; json: string };
}
/** The blog's channel, every feed's unless it names its own. */
export const blogChannel = (siteName: string): FeedChannel => ({
  title: `${siteName} Blog`,
  home: "/blog",
  paths: feedPaths,
});

// What XML 1.0 forbids (C0 controls but tab/LF/CR, U+FFFE/U+FFFF, lone surrogates): one stray
// character would make a reader reject the whole feed, so it is dropped.
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const clean = (text: string) => text.replace(FORBIDDEN, "");
const esc = (text: string) => clean(text).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
/** RSS 2.0 readers render an item's description as HTML: plain text is escaped as HTML, then as XML. */
const htmlText = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
/** A CDATA section cannot hold "]]>": end the section between "]]" and ">" and open another. */
const cdata = (text: string) => `<![CDATA[${clean(text).replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

/** A malformed date fails the build rather than print "Invalid Date". */
function day(date: string, slug: string): Date {
  const at = parseDay(date);
  if (!at)
    throw new Error(`feeds: article "${slug}" has an invalid date "${date}" (expected YYYY-MM-DD)`);
  return at;
}
/** Code-unit order, not localeCompare: the same on every machine whatever its locale. */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Readers show the body away from the site, where root-relative ("/x") and in-page ("#x", the
 * heading anchors) links would break: make them absolute on the origin and the article's URL. */
const absolutize = (html: string, origin: string, url: string) =>
  html.replace(
    /(\s(?:href|src|poster)=)(["'])(\/(?!\/)|#)/g,
    (_all, attr: string, quote: string, start: string) =>
      `${attr}${quote}${start === "#" ? `${url}#` : `${origin}/`}`,
  );

/** The channel, its list page's URL and the entries: newest first, then by title and slug, so equal days keep a stable order. */
function feedOf(site: FeedSite, articles: readonly FeedItem[]) {
  const channel = site.channel ?? blogChannel(site.name);
  const home = `${site.origin}${channel.home}`;
  const list = articles
    .map((article) => {
      const url = `${home}/${article.slug}`;
      const published = day(article.date, article.slug);
      const edited = article.updated ? day(article.updated, article.slug) : published;
      const updated = edited > published ? edited : published;
      return {
        article,
        url,
        published,
        updated,
        html: absolutize(article.html, site.origin, url),
      };
    })
    .sort(
      (a, b) =>
        b.published.getTime() - a.published.getTime() ||
        byCodeUnit(a.article.title, b.article.title) ||
        byCodeUnit(a.article.slug, b.article.slug),
    );
  return { channel, home, list };
}

/** The feed changed when its latest article did (edits count); an empty feed says the epoch. */
const lastChange = (list: { updated: Date }[]) =>
  new Date(Math.max(0, ...list.map((entry) => entry.updated.getTime())));

export function rssFeed(site: FeedSite, articles: FeedItem[]): string {
  const { channel, home, list } = feedOf(site, articles);
  const items = list.map(
    ({ article, url, published, html }) => `    <item>
      <title>${esc(article.title)}</title>
      <link>${esc(url)}</link>
      <guid isPermaLink="true">${esc(url)}</guid>
      <pubDate>${published.toUTCString()}</pubDate>
      <description>${esc(htmlText(article.description))}</description>
      <content:encoded>${cdata(html)}</content:encoded>
      <category>${esc(article.category)}</category>
      <dc:creator>${esc(article.author.name)}</dc:creator>
    </item>\n`,
  );
  const built = list.length
    ? `    <lastBuildDate>${lastChange(list).toUTCString()}</lastBuildDate>\n`
    : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${esc(channel.title)}</title>
    <link>${esc(home)}</link>
    <description>${esc(site.description)}</description>
    <language>${esc(site.language)}</language>
${built}    <atom:link href="${esc(site.origin + channel.paths.rss)}" rel="self" type="application/rss+xml"/>
${items.join("")}  </channel>
</rss>
`;
}

export function atomFeed(site: FeedSite, articles: FeedItem[]): string {
  const { channel, home, list } = feedOf(site, articles);
  const items = list.map(
    ({ article, url, published, updated, html }) => `  <entry>
    <id>${esc(url)}</id>
    <title>${esc(article.title)}</title>
    <link rel="alternate" type="text/html" href="${esc(url)}"/>
    <published>${rfc3339(published)}</published>
    <updated>${rfc3339(updated)}</updated>
    <author><name>${esc(article.author.name)}</name></author>
    <category term="${esc(article.category)}"/>
    <summary type="text">${esc(article.description)}</summary>
    <content type="html">${esc(html)}</content>
  </entry>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${esc(site.language)}">
  <id>${esc(home)}</id>
  <title>${esc(channel.title)}</title>
  <subtitle>${esc(site.description)}</subtitle>
  <updated>${rfc3339(lastChange(list))}</updated>
  <link rel="self" type="application/atom+xml" href="${esc(site.origin + channel.paths.atom)}"/>
  <link rel="alternate" type="text/html" href="${esc(home)}"/>
  <author><name>${esc(site.name)}</name></author>
${items.join("")}</feed>
`;
}

export function jsonFeed(site: FeedSite, articles: FeedItem[]): string {
  const { channel, home, list } = feedOf(site, articles);
  const items = list.map(({ article, url, published, updated, html }) => ({
    id: url,
    url,
    title: article.title,
    summary: article.description,
    content_html: html,
    date_published: rfc3339(published),
    ...(article.updated ? { date_modified: rfc3339(updated) } : {}),
    ...(article.image ? { image: new URL(article.image.src, `${site.origin}/`).href } : {}),
    tags: article.tags,
    authors: [{ name: article.author.name }],
  }));
  return jsonText({
    version: "https://jsonfeed.org/version/1.1",
    title: channel.title,
    home_page_url: home,
    feed_url: site.origin + channel.paths.json,
    description: site.description,
    language: site.language,
    items,
  });
}
