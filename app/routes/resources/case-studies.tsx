import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/resources/case-studies";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/case-studies";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function ResourcesCaseStudiesPage() {
  return <ContentPage page={page} />;
}
