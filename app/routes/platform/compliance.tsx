import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/platform/compliance";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/compliance";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function PlatformCompliancePage() {
  return <ContentPage page={page} />;
}
