import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/services/red-team";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/red-team";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function ServicesRedTeamPage() {
  return <ContentPage page={page} />;
}
