// content/jobs/: the open positions, each with its Apply page (app/pages/company/careers/[slug]/apply.astro).
import { z } from "zod";
import { isoDate, pageDescription, pageTitle, text } from "../content/schema/fields";
import { countryCode } from "../content/schema/collections";
import { draft } from "../content/schema/publishing";
import { type CardOf, type EntryOf, entryCollection, withoutText } from "./collection";

export const jobs = entryCollection("job", {
  textSections: true,
  schema: z.strictObject({
    title: pageTitle,
    department: text,
    location: z.strictObject({
      label: text,
      city: text.optional(),
      region: text.optional(),
      country: countryCode,
      remote: z.boolean().optional(),
    }),
    employmentType: z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN"]),
    datePosted: isoDate,
    validThrough: isoDate,
    /** The card's summary and the page's description. */
    summary: pageDescription,
    draft,
  }),
  read: (_, file) => file.render(),
  order: (a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title),
  card: withoutText,
  section: "jobs",
  image: (job) => ({ text: job.location.label }),
  cms: { label: "Jobs", singular: "Job" },
});

export type JobEntry = EntryOf<typeof jobs>;
export type JobOpening = CardOf<typeof jobs>;
