import type { ArticleEntry } from "~/collections/articles";

/** The h2 headings. `numbered` shows the numbers the policy's CSS counters give them, so list and text agree. */
export function TableOfContents({
  toc,
  numbered = false,
}: {
  toc: ArticleEntry["toc"];
  numbered?: boolean;
}) {
  return (
    <nav
      aria-label="On this page"
      className="self-start rounded-card border border-line bg-subtle p-5 lg:sticky lg:top-24 print:hidden"
    >
      <p className="text-sm font-semibold tracking-wide uppercase">On this page</p>
      <ol className="mt-3 space-y-1.5 text-sm">
        {toc
          .filter((entry) => entry.depth === 2)
          .map((entry, index) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                className="flex gap-2 text-muted hover:text-brand-700 hover:underline"
              >
                {numbered && (
                  <span aria-hidden="true" className="w-5 shrink-0 text-right tabular-nums">
                    {index + 1}.
                  </span>
                )}
                {entry.text}
              </a>
            </li>
          ))}
      </ol>
    </nav>
  );
}
