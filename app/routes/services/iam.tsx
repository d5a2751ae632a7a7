import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/services/iam";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/iam";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function ServicesIamPage() {
  return <ContentPage page={page} />;
}
