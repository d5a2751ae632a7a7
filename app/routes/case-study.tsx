import { lazy } from "react";
import { PrerenderedHtml } from "~/components/sections/prerendered-body";
import { caseStudyData } from "~/loaders/entries.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/case-study";

const CaseStudyPage = lazy(() => import("~/components/entries/case-study-page").then((m) => ({ default: m.CaseStudyPage })));

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
