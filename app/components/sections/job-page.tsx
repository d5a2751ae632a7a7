import { useLocation } from "react-router";
import { applyAction, jobAt } from "~/lib/jobs";
import { Hero } from "./hero";
import { JobDetail } from "./job-detail";

/** A job opening's page body; every job page shares it and finds its job by path. */
export function JobPage() {
  const job = jobAt(useLocation().pathname);
  return (
    <>
      <Hero
        hero={{
          eyebrow: `Careers · ${job.department}`,
          title: job.title,
          intro: job.description,
          actions: [applyAction(job), { kind: "link", label: "All open positions", to: "/company/careers" }],
        }}
      />
      <JobDetail job={job} />
    </>
  );
}
