import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/services/it-audit-compliance";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/it-audit-compliance";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function ServicesItAuditCompliancePage() {
  return <ContentPage page={page} />;
}
