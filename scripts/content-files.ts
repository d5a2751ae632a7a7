import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { allArticles, allEvents, allWebinars } from "../.content-collections/generated";
import { type Site, site as companySite } from "../app/content/site";
import { entryPath } from "../app/route-table";
import { type FeedArticle, atomFeed, feedPaths, jsonFeed, rssFeed } from "./feeds";
import { type CalendarEntry, icsFile, icsPath } from "./ics";

/**
 * Files built from the content collections beside the pages: the blog's RSS, Atom and JSON
 * feeds, and one calendar file (.ics) per webinar and event. Absolute URLs use the configured
 * origin (SITE_ORIGIN).
 */
export function feedArticles(): FeedArticle[] {
  return allArticles.map((article) => ({
    slug: article.slug,
    title: article.title,
    description: article.description,
    html: article.html,
    date: article.date,
    updated: article.updated,
    author: { name: article.authorName, role: article.authorRole },
    category: article.category.charAt(0).toUpperCase() + article.category.slice(1),
    tags: article.tags,
    image: { src: article.image.src, alt: article.image.alt },
  }));
}

export function calendarEntries(site: Pick<Site, "origin">): CalendarEntry[] {
  const webinars = allWebinars.map((webinar): CalendarEntry => ({
    kind: "webinar",
    slug: webinar.slug,
    title: webinar.title,
    description: `${webinar.summary}\n\nSpeaker: ${webinar.speaker}, ${webinar.role}`,
    url: `${site.origin}${entryPath("webinar", webinar.slug)}`,
    location: "Online",
    start: webinar.start,
    durationMinutes: webinar.durationMinutes,
  }));
  const events = allEvents.map((event): CalendarEntry => ({
    kind: "event",
    slug: event.slug,
    title: event.title,
    description: event.description,
    url: `${site.origin}/resources#event-${event.slug}`,
    location: event.location.kind === "online" ? event.location.name : `${event.location.name}, ${event.location.city}, ${event.location.country}`,
    start: event.startDate,
    end: event.endDate,
  }));
  return [...webinars, ...events];
}

export async function writeFeedsAndCalendars(clientDir: string, site: Site = companySite, now = new Date()): Promise<void> {
  const feedSite = { name: site.name, origin: site.origin, description: `Threat research, analysis and practical guidance from the ${site.name} team.`, language: "en" };
  const articles = feedArticles();
  await mkdir(path.join(clientDir, "blog"), { recursive: true });
  await writeFile(path.join(clientDir, feedPaths.rss), rssFeed(feedSite, articles));
  await writeFile(path.join(clientDir, feedPaths.atom), atomFeed(feedSite, articles));
  await writeFile(path.join(clientDir, feedPaths.json), jsonFeed(feedSite, articles));
  await mkdir(path.join(clientDir, "calendar"), { recursive: true });
  for (const entry of calendarEntries(site)) {
    await writeFile(path.join(clientDir, icsPath(entry)), icsFile(entry, { origin: site.origin, productName: site.name, now }));
  }
}
