import { lazy } from "react";
import { PrerenderedHtml } from "~/components/sections/prerendered-body";
import { pathOf } from "~/loaders/page.server";
import { policyData } from "~/loaders/entries.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/policy";

const PolicyPage = lazy(() => import("~/components/entries/policy-page").then((m) => ({ default: m.PolicyPage })));

/** /legal/<name>: the policy in content/policies/<name>.md, kept as prerendered HTML. */
export const loader = ({ request }: Route.LoaderArgs) => policyData(pathOf(request));
export const meta = metaFromLoader;

export default function PolicyRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PrerenderedHtml name="body">
      <PolicyPage data={loaderData} />
    </PrerenderedHtml>
  );
}
