// Collections that need no code of their own (Markdown with title, description, date): from an entry here
// they are read, listed, fed and edited in the CMS like any other (docs/architecture.md, Add a collection).
import { z } from "zod";
import { isoDate, pageDescription, pageTitle } from "./fields";
import { draft } from "./publishing";

const dated = {
  title: pageTitle,
  description: pageDescription,
  date: isoDate,
  updated: isoDate.optional(),
  draft,
};

export const simpleFamilies = {
  "press-release": {
    /** The CMS's name for the collection. */
    label: "Press releases",
    /** Its feeds' channel: what a reader subscribes to. */
    feed: (siteName: string) => `Press releases and announcements from ${siteName}.`,
    schema: z.strictObject(dated),
  },
} as const;
export type SimpleFamily = keyof typeof simpleFamilies;
export const simpleFamilyNames = Object.keys(simpleFamilies) as [SimpleFamily, ...SimpleFamily[]];
