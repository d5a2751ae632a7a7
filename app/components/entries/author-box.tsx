import type { ArticleEntry } from "~/content/types";

export function AuthorBox({ article }: { article: ArticleEntry }) {
  const initials = article.authorName.replace(/^Dr\.\s*/, "").split(/\s+/).map((part) => part[0]).join("").slice(0, 2);
  return (
    <aside aria-label="About the author" className="mt-12 flex max-w-3xl gap-5 rounded-card border border-line bg-subtle p-6">
      <span aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-full bg-navy-900 text-lg font-bold text-brand-200">{initials}</span>
      <div>
        <p className="font-semibold text-ink">{article.authorName}</p>
        <p className="text-sm text-muted">{article.authorRole}</p>
        <p className="mt-3 leading-relaxed text-muted">{article.authorBio}</p>
      </div>
    </aside>
  );
}
