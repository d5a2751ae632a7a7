import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/services/consulting";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/consulting";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function ServicesConsultingPage() {
  return <ContentPage page={page} />;
}
