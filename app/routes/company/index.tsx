import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/company/about";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function CompanyAliasPage() {
  return <ContentPage page={page} />;
}
