import { siteEntries } from "~/content-layer/store";
import { type MetaDescriptor, seo } from "~/lib/seo";
import type { Page } from "~/content/types";
import { eventLd, webinarLd } from "~/lib/structured-data";
import { entryPath } from "~/route-table";
import { listsFor, pageAt, trailTo } from "./collections.server";
import { sectionChannel } from "./feeds.server";
import { feedLinks } from "~/files/feeds";

/** Every address of the pages collection: each page's own, then the aliases that show it. */
export const pageAddresses = async (): Promise<{ path: string; canonical: string }[]> =>
  (await siteEntries("pages")).flatMap((page) =>
    [page.path, ...(page.aliases ?? [])].map((path) => ({ path, canonical: page.path })),
  );

/** The feeds of the lists the page shows, for feed readers given its address (the blog's are on every page). */
const ownFeeds = (page: Page): MetaDescriptor[] =>
  page.sections.flatMap((section) => {
    const channel = sectionChannel(section);
    return channel ? feedLinks(channel) : [];
  });

/** A page of the pages collection: its content, the lists it shows, and its tags (an alias's canonical URL is its page's). */
export async function pageData(canonical: string) {
  const page = await pageAt(canonical);
  const lists = await listsFor(page);
  const structuredData = [
    ...(lists.events ?? []).map((event) => eventLd(event, canonical)),
    ...(lists.webinars ?? []).map((webinar) =>
      webinarLd(webinar, entryPath("webinar", webinar.slug)),
    ),
  ];
  return {
    meta: seo({
      ...page.meta,
      path: canonical,
      structuredData,
      trail: await trailTo(canonical, page.meta.title),
      extra: ownFeeds(page),
    }),
    page,
    lists,
  };
}
