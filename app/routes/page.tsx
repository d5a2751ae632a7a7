import { PrerenderedHtml, keptBody, sectionIslands } from "~/components/sections/prerendered-body";
import { pageData, pathOf } from "~/loaders/page.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/page";

/** Loaded only to render a page in the browser: kept bodies never need it on first load. */
const { Body: ContentPage, preload } = keptBody(() => import("~/components/sections/kept-page-body").then((m) => m.ContentPage));
/** Lets prefetch-on-intent start loading the body when a visitor is about to open a page of this family. */
export const handle = { preloadBody: preload };

/**
 * Every page of the route table written as sections (content/pages/*.yaml). It keeps its
 * prerendered HTML (prerendered-body.tsx), so its text and section components are not in its
 * first-load JavaScript. Its forms and filters are islands in it (islands.tsx): their code loads
 * when the visitor reaches for one.
 */
export const loader = ({ request }: Route.LoaderArgs) => pageData(pathOf(request));
export const meta = metaFromLoader;

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  const { page, lists, islands } = loaderData;
  return (
    <PrerenderedHtml name="body" islands={islands ? sectionIslands(page.sections, lists) : undefined}>
      <ContentPage page={page} lists={lists} />
    </PrerenderedHtml>
  );
}
