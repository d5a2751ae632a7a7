import type { SectionOf } from "~/content/types";
import type { JobEntry, JobOpening } from "~/collections/jobs";
import { site } from "~/content/site";
import { formsDeliverOnline } from "~/forms/build-settings";
import { applyAction } from "~/lib/entry-actions";
import { employmentTypeLabel } from "~/lib/jobs";
import { entryFormPath, entryPath } from "~/route-table";
import { formatDate } from "~/lib/format-date";
import { MarkdownBody } from "~/components/entries/markdown-body";
import { Icon } from "~/components/ui/icon";
import { FactSheet } from "./fact-sheet";
import { Hero } from "./hero";
import { ListPageLink } from "./list-page-link";
import { MailButton } from "./resource-cards";
import { Card, ListSection } from "./section-shell";

/** The page listing the jobs, wherever the editors put it. */
const jobsPage = site.sectionPages.jobs;

export type JobView = { job: JobEntry };

export function JobPage({ data: { job } }: { data: JobView }) {
  return (
    <>
      <Hero
        hero={{
          eyebrow: `Careers · ${job.department}`,
          title: job.title,
          intro: job.summary,
          actions: [
            applyAction(job),
            ...(jobsPage
              ? [{ kind: "link" as const, label: "All open positions", to: jobsPage }]
              : []),
          ],
        }}
      />
      <JobDetail job={job} />
    </>
  );
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

export function JobDetail({ job }: { job: JobEntry }) {
  const country = regionNames.of(job.location.country) ?? job.location.country;
  const facts: [string, string][] = [
    ["Department", job.department],
    ["Location", job.location.label],
    ...(job.location.remote ? [["Open to candidates in", country] as [string, string]] : []),
    ["Employment type", employmentTypeLabel(job)],
    ["Posted", formatDate(job.datePosted)],
    ["Apply by", formatDate(job.validThrough)],
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_22rem] lg:px-8">
      <div className="space-y-12">
        <MarkdownBody html={job.html} className="job-body" />
        <section aria-labelledby="apply-heading">
          <h2 id="apply-heading" className="text-2xl font-bold tracking-tight">
            How to apply
          </h2>
          <p className="mt-4 leading-relaxed">
            {formsDeliverOnline
              ? "Apply Now opens a short application form for this role: a link to your profile or portfolio and a few lines about why the role suits you. We reply to every application."
              : "Apply Now opens your mail program with a message to our careers team, its subject naming this role. Attach your resume and tell us briefly why the role suits you; we reply to every application."}
          </p>
        </section>
      </div>
      <FactSheet label="Role summary" facts={facts}>
        <ApplyLink job={job} />
        <ListPageLink
          list="jobs"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          All open positions
        </ListPageLink>
      </FactSheet>
    </div>
  );
}

const jobFacts = (job: JobOpening) =>
  [
    ["Department", job.department, "briefcase"],
    ["Location", job.location.label, "map-pin"],
    ["Type", employmentTypeLabel(job), "clock"],
  ] as const;

/** The careers grid: one card per opening, fading in with a 0.1 s stagger (spec section 9). */
export function JobCards({ section, jobs }: { section: SectionOf<"jobs">; jobs: JobOpening[] }) {
  return (
    <ListSection
      section={section}
      tone="subtle"
      className="grid gap-6 md:grid-cols-2"
      empty="There are no open positions right now."
    >
      {jobs.map((job, index) => (
        <Card
          key={job.slug}
          delay={index / 10}
          data-job={job.slug}
          className="flex flex-col p-6 sm:p-7"
        >
          <h3 className="text-xl font-semibold">
            <a href={entryPath("job", job.slug)} className="hover:text-brand-700 hover:underline">
              {job.title}
            </a>
          </h3>
          <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
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
            <a
              href={entryPath("job", job.slug)}
              aria-label={`Role details: ${job.title}`}
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              Role details
              <Icon name="arrow-right" className="size-4" />
            </a>
          </div>
        </Card>
      ))}
    </ListSection>
  );
}

function ApplyLink({ job }: { job: Pick<JobOpening, "title" | "slug"> }) {
  const action = applyAction(job);
  return (
    <MailButton
      action={action}
      formPath={entryFormPath("apply", job.slug)}
      name={`${action.label}: ${job.title}`}
      size="lg"
    />
  );
}
