import { prerenderedBody } from "~/components/sections/prerendered-body";
import { notFound } from "~/content/pages/not-found";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/not-found";

/** The splat route: prerendered at /404 and served as 404.html with status 404. */
export const meta: Route.MetaFunction = () => [
  { title: pageTitle(notFound.title) },
  { name: "description", content: notFound.description },
  { name: "robots", content: "noindex" },
];

export default prerenderedBody(() => import("~/components/sections/not-found").then((m) => m.NotFound));
