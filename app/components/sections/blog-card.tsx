import type { BlogArticle } from "~/content/types";
import { formatDate } from "./format-date";

/** One sample article: our own SVG illustration, category, title, summary, byline. */
export function BlogCard({ article }: { article: BlogArticle }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card">
      <img
        src={article.image.src}
        width={article.image.width}
        height={article.image.height}
        alt={article.image.alt}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-navy-900 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          <span className="sr-only">Category: </span>
          {article.category}
        </p>
        <h3 className="mt-3 text-lg leading-snug font-semibold">{article.title}</h3>
        <p className="mt-2 leading-relaxed text-muted">{article.description}</p>
        <p className="mt-auto flex flex-wrap gap-x-2 pt-5 text-sm text-muted">
          <span className="font-medium text-ink">{article.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{article.readTime}</span>
        </p>
      </div>
    </article>
  );
}
