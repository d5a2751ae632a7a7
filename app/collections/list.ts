// The collections of entries, each a page of its own, by folder: the one list the content reading, the
// store, the page lists, the feeds, the share images, the CMS and its previews read.
import type { Certification, EventItem } from "../content/schema/resolved";
import type { NativePost } from "../forms/adapters/types";
import type { FormDefinition } from "../forms/schema";
import type { CardOf, CollectionDefinition, EntryOf, ListedCard } from "./collection";
import { advisories } from "./advisories";
import { articles } from "./articles";
import { caseStudies } from "./case-studies";
import { jobs } from "./jobs";
import { pressReleases } from "./press-releases";
import { research } from "./research";
import { webinars } from "./webinars";

/** Each collection under its folder's name, which is its own. */
const byFolder = <T extends { [K in keyof T]: { folder: K } }>(collections: T) => collections;

export const entryCollections = byFolder({
  articles,
  "case-studies": caseStudies,
  webinars,
  jobs,
  advisories,
  research,
  "press-releases": pressReleases,
});

/** In the list's order. */
export const everyEntryCollection = Object.values(entryCollections);

export type Folder = keyof typeof entryCollections;
/** Each collection's entries, and what its list shows of one, by folder. */
export type EntryMap = { [K in Folder]: EntryOf<(typeof entryCollections)[K]> };
export type CardMap = { [K in Folder]: CardOf<(typeof entryCollections)[K]> };

/** The list again, each collection's functions typed by its folder's entries and cards: code given any
 * folder calls that collection's own on its own entries (TypeScript's correlated unions, #47109). */
export const collectionIn: {
  [K in Folder]: (typeof entryCollections)[K] &
    Omit<
      CollectionDefinition<never, EntryMap[K], CardMap[K], unknown>,
      "schema" | "read" | "check"
    >;
} = entryCollections;

/** The cards of the collections a page's sections list, by folder. */
type CardLists<K extends Folder = Folder> = { [P in K]?: CardMap[P][] };

/** What a page's list sections show, looked up by its page data: each collection's cards by folder, an
 * `entries` section's by the id it names, and the site's own lists. */
export type PageLists = CardLists & {
  entries?: Partial<Record<string, ListedEntries>>;
  events?: EventItem[];
  certifications?: Certification[];
  /** The definitions of the page's forms (content/forms), by id. */
  forms?: Record<string, FormDefinition>;
  /** How each of those forms posts without JavaScript (null: it composes mail), by form id. */
  formPosts?: Record<string, NativePost | null>;
};

/** What an `entries` section shows of the collection it names: its cards, and its feeds if it has any. */
export interface ListedEntries {
  cards: ListedCard[];
  feeds?: { what: string; paths: { rss: string; atom: string; json: string } };
}

type Listed = {
  [K in Folder]: (typeof entryCollections)[K]["section"] extends "entries"
    ? (typeof entryCollections)[K]
    : never;
}[Folder];
/** The collection an `entries` section names by its id, if it is one that section lists. */
export const listedCollection = (id: string) =>
  everyEntryCollection.find(
    (collection): collection is Listed => collection.section === "entries" && collection.id === id,
  );
