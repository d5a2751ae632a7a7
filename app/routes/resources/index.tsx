import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/resources/index";
import { pageSeo } from "~/lib/seo";
import { eventsLd } from "~/lib/structured-data-events";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () => pageSeo(page, eventsLd(page));

export default function ResourcesPage() {
  return <ContentPage page={page} />;
}
