import { PrerenderedHtml, keptBody } from "~/components/sections/prerendered-body";
import { advisoryData } from "~/loaders/entries.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/advisory";

const { Body: AdvisoryPage, preload } = keptBody(() => import("~/components/entries/advisory-page").then((m) => m.AdvisoryPage));
/** Lets prefetch-on-intent start loading the body when a visitor is about to open a page of this family. */
export const handle = { preloadBody: preload };

/** A security advisory (content/advisories/<id>.md), kept as prerendered HTML. */
export const loader = ({ params }: Route.LoaderArgs) => advisoryData(params.slug);
export const meta = metaFromLoader;

export default function AdvisoryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PrerenderedHtml name="body">
      <AdvisoryPage data={loaderData} />
    </PrerenderedHtml>
  );
}
