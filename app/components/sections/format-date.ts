/** Dates in content are ISO; they show in US English, fixed to UTC so prerender and browser agree. */
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const shortParts = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

const toDate = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);

/** "March 16, 2027", or "March 16 – 17, 2027" for a range. */
export function formatDate(start: string, end?: string): string {
  const text = end ? longDate.formatRange(toDate(start), toDate(end)) : longDate.format(toDate(start));
  // ICU puts thin spaces around the range dash; plain spaces read the same everywhere (mail subjects too).
  return text.replace(/[\u2009\u202f]/g, " ");
}

/** { month: "Mar", day: "16" }. */
export function calendarParts(iso: string): { month: string; day: string } {
  const parts = shortParts.formatToParts(toDate(iso));
  return {
    month: parts.find((part) => part.type === "month")?.value ?? "",
    day: parts.find((part) => part.type === "day")?.value ?? "",
  };
}
