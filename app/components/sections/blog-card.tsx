import { Picture } from "~/components/ui/picture";
import type { ArticleCard } from "~/collections/articles";
import { entryPath } from "~/route-table";
import { formatDate } from "~/lib/format-date";

/** As the blog's filter names it. */
export const categoryLabel = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1);

export function BlogCard({ article }: { article: ArticleCard }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card focus-within:ring-2 focus-within:ring-brand-600">
      {/* Low even in the first screen: a picture that outran the hero's text counted in Lighthouse's LCP (performance-history.md). */}
      <Picture
        image={article.image}
        loading="lazy"
        fetchPriority="low"
        decoding="async"
        className="aspect-video w-full bg-navy-900 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          <span className="sr-only">Category: </span>
          {categoryLabel(article.category)}
        </p>
        <h3 className="mt-3 text-lg leading-snug font-semibold">
          {/* The whole card is the link's target area; the link's name is the title. */}
          <a
            href={entryPath("article", article.slug)}
            className="outline-none after:absolute after:inset-0 hover:text-brand-700 hover:underline"
          >
            {article.title}
          </a>
        </h3>
        <p className="mt-2 leading-relaxed text-muted">{article.description}</p>
        <p className="mt-auto flex flex-wrap gap-x-2 pt-5 text-sm text-muted">
          <span className="font-medium text-ink">{article.authorName}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{article.readingMinutes} min read</span>
        </p>
      </div>
    </article>
  );
}
