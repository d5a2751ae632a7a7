import { Link } from "react-router";
import type { JobOpening } from "~/content/types";
import { Icon } from "~/components/ui/icon";
import { employmentTypeLabel, formatIsoDate } from "~/lib/jobs";
import { ApplyLink } from "./apply-link";

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

function List({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight">{title}</h2>
      <ul className="mt-5 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 leading-relaxed">
            <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-600" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A job posting's body: what the role does and needs, with its facts and Apply Now beside it. */
export function JobDetail({ job }: { job: JobOpening }) {
  const facts = [
    ["Department", job.department],
    ["Location", job.location.label],
    ...(job.location.remote ? [["Open to candidates in", regionNames.of(job.location.country) ?? job.location.country]] : []),
    ["Employment type", employmentTypeLabel(job)],
    ["Posted", formatIsoDate(job.datePosted)],
    ["Apply by", formatIsoDate(job.validThrough)],
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_22rem] lg:px-8">
      <div className="space-y-12">
        <List id="responsibilities-heading" title="What you'll do" items={job.responsibilities} />
        <List id="requirements-heading" title="What you'll bring" items={job.requirements} />
        <section aria-labelledby="apply-heading">
          <h2 id="apply-heading" className="text-2xl font-bold tracking-tight">How to apply</h2>
          <p className="mt-4 leading-relaxed">
            Apply Now opens your mail program with a message to our careers team, its subject naming
            this role. Attach your resume and tell us briefly why the role suits you; we reply to
            every application.
          </p>
        </section>
      </div>
      <aside aria-label="Role summary" className="self-start rounded-card border border-line bg-subtle p-6 lg:sticky lg:top-24">
        <dl className="space-y-4">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-col gap-3">
          <ApplyLink job={job} />
          <Link to="/company/careers" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
            All open positions
          </Link>
        </div>
      </aside>
    </div>
  );
}
