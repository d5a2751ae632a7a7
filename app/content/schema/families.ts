/**
 * Collections that need no code of their own: Markdown entries with a title, a description and a
 * date. Each is read by app/content/read.ts, its pages are at its base (app/route-table.ts), an
 * `entries` section lists it, its feeds and share images follow, and the CMS edits it.
 */
import { z } from "zod";
import { isoDate, pageDescription, pageTitle } from "./fields";
import { draft } from "./publishing";

const dated = { title: pageTitle, description: pageDescription, date: isoDate, updated: isoDate.optional(), draft };

export const simpleFamilies = {
  "press-release": {
    /** The CMS's name for the collection. */
    label: "Press releases",
    /** Its feeds' channel: what a reader subscribes to. */
    feed: (siteName: string) => `Press releases and announcements from ${siteName}.`,
    schema: z.object(dated),
  },
} as const;
export type SimpleFamily = keyof typeof simpleFamilies;
export const simpleFamilyNames = Object.keys(simpleFamilies) as [SimpleFamily, ...SimpleFamily[]];
