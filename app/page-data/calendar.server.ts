/** The webinars and events as calendar files read them (app/pages/calendar/[entry].ics.ts). */
import { entriesIn, siteEntries } from "~/content-layer/store";
import type { Site } from "~/content/site";
import type { CalendarEntry } from "~/files/ics";
import { entryPath } from "~/route-table";
import { eventPlace } from "~/components/sections/resource-cards";

export async function calendarEntries(site: Pick<Site, "origin">): Promise<CalendarEntry[]> {
  const webinars = (await entriesIn("webinars")).map((webinar): CalendarEntry => ({
    kind: "webinar",
    slug: webinar.slug,
    title: webinar.title,
    description: `${webinar.summary}\n\nSpeaker: ${webinar.speaker}, ${webinar.role}`,
    url: `${site.origin}${entryPath("webinar", webinar.slug)}`,
    location: "Online",
    start: webinar.start,
    durationMinutes: webinar.durationMinutes,
  }));
  const events = (await siteEntries("events")).map((event): CalendarEntry => ({
    kind: "event",
    slug: event.slug,
    title: event.title,
    description: event.description,
    url: `${site.origin}/resources#event-${event.slug}`,
    location: eventPlace(event.location),
    start: event.startDate,
    end: event.endDate,
  }));
  return [...webinars, ...events];
}
