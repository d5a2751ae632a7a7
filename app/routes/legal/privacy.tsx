import { LegalPage } from "~/components/sections/legal-page";
import { page } from "~/content/pages/legal/privacy";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function LegalPrivacyPage() {
  return <LegalPage page={page} />;
}
