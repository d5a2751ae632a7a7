// content/webinars/: recorded sessions, each with its agenda, announced in the time zone it ran in.
import { z } from "zod";
import { isoDateTime, pageDescription, pageTitle, text } from "../content/schema/fields";
import { draft } from "../content/schema/publishing";
import { type CardOf, type EntryOf, entryCollection, withoutText } from "./collection";

/** "March 7, 2024" and "2:00 PM EST": the date and time where the session is announced. */
function sessionTime(start: string, timeZone: string) {
  const at = new Date(start);
  const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(at);
  const time = new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(at);
  return { date, time: time.replace(/\u202f/g, " ") };
}

export const webinars = entryCollection("webinar", {
  schema: z.strictObject({
    title: pageTitle,
    /** The card's text and the page's description. */
    summary: pageDescription,
    start: isoDateTime,
    /** IANA time zone the session is announced in, e.g. America/New_York. */
    timeZone: z
      .string()
      .regex(/^[A-Za-z_]+\/[A-Za-z_]+$/, "Expected a time zone like America/New_York"),
    durationMinutes: z.number().int().min(15).max(480),
    speaker: text,
    role: text,
    attendees: z.number().int().min(0),
    agenda: z
      .array(
        z.strictObject({
          time: z.string().regex(/^\d{1,2}:\d{2}$/, 'Expected an offset like "0:15"'),
          title: text,
        }),
      )
      .min(1, "Add the agenda")
      .max(10),
    draft,
  }),
  read: async (doc, file) => ({
    ...(await file.render()),
    ...sessionTime(doc.start, doc.timeZone),
  }),
  order: (a, b) => a.start.localeCompare(b.start),
  card: withoutText,
  section: "webinars",
  // Its `date` is the session's, as announced ("March 7, 2024").
  image: (webinar) => ({ text: webinar.date }),
  cms: { label: "Webinars" },
});

export type WebinarEntry = EntryOf<typeof webinars>;
export type Webinar = CardOf<typeof webinars>;
