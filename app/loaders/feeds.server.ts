/** The blog's and the advisories' feeds as app/lib/feeds.ts reads them (the endpoints app/pages/blog/rss.xml.ts and the like). */
import { allAdvisories, allArticles } from "~/content/store";
import { site } from "~/content/site";
import type { FeedArticle, FeedSite } from "~/lib/feeds";
import { advisoryFeeds, entryRoutes } from "~/route-table";

/** A feed's channel and entries, as rssFeed, atomFeed and jsonFeed take them: `rssFeed(...blogFeed())`. */
export type Feed = [site: FeedSite, articles: FeedArticle[]];

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function blogFeed(): Feed {
  return [
    { name: site.name, origin: site.origin, description: `Threat research, analysis and practical guidance from the ${site.name} team.`, language: "en" },
    allArticles.map((article) => ({
      slug: article.slug,
      title: article.title,
      description: article.description,
      html: article.html,
      date: article.date,
      updated: article.updated,
      author: { name: article.authorName, role: article.authorRole },
      category: capitalized(article.category),
      tags: article.tags,
      image: { src: article.image.src, alt: article.image.alt },
    })),
  ];
}

/** The blog's feed code with the advisories' own channel. */
export function advisoryFeed(): Feed {
  return [
    {
      name: site.name,
      origin: site.origin,
      description: `Security advisories for ${site.name} products: affected and fixed versions, severity and what to do.`,
      language: "en",
      channel: { title: `${site.name} Security Advisories`, home: entryRoutes.advisory.base, paths: advisoryFeeds },
    },
    allAdvisories.map((advisory) => ({
      slug: advisory.slug,
      title: `${advisory.id}: ${advisory.title}`,
      description: advisory.summary,
      html: advisory.html,
      date: advisory.revisions[0]?.date ?? "",
      updated: advisory.revisions.at(-1)?.date,
      author: { name: site.name },
      category: capitalized(advisory.score.baseSeverity.toLowerCase()),
      tags: [advisory.product],
    })),
  ];
}
