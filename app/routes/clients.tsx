import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/clients";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/clients";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function ClientsPage() {
  return <ContentPage page={page} />;
}
