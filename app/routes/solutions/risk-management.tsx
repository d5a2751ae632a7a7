import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/solutions/risk-management";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/risk-management";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function SolutionsRiskManagementPage() {
  return <ContentPage page={page} />;
}
