import type { JobOpening, JobsSection } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { Reveal } from "~/components/ui/reveal";
import { employmentTypeLabel, jobPath } from "~/lib/jobs";
import { ApplyLink } from "./apply-link";
import { SectionShell } from "./section-shell";

const jobFacts = (job: JobOpening) =>
  [
    ["Department", job.department, "briefcase"],
    ["Location", job.location.label, "map-pin"],
    ["Type", employmentTypeLabel(job), "clock"],
  ] as const;

/** The careers grid: one card per opening, fading in with a 0.1 s stagger (spec section 9). */
export function JobCards({ section, jobs }: { section: JobsSection; jobs: JobOpening[] }) {
  return (
    <SectionShell id={section.id} title={section.title} intro={section.intro} tone="subtle">
      <ul className="grid gap-6 md:grid-cols-2">
        {jobs.map((job, index) => (
          <Reveal as="li" key={job.slug} delay={index / 10} data-job={job.slug}
            className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-7"
          >
            <h3 className="text-xl font-semibold">
              <a href={jobPath(job)} className="hover:text-brand-700 hover:underline">
                {job.title}
              </a>
            </h3>
            <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted mt-3">
              {jobFacts(job).map(([label, value, glyph]) => (
                <div key={label}>
                  <dt className="sr-only">{label}</dt>
                  {/* A <div> in a <dl> may hold only dt and dd: the icon goes inside the dd. */}
                  <dd className="flex items-center gap-1.5">
                    <Icon name={glyph} className="size-4 shrink-0 text-brand-600" />
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 leading-relaxed text-muted">{job.summary}</p>
            <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-3 pt-6">
              <ApplyLink job={job} />
              <a href={jobPath(job)} aria-label={`Role details: ${job.title}`}
                className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
              >
                Role details
                <Icon name="arrow-right" className="size-4" />
              </a>
            </div>
          </Reveal>
        ))}
      </ul>
    </SectionShell>
  );
}
