// Calendar files (RFC 5545). DTSTAMP, the only moment not the entry's own, is `opts.now`.
import { calendarPath } from "../route-table";
import { parseDay, rfc3339 } from "../lib/format-date";

export interface CalendarEntry {
  /** Stable across builds: calendars match on it, so a re-import updates the event. */
  uid?: string;
  kind: "webinar" | "event";
  slug: string;
  title: string;
  description: string;
  url: string;
  location: string;
  /** A date-time with an offset, or a date for an all-day entry. */
  start: string;
  /** For a date, the last day (inclusive). */
  end?: string;
  durationMinutes?: number;
}

export interface IcsOptions {
  origin: string;
  productName: string;
  /** DTSTAMP. */
  now: Date;
}

type EntryKey = Pick<CalendarEntry, "kind" | "slug">;

export const icsPath = (entry: EntryKey): string => calendarPath(entry.kind, entry.slug);

export const calendarUid = (entry: EntryKey, origin: string): string =>
  `${entry.kind}-${entry.slug}@${new URL(origin).host}`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An offset is required: a floating time would be read in the build machine's zone. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** TEXT (§3.3.11): escape backslash, semicolon, comma and newlines; CONTROL characters are not allowed. */
const text = (value: string) =>
  value
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\r\n|\r|\n/g, "\\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, "");

const utc = (at: Date) => rfc3339(at).replace(/[-:]/g, "");
const ymd = (at: Date) => at.toISOString().slice(0, 10).replace(/-/g, "");

function fail(entry: EntryKey, problem: string): never {
  throw new Error(`ics: ${entry.kind} "${entry.slug}": ${problem}`);
}

function instant(entry: EntryKey, value: string): Date {
  const at = new Date(value);
  if (!DATE_TIME.test(value) || Number.isNaN(at.getTime()))
    fail(entry, `"${value}" is not a date-time with an offset`);
  return at;
}

const calendarDay = (entry: EntryKey, value: string): Date =>
  parseDay(value) ?? fail(entry, `"${value}" is not a date (YYYY-MM-DD)`);

/** A whole day's DTEND is the day after the last (exclusive, §3.6.1). */
function timing(entry: CalendarEntry): string[] {
  if (DATE.test(entry.start)) {
    if (entry.durationMinutes !== undefined) fail(entry, "durationMinutes needs a timed start");
    const first = calendarDay(entry, entry.start);
    const last = entry.end === undefined ? first : calendarDay(entry, entry.end);
    if (last < first) fail(entry, "ends before it starts");
    return [
      `DTSTART;VALUE=DATE:${ymd(first)}`,
      `DTEND;VALUE=DATE:${ymd(new Date(last.getTime() + 86_400_000))}`,
    ];
  }
  const start = instant(entry, entry.start);
  if (entry.end === undefined && entry.durationMinutes === undefined)
    fail(entry, "give end or durationMinutes");
  const end =
    entry.end !== undefined
      ? instant(entry, entry.end)
      : new Date(start.getTime() + (entry.durationMinutes ?? 0) * 60_000);
  if (!(end > start)) fail(entry, "must end after it starts");
  return [`DTSTART:${utc(start)}`, `DTEND:${utc(end)}`];
}

/** §3.1: 75 octets, never splitting a code point; a continuation's leading space counts. */
function fold(line: string): string {
  let folded = "";
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    if (size + bytes > 75) {
      folded += "\r\n ";
      size = 1;
    }
    folded += char;
    size += bytes;
  }
  return folded;
}

export function icsFile(entry: CalendarEntry, opts: IcsOptions): string {
  if (!URL.canParse(entry.url)) fail(entry, `url "${entry.url}" is not absolute`);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${text(opts.productName)}//Website//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${text(entry.uid ?? calendarUid(entry, opts.origin))}`,
    `DTSTAMP:${utc(opts.now)}`,
    ...timing(entry),
    `SUMMARY:${text(entry.title)}`,
    `DESCRIPTION:${text(entry.description)}`,
    // A URI, not TEXT: no backslash escapes; URL parsing refuses a relative one and encodes spaces.
    `URL:${new URL(entry.url).href}`,
    `LOCATION:${text(entry.location)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
