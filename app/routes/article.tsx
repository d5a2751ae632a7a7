import { PrerenderedHtml, keptBody } from "~/components/sections/prerendered-body";
import { articleData } from "~/loaders/article.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/article";

const { Body: ArticlePage, preload } = keptBody(() => import("~/components/entries/article-page").then((m) => m.ArticlePage));
/** Lets prefetch-on-intent start loading the body when a visitor is about to open a page of this family. */
export const handle = { preloadBody: preload };

/** A blog article (content/articles/<slug>.md), kept as prerendered HTML. */
export const loader = ({ params }: Route.LoaderArgs) => articleData(params.slug);
export const meta = metaFromLoader;

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PrerenderedHtml name="body">
      <ArticlePage data={loaderData} />
    </PrerenderedHtml>
  );
}
