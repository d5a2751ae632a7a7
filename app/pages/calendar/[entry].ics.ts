import path from "node:path";
import type { APIRoute, GetStaticPaths } from "astro";
import { site } from "~/content/site";
import { fileResponse } from "~/files/file-response";
import { type CalendarEntry, icsFile, icsPath } from "~/files/ics";
import { calendarEntries } from "~/page-data/calendar.server";

export const getStaticPaths = (async () =>
  (await calendarEntries(site)).map((entry) => ({
    params: { entry: path.posix.basename(icsPath(entry), ".ics") },
    props: { entry },
  }))) satisfies GetStaticPaths;

// DTSTAMP is when the file was made: this build.
export const GET: APIRoute<{ entry: CalendarEntry }> = ({ props }) =>
  fileResponse(
    icsPath(props.entry),
    icsFile(props.entry, { origin: site.origin, productName: site.name, now: new Date() }),
  );
