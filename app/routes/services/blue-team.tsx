import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/services/blue-team";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/blue-team";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function ServicesBlueTeamPage() {
  return <ContentPage page={page} />;
}
