import type { APIRoute } from "astro";
import { atomFeed } from "~/lib/feeds";
import { advisoryFeed } from "~/loaders/feeds.server";

export const GET: APIRoute = () => {
  const { site, articles } = advisoryFeed();
  return new Response(atomFeed(site, articles));
};
