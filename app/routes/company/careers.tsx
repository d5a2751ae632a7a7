import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/company/careers";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function CompanyCareersPage() {
  return <ContentPage page={page} />;
}
