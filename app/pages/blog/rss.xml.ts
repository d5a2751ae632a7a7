import type { APIRoute } from "astro";
import { rssFeed } from "~/lib/feeds";
import { blogFeed } from "~/loaders/feeds.server";

export const GET: APIRoute = () => {
  const { site, articles } = blogFeed();
  return new Response(rssFeed(site, articles));
};
