import type { APIRoute } from "astro";
import { site } from "~/content/site";
import { fileResponse } from "~/files/file-response";
import { robotsTxt } from "~/files/sitemap";

export const GET: APIRoute = () => fileResponse("robots.txt", robotsTxt(site.origin));
