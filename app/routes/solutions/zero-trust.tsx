import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/solutions/zero-trust";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/zero-trust";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function SolutionsZeroTrustPage() {
  return <ContentPage page={page} />;
}
