import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/solutions/financial";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/financial";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function SolutionsFinancialPage() {
  return <ContentPage page={page} />;
}
