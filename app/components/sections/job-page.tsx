import type { JobEntry, JobView } from "~/content/types";
import { formsDeliverOnline } from "~/forms/build-settings";
import { applyAction, employmentTypeLabel, formatIsoDate } from "~/lib/jobs";
import { MarkdownBody } from "~/components/entries/markdown-body";
import { ApplyLink } from "./apply-link";
import { FactSheet } from "./fact-sheet";
import { Hero } from "./hero";

export function JobPage({ data: { job } }: { data: JobView }) {
  return (
    <>
      <Hero
        hero={{
          eyebrow: `Careers · ${job.department}`,
          title: job.title,
          intro: job.summary,
          actions: [applyAction(job), { kind: "link", label: "All open positions", to: "/company/careers" }],
        }}
      />
      <JobDetail job={job} />
    </>
  );
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

export function JobDetail({ job }: { job: JobEntry }) {
  const facts: [string, string][] = [
    ["Department", job.department],
    ["Location", job.location.label],
    ...(job.location.remote ? [["Open to candidates in", regionNames.of(job.location.country) ?? job.location.country] as [string, string]] : []),
    ["Employment type", employmentTypeLabel(job)],
    ["Posted", formatIsoDate(job.datePosted)],
    ["Apply by", formatIsoDate(job.validThrough)],
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_22rem] lg:px-8">
      <div className="space-y-12">
        <MarkdownBody html={job.html} className="job-body" />
        <section aria-labelledby="apply-heading">
          <h2 id="apply-heading" className="text-2xl font-bold tracking-tight">How to apply</h2>
          {formsDeliverOnline ? (
            <p className="mt-4 leading-relaxed">
              Apply Now opens a short application form for this role: a link to your profile or
              portfolio and a few lines about why the role suits you. We reply to every application.
            </p>
          ) : (
            <p className="mt-4 leading-relaxed">
              Apply Now opens your mail program with a message to our careers team, its subject naming
              this role. Attach your resume and tell us briefly why the role suits you; we reply to
              every application.
            </p>
          )}
        </section>
      </div>
      <FactSheet label="Role summary" facts={facts}>
        <ApplyLink job={job} />
        <a href="/company/careers" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
          All open positions
        </a>
      </FactSheet>
    </div>
  );
}
