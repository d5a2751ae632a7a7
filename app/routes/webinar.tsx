import { PrerenderedHtml, keptBody } from "~/components/sections/prerendered-body";
import { webinarData } from "~/loaders/entries.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/webinar";

const { Body: WebinarPage, preload } = keptBody(() => import("~/components/entries/webinar-page").then((m) => m.WebinarPage));
/** Lets prefetch-on-intent start loading the body when a visitor is about to open a page of this family. */
export const handle = { preloadBody: preload };

/** A webinar (content/webinars/<slug>.md), kept as prerendered HTML. */
export const loader = ({ params }: Route.LoaderArgs) => webinarData(params.slug);
export const meta = metaFromLoader;

export default function WebinarRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PrerenderedHtml name="body">
      <WebinarPage data={loaderData} />
    </PrerenderedHtml>
  );
}
