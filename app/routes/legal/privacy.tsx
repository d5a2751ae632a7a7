import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/legal/privacy";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function LegalPrivacyPage() {
  return <ContentPage page={page} />;
}
