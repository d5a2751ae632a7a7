import { useEffect, useRef, useState } from "react";
import type { SectionOf } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { filterDocs } from "./docs-filter";
import { SectionShell, plainCard } from "./section-shell";
import { withErrorBoundary } from "~/components/ui/error-screen";

function statusText(query: string, matches: number): string {
  if (!query.trim()) return "";
  if (matches === 0)
    return `No documentation matches “${query.trim()}”. Try another word, or contact support below.`;
  return `${matches} ${matches === 1 ? "topic matches" : "topics match"} “${query.trim()}”.`;
}

export const DocsBrowser = withErrorBoundary(DocsBrowserView);

function DocsBrowserView({ section }: { section: SectionOf<"docs"> }) {
  const [query, setQuery] = useState("");
  const field = useRef<HTMLInputElement>(null);
  // A visitor may type before the island wakes: adopt what the field already holds.
  useEffect(() => {
    const typed = field.current?.value ?? "";
    if (typed) setQuery(typed);
  }, []);
  const visible = filterDocs(section.categories, query);
  const matches = visible.reduce((sum, category) => sum + category.topics.length, 0);
  const searchId = `${section.id ?? "docs"}-search`;
  const statusId = `${searchId}-status`;

  return (
    <SectionShell section={section}>
      <search className="max-w-2xl">
        <label htmlFor={searchId} className="block font-semibold">
          Search documentation
        </label>
        <div className="relative mt-2">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted"
          />
          <input
            ref={field}
            id={searchId}
            name="q"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={section.searchPrompt}
            aria-describedby={statusId}
            aria-controls={`${section.id ?? "docs"}-categories`}
            autoComplete="off"
            className="h-12 w-full rounded-control border border-slate-400 bg-white pr-4 pl-11 text-base text-ink placeholder:text-slate-500 focus:border-brand-600"
          />
        </div>
        <p
          id={statusId}
          role="status"
          aria-live="polite"
          className="mt-3 min-h-6 text-sm font-medium text-ink"
        >
          {statusText(query, matches)}
        </p>
        {query && matches === 0 && (
          <button
            type="button"
            onClick={() => setQuery("")}
            className="mt-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            Clear search
          </button>
        )}
      </search>
      <div
        id={`${section.id ?? "docs"}-categories`}
        className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      >
        {visible.map((category) => (
          <div key={category.id} className={`${plainCard} p-6`}>
            <span className="flex size-11 items-center justify-center rounded-control bg-brand-50 text-brand-700">
              <Icon name={category.icon} className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{category.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{category.summary}</p>
            <ul aria-label={`${category.title} topics`} className="mt-4 space-y-2">
              {category.topics.map((topic) => (
                <li key={topic.id}>
                  <a
                    href={`#${topic.id}`}
                    className="inline-flex items-start gap-1.5 font-medium text-brand-700 hover:underline"
                  >
                    <Icon name="arrow-right" className="mt-1 size-4 shrink-0" />
                    {topic.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </SectionShell>
  );
}
