import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type CalendarEntry, calendarUid, icsFile, icsPath } from "./ics";

const origin = "https://www.halcyrion.example";
const now = new Date("2026-01-15T08:30:45.678Z");
const opts = { origin, productName: "Halcyrion", now };

const webinar: CalendarEntry = {
  kind: "webinar",
  slug: "zero-trust-architecture",
  title: "Zero Trust Architecture; From Strategy, to Rollout",
  description:
    "Agenda: identity, devices; networks.\nQ&A at the end. Paths like C:\\tools stay intact.",
  url: `${origin}/resources/webinars/zero-trust-architecture`,
  location: "Online",
  start: "2024-03-07T14:00:00-05:00",
  durationMinutes: 60,
};
const event: CalendarEntry = {
  kind: "event",
  slug: "ai-threat-intelligence-briefing-2027",
  title: "AI Threat Intelligence Briefing 2027",
  description: "Two days of briefings.",
  url: `${origin}/company/events/ai-threat-intelligence-briefing-2027`,
  location: "Halcyrion San Francisco office, San Francisco, United States",
  start: "2027-03-16",
  end: "2027-03-17",
};

/** Parses with ical.js, as a calendar app would, and returns the calendar and its one event. */
function parse(ics: string) {
  const jcal: unknown[] = ICAL.parse(ics);
  const calendar = new ICAL.Component(jcal);
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}
const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (ics: string) => ics.replace(/\r\n /g, "");

describe("icsFile: a timed webinar", () => {
  const ics = icsFile(webinar, opts);
  const { calendar, vevent, event } = parse(ics);

  it("is a published Gregorian VCALENDAR 2.0 with the product's PRODID", () => {
    expect(
      ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Halcyrion//Website//EN\r\n"),
    ).toBe(true);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Halcyrion//Website//EN");
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
  });

  it("carries the derived UID, the text fields round-tripped and the page URL", () => {
    expect(event.uid).toBe("webinar-zero-trust-architecture@www.halcyrion.example");
    expect(event.summary).toBe(webinar.title);
    expect(event.description).toBe(webinar.description);
    expect(event.location).toBe("Online");
    expect(vevent.getFirstPropertyValue("url")).toBe(webinar.url);
    expect(unfold(ics)).toContain(
      "DESCRIPTION:Agenda: identity\\, devices\\; networks.\\nQ&A at the end. Paths like C:\\\\tools stay intact.\r\n",
    );
  });

  it("gives the start and end as UTC instants (14:00 at -05:00 for 60 minutes is 19:00Z to 20:00Z)", () => {
    expect(ics).toContain("\r\nDTSTART:20240307T190000Z\r\nDTEND:20240307T200000Z\r\n");
    expect(event.startDate.isDate).toBe(false);
    expect(event.startDate.toJSDate().toISOString()).toBe("2024-03-07T19:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2024-03-07T20:00:00.000Z");
    expect(event.startDate.zone?.tzid).toBe("UTC");
  });

  it("stamps the file with opts.now in UTC, to the second", () => {
    expect(ics).toContain("\r\nDTSTAMP:20260115T083045Z\r\n");
    const stamp = vevent.getFirstPropertyValue("dtstamp");
    expect(stamp instanceof ICAL.Time ? stamp.toJSDate().toISOString() : stamp).toBe(
      "2026-01-15T08:30:45.000Z",
    );
  });

  it("takes an explicit end instead of a duration, and a given UID as is", () => {
    const timed = parse(
      icsFile(
        { ...webinar, durationMinutes: undefined, end: "2024-03-07T15:30:00-05:00", uid: "x@y" },
        opts,
      ),
    );
    expect(timed.event.endDate.toJSDate().toISOString()).toBe("2024-03-07T20:30:00.000Z");
    expect(timed.event.uid).toBe("x@y");
  });
});

describe("icsFile: an all-day event", () => {
  it("gives whole days, DTEND the day after the last (exclusive)", () => {
    const ics = icsFile(event, opts);
    expect(ics).toContain("\r\nDTSTART;VALUE=DATE:20270316\r\nDTEND;VALUE=DATE:20270318\r\n");
    const parsed = parse(ics).event;
    expect(parsed.uid).toBe("event-ai-threat-intelligence-briefing-2027@www.halcyrion.example");
    expect(parsed.startDate.isDate).toBe(true);
    expect(parsed.endDate.isDate).toBe(true);
    expect(parsed.startDate.toString()).toBe("2027-03-16");
    expect(parsed.endDate.toString()).toBe("2027-03-18");
    expect(parsed.location).toBe(event.location);
  });

  it("makes a one-day event without an end last that day, across a month's end", () => {
    expect(icsFile({ ...event, start: "2027-02-28", end: undefined }, opts)).toContain(
      "DTSTART;VALUE=DATE:20270228\r\nDTEND;VALUE=DATE:20270301\r\n",
    );
  });
});

describe("icsFile: RFC 5545 lines", () => {
  const description = "Bengaluru — “Zero Trust” ☁ 🔐, day one; ".repeat(8).trim();
  const ics = icsFile({ ...webinar, description, location: "Bengaluru — “Zero Trust” ☁" }, opts);

  it("ends every line with CRLF and keeps it within 75 octets", () => {
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.split("\r\n").slice(0, -1);
    for (const line of lines) expect(octets(line), line).toBeLessThanOrEqual(75);
    expect(Math.max(...lines.map(octets))).toBeGreaterThanOrEqual(72);
  });

  it("folds a long multi-byte description with CRLF + space, never inside a character, and unfolds to the same text", () => {
    const folded = ics.split("\r\n").filter((line) => line.startsWith(" "));
    expect(folded.length).toBeGreaterThan(3);
    for (const line of ics.split("\r\n"))
      expect(line).not.toMatch(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      );
    const { event: parsed } = parse(ics);
    expect(parsed.description).toBe(description);
    expect(parsed.location).toBe("Bengaluru — “Zero Trust” ☁");
    expect(unfold(ics)).toContain(
      `DESCRIPTION:${description.replace(/[;,]/g, (char) => `\\${char}`)}\r\n`,
    );
  });
});

describe("icsFile: refusals", () => {
  it("refuses a timed entry without an end, a floating time, an end before the start and a relative URL", () => {
    expect(() => icsFile({ ...webinar, durationMinutes: undefined }, opts)).toThrow(
      /zero-trust-architecture.*end or durationMinutes/,
    );
    expect(() => icsFile({ ...webinar, start: "2024-03-07T14:00:00" }, opts)).toThrow(/offset/);
    expect(() => icsFile({ ...event, end: "2027-03-15" }, opts)).toThrow(/ends before/);
    expect(() => icsFile({ ...webinar, durationMinutes: 0 }, opts)).toThrow(/end after/);
    expect(() => icsFile({ ...webinar, url: "/resources/webinars/x" }, opts)).toThrow(
      /not absolute/,
    );
  });
});

describe("icsPath and calendarUid", () => {
  it("names the file and the UID after the kind and the slug", () => {
    expect(icsPath(webinar)).toBe("/calendar/webinar-zero-trust-architecture.ics");
    expect(icsPath(event)).toBe("/calendar/event-ai-threat-intelligence-briefing-2027.ics");
    expect(calendarUid(event, "http://localhost:4173")).toBe(
      "event-ai-threat-intelligence-briefing-2027@localhost:4173",
    );
  });
});
