import type { CaseStudy, CaseStudyEntry } from "~/collections/case-studies";
import type { SectionOf, Trail } from "~/content/types";
import { ListPageLink } from "~/components/sections/list-page-link";
import { entryPath } from "~/route-table";
import { Card, ListSection } from "~/components/sections/section-shell";
import { Icon } from "~/components/ui/icon";
import { EntrySection } from "./entry-header";
import { Masthead } from "~/components/sections/hero";
import { MarkdownBody } from "./markdown-body";

export interface CaseStudyView {
  trail: Trail;
  entry: CaseStudyEntry;
  others: CaseStudy[];
}

export function CaseStudyPage({ data: { entry: study, others, trail } }: { data: CaseStudyView }) {
  return (
    <>
      <Masthead
        trail={trail}
        eyebrow={`Case study · ${study.industry}`}
        title={study.title}
        intro={study.summary}
      >
        <p className="text-sm text-slate-300">
          Client: <span className="font-semibold text-white">{study.company}</span>
        </p>
      </Masthead>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <EntrySection id="results-heading" title="Results">
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {study.results.map((result) => (
              <div
                key={result.label}
                className="flex flex-col-reverse rounded-card border border-line bg-subtle p-5"
              >
                <dt className="mt-1 text-sm text-muted">{result.label}</dt>
                <dd className="text-3xl font-bold tracking-tight text-brand-700">{result.value}</dd>
              </div>
            ))}
          </dl>
        </EntrySection>
        <div className="mt-12 grid gap-12 lg:grid-cols-[1fr_22rem]">
          <MarkdownBody html={study.html} className="max-w-3xl" />
          <figure className="self-start rounded-card bg-navy-950 p-8 text-white">
            <blockquote className="text-lg leading-relaxed">
              <p>“{study.quote.text}”</p>
            </blockquote>
            <figcaption className="mt-6 text-sm text-slate-300">
              <span className="block font-semibold text-white">{study.quote.name}</span>
              {study.quote.role}
            </figcaption>
          </figure>
        </div>
      </div>
      {others.length > 0 && (
        <EntrySection id="more-heading" title="More case studies" band>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {others.map((other) => (
              <li key={other.slug}>
                <a
                  href={entryPath("case-study", other.slug)}
                  className="flex h-full flex-col rounded-card border border-line bg-white p-5 hover:border-brand-600"
                >
                  <span className="text-sm text-muted">{other.industry}</span>
                  <span className="mt-1 font-semibold text-ink">{other.title}</span>
                </a>
              </li>
            ))}
          </ul>
          <ListPageLink
            list="case-studies"
            className="mt-8 inline-block font-semibold text-brand-700 hover:underline"
          >
            All case studies
          </ListPageLink>
        </EntrySection>
      )}
    </>
  );
}

/** The case studies as a page lists them: the client, the results, the way to the full story. */
export function CaseStudyList({
  section,
  studies,
}: {
  section: SectionOf<"case-studies">;
  studies: CaseStudy[];
}) {
  return (
    <ListSection
      section={section}
      tone="subtle"
      className="grid gap-6 lg:grid-cols-2"
      empty="No case studies have been published yet."
    >
      {studies.map((study, index) => (
        <Card
          key={study.slug}
          delay={(index % 2) * 0.08}
          id={study.slug}
          className="flex scroll-mt-24 flex-col p-6 sm:p-8"
        >
          <p className="text-sm font-semibold text-brand-700">
            {study.industry}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span className="text-muted">{study.company}</span>
          </p>
          <h3 id={`case-study-${study.slug}`} className="mt-2 text-xl leading-snug font-semibold">
            {study.title}
          </h3>
          <p className="mt-3 leading-relaxed text-muted">{study.summary}</p>
          <dl className="mt-6 grid grid-cols-3 gap-4 border-t border-line pt-5">
            {study.results.map((result) => (
              <div key={result.label} className="flex flex-col-reverse">
                <dt className="text-sm text-muted">{result.label}</dt>
                <dd className="text-xl font-bold tracking-tight text-brand-700 sm:text-2xl">
                  {result.value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-auto pt-6">
            <a
              href={entryPath("case-study", study.slug)}
              aria-describedby={`case-study-${study.slug}`}
              className="inline-flex items-center gap-2 rounded-control font-semibold text-brand-700 hover:text-brand-800 hover:underline"
            >
              Read Full Case Study
              <Icon name="arrow-right" className="size-4" />
            </a>
          </p>
        </Card>
      ))}
    </ListSection>
  );
}
