import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/blog";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function BlogPage() {
  return <ContentPage page={page} />;
}
