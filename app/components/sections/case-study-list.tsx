import type { CaseStudiesSection } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { SectionShell } from "./section-shell";

/**
 * Case study cards. Read Full Case Study is a native disclosure (<details>): the full study is
 * in the prerendered HTML and opens in place with or without JavaScript.
 */
export function CaseStudyList({ section }: { section: CaseStudiesSection }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro} tone="subtle">
      <ul className="grid gap-6 lg:grid-cols-2">
        {section.items.map((study, index) => (
          <Reveal as="li" key={study.slug} delay={(index % 2) * 0.08} id={study.slug}
            className="flex scroll-mt-24 flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
          >
            <p className="text-sm font-semibold text-brand-700">
              {study.industry}
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              <span className="text-muted">{study.company}</span>
            </p>
            <h3 className="mt-2 text-xl leading-snug font-semibold">{study.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{study.summary}</p>
            <dl className="mt-6 grid grid-cols-3 gap-4 border-t border-line pt-5">
              {study.results.map((result) => (
                <div key={result.label} className="flex flex-col-reverse">
                  <dt className="text-sm text-muted">{result.label}</dt>
                  <dd className="text-xl font-bold tracking-tight text-brand-700 sm:text-2xl">{result.value}</dd>
                </div>
              ))}
            </dl>
            <details className="group mt-6 border-t border-line pt-5">
              <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-control font-semibold text-brand-700 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
                <span className="group-open:hidden">Read Full Case Study</span>
                <span className="hidden group-open:inline">Hide Full Case Study</span>
                <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
              </summary>
              <div className="mt-4 space-y-4 leading-relaxed">
                <div>
                  <h4 className="font-semibold">Challenge</h4>
                  <p className="mt-1 text-muted">{study.challenge}</p>
                </div>
                <div>
                  <h4 className="font-semibold">Approach</h4>
                  <p className="mt-1 text-muted">{study.approach}</p>
                </div>
                <div>
                  <h4 className="font-semibold">Results</h4>
                  <p className="mt-1 text-muted">{study.outcome}</p>
                </div>
              </div>
            </details>
          </Reveal>
        ))}
      </ul>
    </SectionShell>
  );
}
