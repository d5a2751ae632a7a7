/** The pages of the collections listed by the shared `entries` section (press releases). */
import { simpleEntries } from "~/content-layer/store";
import { entryRoutes } from "~/route-table";
import { articleTimes } from "~/lib/seo";
import { simpleEntryLd } from "~/lib/structured-data-article";
import { entryPage, slugPaths } from "./collections.server";

type SimpleFamily = keyof typeof simpleEntries;
export const simplePaths = (family: SimpleFamily) => slugPaths(simpleEntries[family]);

export function simpleEntryData(family: SimpleFamily, slug: string) {
  const { entry, path, image, trail, meta } = entryPage(family, simpleEntries[family], slug);
  return {
    meta: meta({
      title: entry.title,
      description: entry.description,
      type: "article",
      structuredData: [simpleEntryLd(entry, path, image.path)],
      extra: articleTimes(entry.date, entry.updated),
    }),
    kind: entryRoutes[family].kind,
    entry,
    trail,
  };
}
