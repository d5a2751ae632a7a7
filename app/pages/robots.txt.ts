import type { APIRoute } from "astro";
import { site } from "~/content/site";
import { fileResponse } from "~/lib/file-response";
import { robotsTxt } from "~/lib/sitemap";

export const GET: APIRoute = () => fileResponse("robots.txt", robotsTxt(site.origin));
