import type { APIRoute } from "astro";
import { atomFeed } from "~/lib/feeds";
import { blogFeed } from "~/loaders/feeds.server";

export const GET: APIRoute = () => new Response(atomFeed(...blogFeed()));
