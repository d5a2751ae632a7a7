import { lazy } from "react";
import { PrerenderedHtml } from "~/components/sections/prerendered-body";
import { webinarData } from "~/loaders/entries.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/webinar";

const WebinarPage = lazy(() => import("~/components/entries/webinar-page").then((m) => ({ default: m.WebinarPage })));

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
