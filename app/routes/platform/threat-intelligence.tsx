import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/platform/threat-intelligence";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/threat-intelligence";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function PlatformThreatIntelligencePage() {
  return <ContentPage page={page} />;
}
