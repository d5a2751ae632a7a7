import { HeroScene } from "~/components/scene/hero-scene";
import { Hero } from "~/components/sections/hero";
import { PrerenderedHtml, keptBody, sectionIslands } from "~/components/sections/prerendered-body";
import { pageData } from "~/loaders/page.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/home";

/** Loaded only to render the sections in the browser: on first load they stay prerendered HTML. */
const { Body: Sections, preload } = keptBody(() => import("~/components/sections/kept-page-body").then((m) => m.PageSections));
/** Lets prefetch-on-intent start loading the sections when a visitor is about to come home. */
export const handle = { preloadBody: preload };

/**
 * The home page: its hero beside the 3D threat map (the only part that hydrates), then its
 * sections (content/pages/home.yaml), kept as prerendered HTML like any static page's body, so
 * hydrating the home page costs the hero and the scene, not every card below them. A form or a
 * filter added to the home page's sections is an island, as on any page.
 */
export const loader = () => pageData("/");
export const meta = metaFromLoader;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { page, lists, islands } = loaderData;
  return (
    <>
      <Hero hero={page.hero} aside={<HeroScene />} />
      <PrerenderedHtml name="sections" islands={islands ? sectionIslands(page.sections, lists) : undefined}>
        <Sections sections={page.sections} lists={lists} />
      </PrerenderedHtml>
    </>
  );
}
