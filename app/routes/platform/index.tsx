import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/platform/index";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function PlatformPage() {
  return <ContentPage page={page} />;
}
