import type { APIRoute } from "astro";
import { rssFeed } from "~/lib/feeds";
import { researchFeed } from "~/loaders/feeds.server";

export const GET: APIRoute = () => new Response(rssFeed(...researchFeed()));
