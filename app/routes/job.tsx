import { PrerenderedHtml, keptBody } from "~/components/sections/prerendered-body";
import { jobData } from "~/loaders/entries.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/job";

const { Body: JobPage, preload } = keptBody(() => import("~/components/sections/job-page").then((m) => m.JobPage));
/** Lets prefetch-on-intent start loading the body when a visitor is about to open a page of this family. */
export const handle = { preloadBody: preload };

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
