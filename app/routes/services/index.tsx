import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/services/index";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function ServicesPage() {
  return <ContentPage page={page} />;
}
