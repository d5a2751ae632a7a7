import type { ArticleEntry } from "~/content/types";
import { blogCategoryPath } from "~/route-table";
import { formatDate } from "~/components/sections/format-date";

export function ArticleMeta({ article, categoryName }: { article: ArticleEntry; categoryName: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-300">
      <a href={blogCategoryPath(article.category)} className="rounded-full bg-brand-900 px-3 py-1 font-semibold text-brand-100 hover:underline">
        <span className="sr-only">Category: </span>
        {categoryName}
      </a>
      <span>
        By <span className="font-semibold text-white">{article.authorName}</span>, {article.authorRole}
      </span>
      <span aria-hidden="true">·</span>
      <span>
        Published <time dateTime={article.date}>{formatDate(article.date)}</time>
      </span>
      {article.updated && (
        <>
          <span aria-hidden="true">·</span>
          <span>
            Updated <time dateTime={article.updated}>{formatDate(article.updated)}</time>
          </span>
        </>
      )}
      <span aria-hidden="true">·</span>
      <span>{article.readingMinutes} min read</span>
    </p>
  );
}
