/** The pages of the collections with no code of their own (app/content/schema/families.ts). */
import { simpleEntries } from "~/content/store";
import type { SimpleFamily } from "~/content/schema/families";
import { articleTimes, seo } from "~/lib/seo";
import { imageOf } from "~/lib/entry-images";
import { simpleEntryLd } from "~/lib/structured-data-article";
import { entryPath, entryRoutes } from "~/route-table";
import { notFound, slugPaths, trailTo } from "./collections.server";

export const simplePaths = (family: SimpleFamily) => slugPaths(simpleEntries[family]);

export function simpleEntryData(family: SimpleFamily, slug: string) {
  const entry =
    simpleEntries[family].find((candidate) => candidate.slug === slug) ??
    notFound(entryRoutes[family].kind);
  const path = entryPath(family, slug);
  const image = imageOf(family, entry);
  const trail = trailTo(path, entry.title);
  return {
    meta: seo({
      title: entry.title,
      description: entry.description,
      path,
      type: "article",
      trail,
      image,
      structuredData: [simpleEntryLd(entry, path, image.path)],
      extra: articleTimes(entry.date, entry.updated),
    }),
    family,
    entry,
    trail,
  };
}
