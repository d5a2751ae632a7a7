import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/legal/cookies";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/cookies";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function LegalCookiesPage() {
  return <ContentPage page={page} />;
}
