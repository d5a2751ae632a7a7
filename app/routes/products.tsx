import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/products";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function ProductsPage() {
  return <ContentPage page={page} />;
}
