import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/solutions/healthcare";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/healthcare";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function SolutionsHealthcarePage() {
  return <ContentPage page={page} />;
}
