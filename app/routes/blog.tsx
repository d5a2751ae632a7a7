import { BlogContext } from "~/components/sections/blog-context";
import { PrerenderedHtml, keptBody, sectionIslands } from "~/components/sections/prerendered-body";
import { blogData } from "~/loaders/blog.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/blog";

/** Loaded only to render a blog page in the browser: on first load its body stays prerendered HTML. */
const { Body: ContentPage, preload } = keptBody(() => import("~/components/sections/kept-page-body").then((m) => m.ContentPage));
/** Lets prefetch-on-intent start loading the body when a visitor is about to open a blog page. */
export const handle = { preloadBody: preload };

/**
 * /blog, its later pages (/blog/page/2) and its category pages (/blog/category/cloud). The body
 * is kept as prerendered HTML; its article list (Load More Articles) and newsletter form are
 * islands, live once the visitor reaches for them. The context reaches the list's live copy too.
 */
export const loader = ({ params }: Route.LoaderArgs) => blogData(params);
export const meta = metaFromLoader;

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  const { page, lists, view } = loaderData;
  return (
    <BlogContext value={view}>
      <PrerenderedHtml name="body" islands={sectionIslands(page.sections, lists)}>
        <ContentPage page={page} lists={lists} />
      </PrerenderedHtml>
    </BlogContext>
  );
}
