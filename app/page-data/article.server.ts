import type { ArticleCard, ArticleEntry } from "~/collections/articles";
import { articleTimes } from "~/lib/seo";
import { blogPostingLd } from "~/lib/structured-data";
import { cardsOf, entryPage } from "./collections.server";
import { inlinedIfSmall } from "./inline-image.server";
import { categoryName } from "./blog.server";

/** Related: same category first, then most shared tags, then newest; the three best in one pass over the articles. */
function relatedTo(article: ArticleEntry, others: ArticleCard[]): ArticleCard[] {
  const score = (other: ArticleCard) =>
    (other.category === article.category ? 10 : 0) +
    other.tags.filter((tag) => article.tags.includes(tag)).length;
  const best: { card: ArticleCard; score: number }[] = [];
  for (const card of others) {
    const ranked = { card, score: score(card) };
    const at = best.findIndex(
      (other) =>
        ranked.score > other.score || (ranked.score === other.score && card.date > other.card.date),
    );
    if (at >= 0) best.splice(at, 0, ranked);
    else best.push(ranked);
    best.length = Math.min(best.length, 3);
  }
  return best.map((ranked) => ranked.card);
}

export async function articleData(article: ArticleEntry) {
  const { slug } = article;
  const { path, trail, meta } = await entryPage("articles", article);
  const sorted = await cardsOf("articles");
  const index = sorted.findIndex((candidate) => candidate.slug === slug);
  const category = (await categoryName(article.category)) ?? article.category;
  return {
    meta: meta({
      title: article.title,
      description: article.description,
      type: "article",
      structuredData: [blogPostingLd(article, path, category)],
      extra: [
        ...articleTimes(article.date, article.updated),
        { property: "article:author", content: article.authorName },
        { property: "article:section", content: category },
        ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
      ],
    }),
    trail,
    // Shown as the page first paints: written into the page when small (inline-image.server.ts).
    article: { ...article, image: inlinedIfSmall(article.image) },
    categoryName: category,
    newer: sorted[index - 1],
    older: sorted[index + 1],
    related: relatedTo(
      article,
      sorted.filter((candidate) => candidate.slug !== slug),
    ),
  };
}
