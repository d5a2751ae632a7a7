// The collections as routes, endpoints and page data read them from Astro's data store: each collection of
// entries typed by its module (app/collections/), the site's own by their reading (read.ts); the settings,
// read before Astro runs (settings.ts).
import { getCollection } from "astro:content";
import type { Content } from "./read";
import type { EntryMap, Folder } from "../collections/list";
import { readSettings } from "./settings";

// Astro warns on reading an empty collection, and a valid edit empties one (no events planned): one
// the stored sizes count as empty is [] without asking it (a data store without sizes reads every one).
const sizes: Content["sizes"] = (await getCollection("sizes")).map((entry) => entry.data);
const isEmpty = (name: string) => sizes.some((size) => size.id === name && size.entries === 0);

/** A collection of entries, by folder, typed by its module. */
export async function entriesIn<K extends Folder>(folder: K): Promise<EntryMap[K][]> {
  if (isEmpty(folder)) return [];
  return (await getCollection(folder)).map((entry) => entry.data);
}

type SiteCollection = "forms" | "pages" | "authors" | "events" | "certifications" | "policies";
/** One of the site's own collections, typed by its reading. */
export async function siteEntries<K extends SiteCollection>(name: K): Promise<Content[K]> {
  if (isEmpty(name)) return [];
  return (await getCollection(name)).map((entry) => entry.data);
}

export const { claims, notFound, shareImages } = readSettings();
export const claimRegister = { claims };
