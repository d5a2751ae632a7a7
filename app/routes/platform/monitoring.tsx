import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/platform/monitoring";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/monitoring";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function PlatformMonitoringPage() {
  return <ContentPage page={page} />;
}
