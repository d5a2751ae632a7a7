import type { APIRoute } from "astro";
import { canonicalPaths } from "../content-layer/addresses";
import { site } from "~/content/site";
import { fileResponse } from "~/files/file-response";
import { sitemapXml } from "~/files/sitemap";

/** Every page that is its own page: no aliases (/company, /contact), no 404 page. */
export const GET: APIRoute = () =>
  fileResponse("sitemap.xml", sitemapXml(site.origin, canonicalPaths()));
