import type { EventItem } from "~/content/types";
import type { Webinar } from "~/collections/webinars";
import { type JsonLd, absoluteUrl, companyRef, ld } from "./structured-data";

const SCHEMA = "https://schema.org/";
const ONLINE = `${SCHEMA}OnlineEventAttendanceMode`;

/** An upcoming event as the resources page lists it: online, or at a venue. */
export function eventLd(event: EventItem, path: string): JsonLd {
  const url = absoluteUrl(`${path}#event-${event.slug}`);
  return ld("Event", {
    name: event.title,
    description: event.description,
    startDate: event.startDate,
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode:
      event.location.kind === "online" ? ONLINE : `${SCHEMA}OfflineEventAttendanceMode`,
    location:
      event.location.kind === "online"
        ? { "@type": "VirtualLocation", url }
        : {
            "@type": "Place",
            name: event.location.name,
            address: {
              "@type": "PostalAddress",
              addressLocality: event.location.city,
              addressCountry: event.location.country,
            },
          },
    organizer: companyRef(),
    url,
  });
}

/** "2024-03-07T14:00:00-05:00" plus minutes, keeping the offset it was written in. */
export function addMinutes(isoWithOffset: string, minutes: number): string {
  const offset = /([+-]\d{2}:\d{2}|Z)$/.exec(isoWithOffset)?.[1] ?? "Z";
  const sign = offset === "Z" ? 0 : offset.startsWith("-") ? -1 : 1;
  const offsetMinutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)) || 0);
  const local = new Date(Date.parse(isoWithOffset) + (minutes + offsetMinutes) * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

/** A webinar session on its own page (online, with its speaker). */
export function webinarLd(webinar: Webinar, path: string): JsonLd {
  const url = absoluteUrl(path);
  return ld("Event", {
    name: webinar.title,
    description: webinar.summary,
    startDate: webinar.start,
    endDate: addMinutes(webinar.start, webinar.durationMinutes),
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: ONLINE,
    location: { "@type": "VirtualLocation", url },
    organizer: companyRef(),
    performer: { "@type": "Person", name: webinar.speaker, jobTitle: webinar.role },
    url,
  });
}
