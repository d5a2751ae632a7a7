import type { APIRoute } from "astro";
import { site } from "~/content/site";
import { robotsTxt } from "~/lib/sitemap";

export const GET: APIRoute = () => new Response(robotsTxt(site.origin));
