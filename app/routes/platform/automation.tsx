import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/platform/automation";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/automation";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function PlatformAutomationPage() {
  return <ContentPage page={page} />;
}
