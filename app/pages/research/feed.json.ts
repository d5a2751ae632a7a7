import type { APIRoute } from "astro";
import { jsonFeed } from "~/lib/feeds";
import { researchFeed } from "~/loaders/feeds.server";

export const GET: APIRoute = () => new Response(jsonFeed(...researchFeed()));
