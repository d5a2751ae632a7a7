import { useState } from "react";
import type { BlogSection } from "~/content/types";
import { cn } from "~/lib/cn";
import { BlogCard } from "./blog-card";
import { SectionShell } from "./section-shell";

/**
 * The sample articles with the category filter. The counts are the archive's (spec section 9);
 * the status line says how many of the samples on this page are shown, so the two never blur.
 */
export function BlogList({ section }: { section: BlogSection }) {
  const all = section.categories[0]?.name ?? "All";
  const [selected, setSelected] = useState(all);
  const category = section.categories.find((item) => item.name === selected);
  const shown = selected === all ? section.articles : section.articles.filter((article) => article.category === selected);
  const statusId = `${section.id ?? "blog"}-status`;
  const samples = `${shown.length} ${shown.length === 1 ? "sample" : "samples"} shown on this page`;

  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro}>
      <div role="group" aria-label="Filter by category" aria-describedby={statusId} className="flex flex-wrap gap-2">
        {section.categories.map((item) => {
          const pressed = item.name === selected;
          return (
            <button
              key={item.name}
              type="button"
              aria-pressed={pressed}
              onClick={() => setSelected(item.name)}
              className={cn(
                "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors",
                pressed ? "border-brand-700 bg-brand-700 text-white" : "border-line bg-white text-ink hover:border-brand-600 hover:text-brand-700",
              )}
            >
              {item.name}{" "}
              <span className={cn("rounded-full px-2 py-0.5 text-xs", pressed ? "bg-brand-900 text-white" : "bg-slate-100 text-ink")}>
                {item.count}
                {" "}<span className="sr-only">articles</span>
              </span>
            </button>
          );
        })}
      </div>
      <p id={statusId} role="status" aria-live="polite" className="mt-4 text-sm text-muted">
        {selected === all ? `All categories: ${category?.count ?? ""} articles in our archive, ${samples}.` : `${selected}: ${category?.count ?? ""} articles in our archive, ${samples}.`}
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((article) => (
          <li key={article.slug}>
            <BlogCard article={article} />
          </li>
        ))}
      </ul>
      <p className="mt-10 rounded-card border border-dashed border-slate-400 bg-subtle px-6 py-5 text-center text-muted">
        {section.endNote}{" "}
        <a href="#newsletter" className="font-semibold text-brand-700 underline underline-offset-2">
          Subscribe below
        </a>
      </p>
    </SectionShell>
  );
}
