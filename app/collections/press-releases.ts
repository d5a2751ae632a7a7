// content/press-releases/: the newsroom's releases, dated Markdown with no fields of their own.
import { z } from "zod";
import { isoDate, pageDescription, pageTitle } from "../content/schema/fields";
import { draft } from "../content/schema/publishing";
import { entryRoutes } from "../route-table";
import { entryCollection, newestFirst, withoutText } from "./collection";

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
  card: (release, href) => ({ ...withoutText(release), href }),
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
