/** Each list's feeds as app/lib/feeds.ts writes them (its `[feed].ts` endpoint), and which a list page advertises in its head. */
import {
  type ResearchEntry,
  allAdvisories,
  allArticles,
  allResearch,
  simpleEntries,
} from "~/content-layer/store";
import { pressReleases } from "~/collections/press-releases";
import { site } from "~/content/site";
import type { APIRoute, GetStaticPaths } from "astro";
import { type FeedArticle, type FeedChannel, type FeedSite, feedFormats } from "~/lib/feeds";
import type { Section } from "~/content/types";
import { defangMentions } from "~/content/research-mentions";
import { escapeXml } from "~/lib/escape";
import { entryRoutes, feedsAt } from "~/route-table";
import { categoryLabel } from "~/components/sections/blog-card";

/** A feed's channel and entries, as rssFeed, atomFeed and jsonFeed take them: `rssFeed(...blogFeed())`. */
export type Feed = [site: FeedSite, articles: FeedArticle[]];

/** A collection's three feeds from one route file (`app/pages/blog/[feed].ts`): rss.xml, atom.xml and feed.json. */
export function feedRoute(feed: () => Feed) {
  const getStaticPaths = (() =>
    feedFormats.map((format) => ({
      params: { feed: feedsAt("")[format[0]].slice(1) },
      props: { format },
    }))) satisfies GetStaticPaths;
  const GET: APIRoute<{ format: (typeof feedFormats)[number] }> = ({ props }) => {
    const [, type, , write] = props.format;
    return new Response(write(...feed()), {
      headers: { "Content-Type": `${type}; charset=utf-8` },
    });
  };
  return { getStaticPaths, GET };
}

const channel = (name: string, home: string): FeedChannel => ({
  title: `${site.name} ${name}`,
  home,
  paths: feedsAt(home),
});
const advisoryChannel = () => channel("Security Advisories", entryRoutes.advisory.base);
export const researchChannel = () => channel("Threat Research", entryRoutes.research.base);
const simpleChannel = () => channel("Press releases", entryRoutes["press-release"].base);
/** Our site as a feed presents it; without a channel, the feed is the blog's. */
const feedSite = (description: string, channel?: FeedChannel): FeedSite => ({
  name: site.name,
  origin: site.origin,
  description,
  language: "en",
  channel,
});

/** The feeds of the list a section shows, if it has its own: its page advertises them to feed readers. */
export function sectionChannel(section: Section): FeedChannel | undefined {
  if (section.type === "advisories") return advisoryChannel();
  if (section.type === "research") return researchChannel();
  if (section.type === "entries") return simpleChannel();
  return undefined;
}

export function blogFeed(): Feed {
  return [
    feedSite(`Threat research, analysis and practical guidance from the ${site.name} team.`),
    allArticles.map((article) => ({
      ...article,
      author: { name: article.authorName, role: article.authorRole },
      category: categoryLabel(article.category),
    })),
  ];
}

/** The blog's feed code with the advisories' own channel. */
export function advisoryFeed(): Feed {
  return [
    feedSite(
      `Security advisories for ${site.name} products: affected and fixed versions, severity and what to do.`,
      advisoryChannel(),
    ),
    allAdvisories.map((advisory) => ({
      ...advisory,
      title: `${advisory.id}: ${advisory.title}`,
      description: advisory.summary,
      date: advisory.revisions[0]?.date ?? "",
      updated: advisory.revisions.at(-1)?.date,
      author: { name: site.name },
      category: categoryLabel(advisory.score.baseSeverity.toLowerCase()),
      tags: [advisory.product],
    })),
  ];
}

/** The research reports' channel: summaries only, never bodies, whose indicators are data on the page but
 * would become links or markup in a reader; indicators repeated in title or summary are defanged too. */
export function researchFeed(reports: readonly ResearchEntry[] = allResearch): Feed {
  return [
    feedSite(
      `Threat research from the ${site.name} team: each report with its indicators, ATT&CK techniques and detection rules, and files for your tools.`,
      researchChannel(),
    ),
    reports.map((report) => {
      const summary = defangMentions(report.summary, report.indicators);
      return {
        ...report,
        title: defangMentions(report.title, report.indicators),
        description: summary,
        html: `<p>${escapeXml(summary)}</p>`,
        author: { name: report.authorNames.join(", ") },
        category: "Threat research",
        tags: [...report.actors, ...report.malware].map((entry) => entry.name),
      };
    }),
  ];
}

/** The press releases: each entry in full. */
export function simpleFeed(): () => Feed {
  return () => {
    const { feed } = pressReleases;
    if (!feed) return [feedSite("", simpleChannel()), []];
    return [
      feedSite(feed.description(site.name), simpleChannel()),
      simpleEntries["press-release"].map((entry) => feed.item(entry, site.name)),
    ];
  };
}
