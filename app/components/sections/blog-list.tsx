import { useRef, useState } from "react";
import type { BlogView, SectionOf } from "~/content/types";
import type { ArticleCard } from "~/collections/articles";
import { buttonVariants } from "~/components/ui/button-variants";
import { blogCategoryPath, blogPagePath } from "~/route-table";
import { cn } from "~/lib/cn";
import { useHydratedFlag } from "~/browser/use-hydrated-flag";
import { BlogCard, categoryLabel } from "./blog-card";
import { SectionShell } from "./section-shell";
import { withErrorBoundary } from "~/components/ui/error-screen";

/**
 * The category counts are the archive's (spec section 9); the status line counts this page's, so the
 * two never blur. Load More is a link to the next prerendered page until the list is live. */
export const BlogList = withErrorBoundary(BlogListView);

/** Pages Load More shows in place on /blog; after them it leads to the next archive page, so /blog stays small however long the archive grows. */
const IN_PLACE_PAGES = 6;

/** The articles the first page's island carries (its props are in the page): the pages Load More shows in place. */
export const inPlaceArticles = (articles: ArticleCard[], view: BlogView) =>
  view.pageNumber === 1 && !view.category
    ? articles.slice(0, IN_PLACE_PAGES * view.pageSize)
    : articles;

function BlogListView({
  section,
  articles,
  view,
}: {
  section: SectionOf<"blog">;
  articles: ArticleCard[];
  view: BlogView;
}) {
  const hydrated = useHydratedFlag();
  const firstPage = view.pageNumber === 1 && !view.category;
  const [visible, setVisible] = useState(firstPage ? view.pageSize : articles.length);
  const list = useRef<HTMLUListElement>(null);
  const shown = articles.slice(0, visible);
  const current = view.category
    ? section.categories.find((category) => category.name.toLowerCase() === view.category)
    : section.categories[0];
  const statusId = `${section.id ?? "blog"}-status`;
  const nextPage = view.pageNumber + 1;
  const moreInPlace = firstPage && visible < articles.length;
  const pagesShown = Math.ceil(Math.min(visible, articles.length) / view.pageSize);
  const moreAsPage =
    !view.category &&
    (firstPage ? !moreInPlace && pagesShown < view.pageCount : nextPage <= view.pageCount);

  function loadMore() {
    const first = visible;
    setVisible(visible + view.pageSize);
    requestAnimationFrame(() =>
      list.current?.querySelectorAll<HTMLAnchorElement>("h3 a")[first]?.focus(),
    );
  }

  return (
    <SectionShell section={section}>
      <BlogCategories
        categories={section.categories}
        current={view.category}
        describedBy={statusId}
      />
      <p id={statusId} role="status" aria-live="polite" className="mt-4 text-sm text-muted">
        {view.category ? categoryLabel(view.category) : "All categories"}: {current?.count} articles
        in our archive, {shown.length} {shown.length === 1 ? "article" : "articles"} listed here
        {view.pageNumber > 1 ? ` (page ${view.pageNumber} of ${view.pageCount})` : ""}.
      </p>
      <ul ref={list} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((article) => (
          <li key={article.slug}>
            <BlogCard article={article} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
        {view.pageNumber > 1 && (
          <a
            href={blogPagePath(view.pageNumber - 1)}
            className={buttonVariants({ variant: "secondary", size: "lg" })}
          >
            Newer articles
          </a>
        )}
        {moreInPlace && hydrated && (
          <button
            type="button"
            onClick={loadMore}
            className={buttonVariants({ variant: "primary", size: "lg" })}
          >
            Load More Articles
          </button>
        )}
        {((moreInPlace && !hydrated) || moreAsPage) && (
          // In place of the button until the list is live (and without JavaScript): the next page.
          <a
            href={blogPagePath(firstPage ? (moreInPlace ? 2 : pagesShown + 1) : nextPage)}
            className={buttonVariants({ variant: "primary", size: "lg" })}
          >
            Load More Articles
          </a>
        )}
      </div>
      {!moreInPlace && !moreAsPage && (
        <p className="mt-10 rounded-card border border-dashed border-slate-400 bg-subtle px-6 py-5 text-center text-muted">
          {section.endNote}{" "}
          <a
            href="#newsletter"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            Subscribe below
          </a>
        </p>
      )}
    </SectionShell>
  );
}

function BlogCategories({
  categories,
  current,
  describedBy,
}: {
  categories: SectionOf<"blog">["categories"];
  current?: string;
  describedBy: string;
}) {
  return (
    <nav aria-label="Blog categories" aria-describedby={describedBy}>
      <ul className="flex flex-wrap gap-2">
        {categories.map((category, index) => {
          const slug = index === 0 ? undefined : category.name.toLowerCase();
          const active = slug === current;
          return (
            <li key={category.name}>
              <a
                href={slug ? blogCategoryPath(slug) : "/blog"}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors",
                  active
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-line bg-white text-ink hover:border-brand-600 hover:text-brand-700",
                )}
              >
                {category.name}{" "}
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs",
                    active ? "bg-brand-900 text-white" : "bg-slate-100 text-ink",
                  )}
                >
                  {category.count} <span className="sr-only">articles</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
