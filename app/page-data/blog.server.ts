import type { BlogView, Page } from "~/content/types";
import type { ArticleCard } from "~/collections/articles";
import { BLOG_PAGE_SIZE, blogCategoryPath, blogPagePath, entryRoutes } from "~/route-table";
import { seo } from "~/lib/seo";
import { cardsOf, listsFor, notFound, pageAt, trailTo } from "./collections.server";

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
