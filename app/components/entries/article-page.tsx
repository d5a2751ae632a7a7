import { Picture } from "~/components/ui/picture";
import type { ArticleView } from "~/content/types";
import { BlogCard, categoryLabel } from "~/components/sections/blog-card";
import { ArticleMeta } from "./article-meta";
import { AuthorBox } from "./author-box";
import { EntryHeader } from "./entry-header";
import { MarkdownBody } from "./markdown-body";
import { NewerOlder } from "./newer-older";
import { TableOfContents } from "./table-of-contents";

export function ArticlePage({ data: { article, categoryName, newer, older, related } }: { data: ArticleView }) {
  return (
    <>
      <EntryHeader trail={[["Home", "/"], ["Blog", "/blog"], [article.title, `/blog/${article.slug}`]]} eyebrow="Blog" title={article.title} intro={article.description}>
        <ArticleMeta article={article} categoryName={categoryName} />
      </EntryHeader>
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
                <li key={tag} className="rounded-full border border-line bg-subtle px-3 py-1 text-sm text-muted">{tag}</li>
              ))}
            </ul>
          </div>
          <AuthorBox article={article} />
        </article>
        {article.toc.length > 0 && <TableOfContents toc={article.toc} label="On this page" depth={2} />}
      </div>
      <NewerOlder newer={newer} older={older} />
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="bg-subtle print:hidden">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
            <h2 id="related-heading" className="text-2xl font-bold tracking-tight">Related articles</h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {related.map((card) => (
                <li key={card.slug}>
                  <BlogCard article={card} categoryName={categoryLabel(card.category)} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
