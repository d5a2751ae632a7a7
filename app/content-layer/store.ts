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

type SiteCollection = "forms" | "pages" | "authors" | "events" | "certifications" | "policies";
const dataIn = async (name: Folder | SiteCollection): Promise<unknown[]> =>
  isEmpty(name) ? [] : (await getCollection(name)).map((entry) => entry.data);

/** A collection of entries, by folder, typed by its module. */
export const entriesIn = <K extends Folder>(folder: K) => dataIn(folder) as Promise<EntryMap[K][]>;
/** One of the site's own collections, typed by its reading. */
export const siteEntries = <K extends SiteCollection>(name: K) =>
  dataIn(name) as Promise<Content[K]>;

export const { claims, notFound } = readSettings();
export const claimRegister = { claims };
