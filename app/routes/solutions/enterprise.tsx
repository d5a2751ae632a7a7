import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/solutions/enterprise";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/enterprise";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function SolutionsEnterprisePage() {
  return <ContentPage page={page} />;
}
