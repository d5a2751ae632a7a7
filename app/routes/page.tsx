import { PrerenderedHtml, keptBody } from "~/components/sections/prerendered-body";
import { pageData, pathOf } from "~/loaders/page.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/page";

/** Loaded only to render a page in the browser: kept bodies never need it on first load. */
const { Body: ContentPage, preload } = keptBody(() => import("~/components/sections/kept-page-body").then((m) => m.ContentPage));
/** Lets prefetch-on-intent start loading the body when a visitor is about to open a page of this family. */
export const handle = { preloadBody: preload };

/**
 * Every page of the route table written as sections (content/pages/*.yaml). A page with a filter
 * hydrates its body; any other keeps its prerendered HTML (prerendered-body.tsx), so its text and
 * section components are not in its first-load JavaScript. Its forms are islands in it
 * (islands.tsx): their code loads when the visitor reaches for one.
 */
export const loader = ({ request }: Route.LoaderArgs) => pageData(pathOf(request));
export const meta = metaFromLoader;

/** The page's islands (its forms), their code loaded only on a page that has some. */
const pageIslands = ({ page, lists }: Route.ComponentProps["loaderData"]) =>
  import("~/components/sections/page-islands").then((m) => m.pageIslands(page.sections, lists));

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  const body = <ContentPage page={loaderData.page} lists={loaderData.lists} />;
  if (loaderData.hydrate) return body;
  return (
    <PrerenderedHtml name="body" islands={loaderData.islands ? () => pageIslands(loaderData) : undefined}>
      {body}
    </PrerenderedHtml>
  );
}
