import path from "node:path";
import { site } from "~/content/site";
import { fileRoute } from "~/files/file-response";
import { icsFile, icsPath } from "~/files/ics";
import { calendarEntries } from "~/page-data/calendar.server";

// DTSTAMP is when the file was made: this build.
export const { getStaticPaths, GET } = fileRoute("entry", async () =>
  (await calendarEntries(site)).map((entry) => ({
    key: path.posix.basename(icsPath(entry), ".ics"),
    name: icsPath(entry),
    text: icsFile(entry, { origin: site.origin, productName: site.name, now: new Date() }),
  })),
);
