import type { MetaDescriptor } from "~/lib/seo";
import type { ArticleCard, BlogSection, BlogView, Page, PageLists } from "~/content/types";
import { BLOG_PAGE_SIZE, blogCategoryPath, blogPagePath } from "~/route-table";
import { seo } from "~/lib/seo";
import { articlesByDate, listsFor, notFound, pageAt, trailTo } from "./collections.server";


export interface BlogData {
  meta: MetaDescriptor[];
  page: Page;
  /** On /blog every article (the first page shows, Load More reveals the rest); otherwise the ones listed. */
  lists: PageLists & { articles: ArticleCard[] };
  view: BlogView;
}

export const categoryName = (section: BlogSection, slug: string) =>
  section.categories.find((category) => category.name.toLowerCase() === slug)?.name;

export function blogData(params: { page?: string; category?: string }): BlogData {
  const page = pageAt("/blog");
  const section = page.sections.find((candidate) => candidate.type === "blog") ?? notFound("blog section");
  const articles = articlesByDate();
  const pageCount = Math.max(1, Math.ceil(articles.length / BLOG_PAGE_SIZE));
  if (params.category !== undefined) {
    const name = categoryName(section, params.category) ?? notFound("category");
    const path = blogCategoryPath(params.category);
    const title = `${name} articles`;
    return {
      meta: seo({ title, description: `${name} articles from the ${page.meta.title.toLowerCase()}: ${page.meta.description}`, path, trail: trailTo(path, title) }),
      page,
      lists: { ...listsFor(page), articles: articles.filter((article) => article.category === params.category) },
      view: { pageNumber: 1, pageCount: 1, category: params.category, pageSize: BLOG_PAGE_SIZE },
    };
  }
  const pageNumber = params.page === undefined ? 1 : Number(params.page);
  // /blog/page/1 would repeat /blog: later pages only.
  if (params.page !== undefined && (!Number.isInteger(pageNumber) || pageNumber < 2 || pageNumber > pageCount)) notFound("blog page");
  const path = blogPagePath(pageNumber);
  const first = pageNumber === 1;
  const title = first ? page.meta.title : `${page.meta.title}, page ${pageNumber} of ${pageCount}`;
  return {
    meta: seo({ title, description: first ? page.meta.description : `Older articles, page ${pageNumber} of ${pageCount}: ${page.meta.description}`, path, trail: trailTo(path, title) }),
    page,
    lists: { ...listsFor(page), articles: first ? articles : articles.slice((pageNumber - 1) * BLOG_PAGE_SIZE, pageNumber * BLOG_PAGE_SIZE) },
    view: { pageNumber, pageCount, pageSize: BLOG_PAGE_SIZE },
  };
}
