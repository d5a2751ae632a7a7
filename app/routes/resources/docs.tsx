import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/resources/docs";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/docs";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function ResourcesDocsPage() {
  return <ContentPage page={page} />;
}
