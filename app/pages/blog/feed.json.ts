import type { APIRoute } from "astro";
import { jsonFeed } from "~/lib/feeds";
import { blogFeed } from "~/loaders/feeds.server";

export const GET: APIRoute = () => {
  const { site, articles } = blogFeed();
  return new Response(jsonFeed(site, articles));
};
