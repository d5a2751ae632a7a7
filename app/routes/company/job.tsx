import { useLocation } from "react-router";
import { Hero } from "~/components/sections/hero";
import { JobDetail } from "~/components/sections/job-detail";
import { jobs } from "~/content/jobs";
import { applyAction, jobPath } from "~/lib/jobs";
import { seo } from "~/lib/seo";
import { jobPostingLd } from "~/lib/structured-data-job";
import type { Route } from "./+types/job";

/**
 * One module for every job page: app/routes.ts gives each /company/careers/<slug> route its own
 * id, and the page finds its job by path.
 */
function jobAt(pathname: string) {
  const path = pathname.replace(/\/+$/, "");
  const job = jobs.find((candidate) => jobPath(candidate) === path);
  if (!job) throw new Response("No such job opening", { status: 404 });
  return job;
}

export const meta: Route.MetaFunction = ({ location }) => {
  const job = jobAt(location.pathname);
  const path = jobPath(job);
  return seo({
    title: `${job.title}, ${job.location.label}`,
    description: job.description,
    path,
    structuredData: [jobPostingLd(job, path)],
  });
};

export default function JobPage() {
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
