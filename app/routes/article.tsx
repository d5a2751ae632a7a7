import { lazy } from "react";
import { PrerenderedHtml } from "~/components/sections/prerendered-body";
import { articleData } from "~/loaders/article.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/article";

const ArticlePage = lazy(() => import("~/components/entries/article-page").then((m) => ({ default: m.ArticlePage })));

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
