import { notFound } from "@generated/content";
import { PrerenderedHtml, keptBody } from "~/components/sections/prerendered-body";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/not-found";

const { Body: NotFound, preload } = keptBody(() => import("~/components/sections/not-found").then((m) => m.NotFound));
/** Lets prefetch-on-intent start loading the body when a visitor is about to open a page of this family. */
export const handle = { preloadBody: preload };

/**
 * The splat route: prerendered at /404 and served as 404.html with status 404. No loader: an
 * in-app link to a missing page has no route data to fetch, so its text (content/not-found.yaml)
 * comes with the module.
 */
export const meta: Route.MetaFunction = () => [
  { title: pageTitle(notFound.title) },
  { name: "description", content: notFound.description },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return (
    <PrerenderedHtml name="body">
      <NotFound />
    </PrerenderedHtml>
  );
}
