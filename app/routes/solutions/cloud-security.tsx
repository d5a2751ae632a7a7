import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/solutions/cloud-security";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/cloud-security";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function SolutionsCloudSecurityPage() {
  return <ContentPage page={page} />;
}
