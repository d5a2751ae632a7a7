import { HeroScene } from "~/components/scene/hero-scene";
import { ContentPage } from "~/components/sections/content-page";
import { page } from "~/content/pages/home";
import { pageSeo } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageSeo(page);

export default function HomePage() {
  return <ContentPage page={page} heroAside={<HeroScene />} />;
}
