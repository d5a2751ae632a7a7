/** The page of an entry with no fields of its own (a press release): its title, date and text. */
import { type EntryMap, type Folder, collectionIn } from "~/collections/list";
import type { SimpleEntry } from "~/components/entries/simple-entry-page";
import { articleTimes } from "~/lib/seo";
import { simpleEntryLd } from "~/lib/structured-data";
import { entryPage } from "./collections.server";

export async function simpleEntryData<K extends Folder>(
  folder: K,
  entry: EntryMap[K] & SimpleEntry,
) {
  const { path, image, trail, meta } = await entryPage(folder, entry);
  return {
    meta: meta({
      title: entry.title,
      description: entry.description,
      type: "article",
      structuredData: [simpleEntryLd(entry, path, image.path)],
      extra: articleTimes(entry.date, entry.updated),
    }),
    kind: collectionIn[folder].kind,
    entry,
    trail,
  };
}
