import type { CaseStudiesSection, CaseStudy } from "~/content/types";
import { entryPath } from "~/route-table";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { SectionShell } from "./section-shell";

export function CaseStudyList({ section, studies }: { section: CaseStudiesSection; studies: CaseStudy[] }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro} tone="subtle">
      <ul className="grid gap-6 lg:grid-cols-2">
        {studies.map((study, index) => (
          <Reveal as="li" key={study.slug} delay={(index % 2) * 0.08} id={study.slug}
            className="flex scroll-mt-24 flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
          >
            <p className="text-sm font-semibold text-brand-700">
              {study.industry}
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              <span className="text-muted">{study.company}</span>
            </p>
            <h3 id={`case-study-${study.slug}`} className="mt-2 text-xl leading-snug font-semibold">{study.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{study.summary}</p>
            <dl className="mt-6 grid grid-cols-3 gap-4 border-t border-line pt-5">
              {study.results.map((result) => (
                <div key={result.label} className="flex flex-col-reverse">
                  <dt className="text-sm text-muted">{result.label}</dt>
                  <dd className="text-xl font-bold tracking-tight text-brand-700 sm:text-2xl">{result.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-auto pt-6">
              <a href={entryPath("case-study", study.slug)} aria-describedby={`case-study-${study.slug}`}
                className="inline-flex items-center gap-2 rounded-control font-semibold text-brand-700 hover:text-brand-800 hover:underline"
              >
                Read Full Case Study
                <Icon name="arrow-right" className="size-4" />
              </a>
            </p>
          </Reveal>
        ))}
      </ul>
    </SectionShell>
  );
}
