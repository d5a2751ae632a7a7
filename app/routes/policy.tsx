import { PrerenderedHtml, keptBody } from "~/components/sections/prerendered-body";
import { pathOf } from "~/loaders/page.server";
import { policyData } from "~/loaders/entries.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/policy";

const { Body: PolicyPage, preload } = keptBody(() => import("~/components/entries/policy-page").then((m) => m.PolicyPage));
/** Lets prefetch-on-intent start loading the body when a visitor is about to open a page of this family. */
export const handle = { preloadBody: preload };

/** A policy route (/legal/<name>, /security...): content/policies/<last segment>.md, kept as prerendered HTML. */
export const loader = ({ request }: Route.LoaderArgs) => policyData(pathOf(request));
export const meta = metaFromLoader;

export default function PolicyRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PrerenderedHtml name="body">
      <PolicyPage data={loaderData} />
    </PrerenderedHtml>
  );
}
