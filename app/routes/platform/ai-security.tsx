import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/platform/ai-security";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/ai-security";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function PlatformAiSecurityPage() {
  return <ContentPage page={page} />;
}
