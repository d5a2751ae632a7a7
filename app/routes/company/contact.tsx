import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/company/contact";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function CompanyContactPage() {
  return <ContentPage page={page} />;
}
