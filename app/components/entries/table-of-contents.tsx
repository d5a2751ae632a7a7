import type { ArticleEntry } from "~/content/types";

type TocEntry = ArticleEntry["toc"][number];

/** `numbered` shows the numbers the policy's CSS counters give the headings, so list and text agree. */
export function TableOfContents({ toc, label, numbered = false, depth = 3 }: { toc: readonly TocEntry[]; label: string; numbered?: boolean; depth?: 2 | 3 }) {
  const entries = toc.filter((entry) => entry.depth <= depth);
  // A clause's number: how many h2 entries come up to and including it.
  const clauseOf = (index: number) => entries.slice(0, index + 1).filter((entry) => entry.depth === 2).length;
  return (
    <nav aria-label={label} className="self-start rounded-card border border-line bg-subtle p-5 lg:sticky lg:top-24 print:hidden">
      <p className="text-sm font-semibold tracking-wide uppercase">{label}</p>
      <ol className="mt-3 space-y-1.5 text-sm">
        {entries.map((entry, index) => {
          return (
            <li key={entry.id} className={entry.depth === 3 ? "pl-4" : undefined}>
              <a href={`#${entry.id}`} className="flex gap-2 text-muted hover:text-brand-700 hover:underline">
                {numbered && entry.depth === 2 && <span aria-hidden="true" className="w-5 shrink-0 text-right tabular-nums">{clauseOf(index)}.</span>}
                {entry.text}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
