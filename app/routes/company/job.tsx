import { prerenderedBody } from "~/components/sections/prerendered-body";
import { jobAt, jobPath } from "~/lib/jobs";
import { metaFromLoader } from "~/lib/route-meta";
import { seo } from "~/lib/seo";
import { jobPostingLd } from "~/lib/structured-data-job";
import type { Route } from "./+types/job";

/**
 * One module for every job page: app/routes.ts gives each /company/careers/<slug> route its own
 * id, and the page finds its job by path.
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const job = jobAt(new URL(request.url).pathname);
  const path = jobPath(job);
  return seo({
    title: `${job.title}, ${job.location.label}`,
    description: job.description,
    path,
    structuredData: [jobPostingLd(job, path)],
  });
};
export const meta = metaFromLoader;
export default prerenderedBody(() => import("~/components/sections/job-page").then((m) => m.JobPage));
