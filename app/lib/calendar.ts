/** Where a webinar's or event's calendar file (RFC 5545, written by the build) is served. */
export function calendarPath(kind: "webinar" | "event", slug: string): string {
  return `/calendar/${kind}-${slug}.ics`;
}
