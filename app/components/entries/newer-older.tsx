import type { ArticleCard } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { entryPath } from "~/route-table";

export function NewerOlder({ newer, older }: { newer?: ArticleCard; older?: ArticleCard }) {
  if (!newer && !older) return null;
  const cell = (article: ArticleCard, label: string, align: "start" | "end") => (
    <a
      href={entryPath("article", article.slug)}
      className={`flex flex-col gap-1 rounded-card border border-line p-5 hover:border-brand-600 hover:bg-subtle ${align === "end" ? "sm:col-start-2 sm:text-right" : ""}`}
    >
      <span className={`inline-flex items-center gap-1 text-sm text-muted ${align === "end" ? "sm:justify-end" : ""}`}>
        {align === "start" && <Icon name="arrow-right" className="size-4 rotate-180" />}
        {label}
        {align === "end" && <Icon name="arrow-right" className="size-4" />}
      </span>
      <span className="font-semibold text-ink">{article.title}</span>
    </a>
  );
  return (
    <nav aria-label="More articles" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8 print:hidden">
      <div className="grid gap-4 sm:grid-cols-2">
        {newer && cell(newer, "Newer article", "start")}
        {older && cell(older, "Older article", "end")}
      </div>
    </nav>
  );
}
