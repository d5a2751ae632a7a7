import { PrerenderedHtml, keptBody } from "~/components/sections/prerendered-body";
import { caseStudyData } from "~/loaders/entries.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/case-study";

const { Body: CaseStudyPage, preload } = keptBody(() => import("~/components/entries/case-study-page").then((m) => m.CaseStudyPage));
/** Lets prefetch-on-intent start loading the body when a visitor is about to open a page of this family. */
export const handle = { preloadBody: preload };

/** A case study (content/case-studies/<slug>.md), kept as prerendered HTML. */
export const loader = ({ params }: Route.LoaderArgs) => caseStudyData(params.slug);
export const meta = metaFromLoader;

export default function CaseStudyRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PrerenderedHtml name="body">
      <CaseStudyPage data={loaderData} />
    </PrerenderedHtml>
  );
}
