import type { LegalSection } from "~/content/types";
import { LegalBlockView } from "./legal-blocks";

/**
 * A policy: its date, a table of contents, then every clause and subclause in order. Prints
 * as a plain document (contents list hidden, links followed by their address via app.css).
 */
export function LegalDocument({ section }: { section: LegalSection }) {
  const id = section.id ?? "policy";
  return (
    <div id={id} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 print:max-w-none print:px-0 print:pt-4 print:pb-0">
      <p className="text-sm font-semibold text-ink print:text-base">
        Last Updated: <time dateTime={section.lastUpdated.iso}>{section.lastUpdated.label}</time>
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[16rem_1fr] print:mt-4 print:block">
        <nav aria-labelledby={`${id}-toc`} className="self-start rounded-card border border-line bg-subtle p-5 lg:sticky lg:top-24 print:hidden">
          <h2 id={`${id}-toc`} className="text-sm font-semibold tracking-wide uppercase">On this page</h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {section.clauses.map((clause, index) => (
              <li key={clause.id}>
                <a href={`#${clause.id}`} className="flex gap-2 text-muted hover:text-brand-700 hover:underline">
                  <span aria-hidden="true" className="w-5 shrink-0 text-right tabular-nums">{index + 1}.</span>
                  {clause.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10 print:max-w-none print:space-y-6">
          {section.clauses.map((clause, index) => (
            <section key={clause.id} id={clause.id} aria-labelledby={`${clause.id}-title`} className="scroll-mt-24 print:break-inside-auto">
              <h2 id={`${clause.id}-title`} className="text-2xl font-bold tracking-tight print:break-after-avoid print:text-xl">
                <span className="text-brand-700 print:text-ink">{index + 1}.</span> {clause.title}
              </h2>
              <div className="mt-4 space-y-4">
                {clause.blocks.map((block, blockIndex) => (
                  <LegalBlockView key={blockIndex} block={block} />
                ))}
              </div>
              {clause.subsections?.map((sub, subIndex) => (
                <section key={sub.id} id={sub.id} aria-labelledby={`${sub.id}-title`} className="mt-6 scroll-mt-24">
                  <h3 id={`${sub.id}-title`} className="text-lg font-semibold print:break-after-avoid">
                    {index + 1}.{subIndex + 1} {sub.title}
                  </h3>
                  <div className="mt-2 space-y-4">
                    {sub.blocks.map((block, blockIndex) => (
                      <LegalBlockView key={blockIndex} block={block} />
                    ))}
                  </div>
                </section>
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
