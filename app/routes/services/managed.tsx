import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/services/managed";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/managed";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function ServicesManagedPage() {
  return <ContentPage page={page} />;
}
