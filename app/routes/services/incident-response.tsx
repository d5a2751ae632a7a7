import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/services/incident-response";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/incident-response";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function ServicesIncidentResponsePage() {
  return <ContentPage page={page} />;
}
