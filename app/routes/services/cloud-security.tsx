import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/services/cloud-security";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/cloud-security";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function ServicesCloudSecurityPage() {
  return <ContentPage page={page} />;
}
