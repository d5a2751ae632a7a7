import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/platform/analytics";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function PlatformAnalyticsPage() {
  return <ContentPage page={page} />;
}
