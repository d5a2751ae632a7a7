import type { MetaDescriptor } from "~/lib/seo";
import type { Page, PageLists } from "~/content/types";
import { type PageRoute, pageRoutes } from "~/route-table";
import { seo } from "~/lib/seo";
import { eventLd, webinarLd } from "~/lib/structured-data-events";
import { entryPath } from "~/route-table";
import { listsFor, notFound, pageAt, trailTo } from "./collections.server";

export interface PageData {
  meta: MetaDescriptor[];
  page: Page;
  lists: PageLists;
}

/** A page of the route table: its content, the lists it shows, and its tags (an alias uses its target's). */
export function pageData(path: string): PageData {
  const route: PageRoute = pageRoutes.find((entry) => entry.path === path) ?? notFound("page");
  const canonical = route.aliasOf ?? route.path;
  const page = pageAt(canonical);
  const lists = listsFor(page);
  const structuredData = [
    ...(lists.events ?? []).map((event) => eventLd(event, canonical)),
    ...(lists.webinars ?? []).map((webinar) => webinarLd(webinar, entryPath("webinar", webinar.slug))),
  ];
  return {
    meta: seo({ ...page.meta, path: canonical, structuredData, trail: trailTo(canonical, page.meta.title) }),
    page,
    lists,
  };
}
