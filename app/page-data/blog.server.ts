import type { BlogView, Page } from "~/content/types";
import type { ArticleCard, ArticleEntry } from "~/collections/articles";
import { BLOG_PAGE_SIZE, blogCategoryPath, blogPagePath, entryRoutes } from "~/route-table";
import { articleTimes, seo } from "~/lib/seo";
import { blogPostingLd } from "~/lib/structured-data";
import { cardsOf, entryPage, listsFor, notFound, pageAt, trailTo } from "./collections.server";
import { inlinedIfSmall } from "./inline-image.server";

/** The blog's page (content/pages/blog.yaml), whose list section the archive pages repeat. */
const blogPage = () => pageAt(entryRoutes.article.base);

/** A category's name as the blog's list section writes it ("Cloud" for cloud), if it has one. */
export const categoryName = async (slug: string) =>
  (await blogPage()).sections
    .find((section) => section.type === "blog")
    ?.categories.find((category) => category.name.toLowerCase() === slug)?.name;

/** On a page with the blog list (/blog): every article is there, the first page shows and Load More reveals the rest. */
export async function firstPageView(page: Page): Promise<BlogView | undefined> {
  if (!page.sections.some((section) => section.type === "blog")) return undefined;
  return {
    pageNumber: 1,
    pageCount: Math.max(1, Math.ceil((await cardsOf("articles")).length / BLOG_PAGE_SIZE)),
    pageSize: BLOG_PAGE_SIZE,
  };
}

/** /blog/page/<n> (n from 2: /blog is the first), with the articles paginate() gave it. */
export async function archiveData({
  currentPage,
  lastPage,
  data,
}: {
  currentPage: number;
  lastPage: number;
  data: ArticleCard[];
}) {
  const page = await blogPage();
  const path = blogPagePath(currentPage);
  const title = `${page.meta.title}, page ${currentPage} of ${lastPage}`;
  return {
    meta: seo({
      title,
      description: `Older articles, page ${currentPage} of ${lastPage}: ${page.meta.description}`,
      path,
      trail: await trailTo(path, title),
    }),
    page,
    lists: { ...(await listsFor(page)), articles: data },
    view: { pageNumber: currentPage, pageCount: lastPage, pageSize: BLOG_PAGE_SIZE },
  };
}

/** /blog/category/<slug>: the whole category on one page. */
export async function categoryData(category: string) {
  const page = await blogPage();
  const name = (await categoryName(category)) ?? notFound("category");
  const path = blogCategoryPath(category);
  const title = `${name} articles`;
  return {
    meta: seo({
      title,
      description: `${name} articles from the ${page.meta.title.toLowerCase()}: ${page.meta.description}`,
      path,
      trail: await trailTo(path, title),
    }),
    page,
    lists: {
      ...(await listsFor(page)),
      articles: (await cardsOf("articles")).filter((article) => article.category === category),
    },
    view: { pageNumber: 1, pageCount: 1, category, pageSize: BLOG_PAGE_SIZE },
  };
}

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
