import type { APIRoute } from "astro";
import { jsonFeed } from "~/lib/feeds";
import { advisoryFeed } from "~/loaders/feeds.server";

export const GET: APIRoute = () => {
  const { site, articles } = advisoryFeed();
  return new Response(jsonFeed(site, articles));
};
