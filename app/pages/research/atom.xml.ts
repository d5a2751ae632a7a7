import type { APIRoute } from "astro";
import { atomFeed } from "~/lib/feeds";
import { researchFeed } from "~/loaders/feeds.server";

export const GET: APIRoute = () => new Response(atomFeed(...researchFeed()));
