import { HeroScene } from "~/components/scene/hero-scene";
import { ContentPage } from "~/components/sections/content-page";
import { pageData } from "~/loaders/page.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/home";

/** The home page: its sections (content/pages/home.yaml) beside the 3D threat map. */
export const loader = () => pageData("/");
export const meta = metaFromLoader;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} lists={loaderData.lists} heroAside={<HeroScene />} />;
}
