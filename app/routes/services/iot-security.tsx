import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/services/iot-security";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/iot-security";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function ServicesIotSecurityPage() {
  return <ContentPage page={page} />;
}
