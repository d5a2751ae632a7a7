import { LegalPage } from "~/components/sections/legal-page";
import { page } from "~/content/pages/legal/cookies";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/cookies";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function LegalCookiesPage() {
  return <LegalPage page={page} />;
}
