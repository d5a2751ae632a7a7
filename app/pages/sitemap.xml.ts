import type { APIRoute } from "astro";
import { canonicalPaths } from "../loaders/addresses.server";
import { site } from "~/content/site";
import { sitemapXml } from "~/lib/sitemap";

/** Every page that is its own page: no aliases (/company, /contact), no 404 page. */
export const GET: APIRoute = () => new Response(sitemapXml(site.origin, canonicalPaths()));
