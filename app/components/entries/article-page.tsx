import { Picture } from "~/components/ui/picture";
import { Icon } from "~/components/ui/icon";
import type { Trail } from "~/content/types";
import type { ArticleCard, ArticleEntry } from "~/collections/articles";
import { blogCategoryPath, entryPath } from "~/route-table";
import { formatDate } from "~/lib/format-date";
import { BlogCard } from "~/components/sections/blog-card";
import { Masthead } from "~/components/sections/hero";
import { EntrySection } from "./entry-header";
import { MarkdownBody } from "./markdown-body";
import { TableOfContents } from "./table-of-contents";

export interface ArticleView {
  trail: Trail;
  article: ArticleEntry;
  categoryName: string;
  newer?: ArticleCard;
  older?: ArticleCard;
  related: ArticleCard[];
}

export function ArticlePage({
  data: { article, categoryName, newer, older, related, trail },
}: {
  data: ArticleView;
}) {
  const initials = article.authorName
    .replace(/^Dr\.\s*/, "")
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  return (
    <>
      <Masthead trail={trail} eyebrow="Blog" title={article.title} intro={article.description}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-300">
          <a
            href={blogCategoryPath(article.category)}
            className="rounded-full bg-brand-900 px-3 py-1 font-semibold text-brand-100 hover:underline"
          >
            <span className="sr-only">Category: </span>
            {categoryName}
          </a>
          <span>
            By <span className="font-semibold text-white">{article.authorName}</span>,{" "}
            {article.authorRole}
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
      </Masthead>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_16rem] lg:px-8">
        <article aria-labelledby="page-title" className="min-w-0">
          <Picture
            image={article.image}
            decoding="async"
            className="aspect-video w-full rounded-card bg-navy-900 object-cover"
          />
          <MarkdownBody html={article.html} className="mt-10 max-w-3xl" />
          <div className="mt-10 max-w-3xl">
            <p className="text-sm font-semibold text-ink">Tags</p>
            <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full border border-line bg-subtle px-3 py-1 text-sm text-muted"
                >
                  {tag}
                </li>
              ))}
            </ul>
          </div>
          <aside
            aria-label="About the author"
            className="mt-12 flex max-w-3xl gap-5 rounded-card border border-line bg-subtle p-6"
          >
            <span
              aria-hidden="true"
              className="grid size-14 shrink-0 place-items-center rounded-full bg-navy-900 text-lg font-bold text-brand-200"
            >
              {initials}
            </span>
            <div>
              <p className="font-semibold text-ink">{article.authorName}</p>
              <p className="text-sm text-muted">{article.authorRole}</p>
              <p className="mt-3 leading-relaxed text-muted">{article.authorBio}</p>
            </div>
          </aside>
        </article>
        {article.toc.length > 0 && <TableOfContents toc={article.toc} />}
      </div>
      {(newer || older) && (
        <nav
          aria-label="More articles"
          className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8 print:hidden"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {newer && <Neighbour article={newer} label="Newer article" />}
            {older && <Neighbour article={older} label="Older article" end />}
          </div>
        </nav>
      )}
      {related.length > 0 && (
        <EntrySection id="related-heading" title="Related articles" band>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {related.map((card) => (
              <li key={card.slug}>
                <BlogCard article={card} />
              </li>
            ))}
          </ul>
        </EntrySection>
      )}
    </>
  );
}

function Neighbour({
  article,
  label,
  end = false,
}: {
  article: ArticleCard;
  label: string;
  end?: boolean;
}) {
  return (
    <a
      href={entryPath("article", article.slug)}
      className={`flex flex-col gap-1 rounded-card border border-line p-5 hover:border-brand-600 hover:bg-subtle ${end ? "sm:col-start-2 sm:text-right" : ""}`}
    >
      <span
        className={`inline-flex items-center gap-1 text-sm text-muted ${end ? "sm:justify-end" : ""}`}
      >
        {!end && <Icon name="arrow-right" className="size-4 rotate-180" />}
        {label}
        {end && <Icon name="arrow-right" className="size-4" />}
      </span>
      <span className="font-semibold text-ink">{article.title}</span>
    </a>
  );
}
