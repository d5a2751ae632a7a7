import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/solutions/threat-detection";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/threat-detection";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function SolutionsThreatDetectionPage() {
  return <ContentPage page={page} />;
}
