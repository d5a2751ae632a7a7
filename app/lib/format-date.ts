/** Dates in content are ISO; they show in US English, fixed to UTC so prerender and browser agree. */
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const shortParts = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

const toDate = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);

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
