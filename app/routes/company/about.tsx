import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/company/about";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function CompanyAboutPage() {
  return <ContentPage page={page} />;
}
