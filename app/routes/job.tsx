import { lazy } from "react";
import { PrerenderedHtml } from "~/components/sections/prerendered-body";
import { jobData } from "~/loaders/entries.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/job";

const JobPage = lazy(() => import("~/components/sections/job-page").then((m) => ({ default: m.JobPage })));

/** A job opening (content/jobs/<slug>.md), with JobPosting data, kept as prerendered HTML. */
export const loader = ({ params }: Route.LoaderArgs) => jobData(params.slug);
export const meta = metaFromLoader;

export default function JobRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PrerenderedHtml name="body">
      <JobPage data={loaderData} />
    </PrerenderedHtml>
  );
}
