// content/press-releases/: the newsroom's releases, dated Markdown with no fields of their own.
import { z } from "zod";
import { isoDate, pageDescription, pageTitle } from "../content/schema/fields";
import { draft } from "../content/schema/publishing";
import { entryPath, entryRoutes } from "../route-table";
import { type EntryOf, entryCollection, newestFirst, withoutText } from "./collection";

export const pressReleases = entryCollection("press-release", {
  scheduled: true,
  schema: z.strictObject({
    title: pageTitle,
    description: pageDescription,
    date: isoDate,
    updated: isoDate.optional(),
    draft,
  }),
  read: (_, file) => file.render(),
  order: newestFirst,
  card: (release) => ({ ...withoutText(release), href: entryPath("press-release", release.slug) }),
  section: "entries",
  feed: {
    channel: "Press releases",
    description: (siteName) => `Press releases and announcements from ${siteName}.`,
    item: (release, siteName) => ({
      ...release,
      author: { name: siteName },
      category: entryRoutes["press-release"].kind,
      tags: [],
    }),
  },
  cms: { label: "Press releases", options: { sortable_fields: ["date", "title"] } },
});

export type PressReleaseEntry = EntryOf<typeof pressReleases>;
