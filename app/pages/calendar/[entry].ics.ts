import path from "node:path";
import type { APIRoute, GetStaticPaths } from "astro";
import { site } from "~/content/site";
import { fileResponse } from "~/lib/file-response";
import { type CalendarEntry, icsFile, icsPath } from "~/lib/ics";
import { calendarEntries } from "~/loaders/calendar.server";

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
