/** Dates in content are ISO; they show in US English, fixed to UTC so prerender and browser agree. */
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const shortParts = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** A day as the instant it began, in UTC: files carry their entries' days, never the build's clock. */
export const dayStart = (day: string) => `${day}T00:00:00.000Z`;

/** A YYYY-MM-DD day as that instant; undefined for other text or a day that does not exist (2024-02-30 would roll over). */
export function parseDay(value: string): Date | undefined {
  const at = new Date(dayStart(value));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(at.getTime());
  return valid && at.toISOString().slice(0, 10) === value ? at : undefined;
}

/** An instant to the second, as RFC 3339 (and Atom, JSON Feed, iCalendar) write it. */
export const rfc3339 = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "Z");

const toDate = (iso: string) => new Date(iso.length === 10 ? dayStart(iso) : iso);

export function formatDate(start: string, end?: string): string {
  const text = end
    ? longDate.formatRange(toDate(start), toDate(end))
    : longDate.format(toDate(start));
  // ICU puts thin spaces around the range dash; plain spaces read the same everywhere (mail subjects too).
  return text.replace(/[\u2009\u202f]/g, " ");
}

export function calendarParts(iso: string): { month: string; day: string } {
  const parts = Object.fromEntries(
    shortParts.formatToParts(toDate(iso)).map((part) => [part.type, part.value]),
  );
  return { month: parts.month ?? "", day: parts.day ?? "" };
}
