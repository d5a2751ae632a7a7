import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/resources/webinars";
import { pageSeo } from "~/lib/seo";
import { eventsLd } from "~/lib/structured-data-events";
import type { Route } from "./+types/webinars";

export const meta: Route.MetaFunction = () => pageSeo(page, eventsLd(page));

export default function ResourcesWebinarsPage() {
  return <ContentPage page={page} />;
}
