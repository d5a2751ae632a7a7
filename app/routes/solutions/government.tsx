import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/solutions/government";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/government";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function SolutionsGovernmentPage() {
  return <ContentPage page={page} />;
}
