import type { BlogCategory } from "~/content/types";
import { blogCategoryPath } from "~/route-table";
import { cn } from "~/lib/cn";

/** The categories with their archive counts (spec section 9): each a prerendered page, the current one marked. */
export function BlogCategories({ categories, current, describedBy }: { categories: BlogCategory[]; current?: string; describedBy: string }) {
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
                  active ? "border-brand-700 bg-brand-700 text-white" : "border-line bg-white text-ink hover:border-brand-600 hover:text-brand-700",
                )}
              >
                {category.name}{" "}
                <span className={cn("rounded-full px-2 py-0.5 text-xs", active ? "bg-brand-900 text-white" : "bg-slate-100 text-ink")}>
                  {category.count}{" "}
                  <span className="sr-only">articles</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
