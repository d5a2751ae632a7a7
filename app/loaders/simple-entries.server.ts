/** The pages of the collections with no code of their own (app/content/schema/families.ts). */
import { simpleEntries } from "~/content-layer/store";
import type { SimpleFamily } from "~/content/schema/families";
import { articleTimes } from "~/lib/seo";
import { simpleEntryLd } from "~/lib/structured-data-article";
import { entryPage, slugPaths } from "./collections.server";

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
    family,
    entry,
    trail,
  };
}
