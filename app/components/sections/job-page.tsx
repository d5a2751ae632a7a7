import type { JobView } from "~/content/types";
import { applyAction } from "~/lib/jobs";
import { Hero } from "./hero";
import { JobDetail } from "./job-detail";

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
