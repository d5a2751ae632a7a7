// The collections as routes, endpoints and loaders read them from Astro's data store: each collection of
// entries typed by its module (app/collections/), the site's own by their reading (read.ts); the settings,
// read before Astro runs (settings.ts).
import { type CollectionKey, getCollection } from "astro:content";
import type { Content } from "./read";
import type { EntryOf } from "../collections/collection";
import { advisories } from "../collections/advisories";
import { articles } from "../collections/articles";
import { caseStudies } from "../collections/case-studies";
import { jobs } from "../collections/jobs";
import { pressReleases } from "../collections/press-releases";
import { research } from "../collections/research";
import { webinars } from "../collections/webinars";
import { readSettings } from "./settings";

// Astro warns on reading an empty collection, and a valid edit empties one (no events planned): one
// the stored sizes count as empty is [] without asking it (a data store without sizes reads every one).
const sizes: Content["sizes"] = (await getCollection("sizes")).map((entry) => entry.data);
const isEmpty = (name: string) => sizes.some((size) => size.id === name && size.entries === 0);

/** A collection of entries, typed by its module. */
export async function entriesOf<C extends { folder: CollectionKey }>(
  collection: C,
): Promise<EntryOf<C>[]> {
  if (isEmpty(collection.folder)) return [];
  return (await getCollection(collection.folder)).map((entry) => entry.data);
}

type SiteCollection = "forms" | "pages" | "authors" | "events" | "certifications" | "policies";
/** One of the site's own collections, typed by its reading; the share images read theirs by name (app/pages/og/). */
export async function collectionEntries<K extends SiteCollection>(name: K): Promise<Content[K]> {
  if (isEmpty(name)) return [];
  return (await getCollection(name)).map((entry) => entry.data);
}

export const allPages = await collectionEntries("pages");
export const allArticles = await entriesOf(articles);
export const allAuthors = await collectionEntries("authors");
export const allCaseStudies = await entriesOf(caseStudies);
export const allWebinars = await entriesOf(webinars);
export const allEvents = await collectionEntries("events");
export const allJobs = await entriesOf(jobs);
export const allAdvisories = await entriesOf(advisories);
export const allResearch = await entriesOf(research);
export const allCertifications = await collectionEntries("certifications");
export const allPolicies = await collectionEntries("policies");
export const allForms = await collectionEntries("forms");
export const simpleEntries = { "press-release": await entriesOf(pressReleases) };

export const { claims, notFound, redirects, site, navigation } = readSettings();
export const claimRegister = { claims };
// EventItem, not Event: the DOM has an Event type.
export type ArticleEntry = EntryOf<typeof articles>;
export type Page = Content["pages"][number];
export type JobEntry = EntryOf<typeof jobs>;
export type WebinarEntry = EntryOf<typeof webinars>;
export type EventItem = Content["events"][number];
export type CaseStudyEntry = EntryOf<typeof caseStudies>;
export type AdvisoryEntry = EntryOf<typeof advisories>;
export type ResearchEntry = EntryOf<typeof research>;
export type Certification = Content["certifications"][number];
export type PolicyEntry = Content["policies"][number];
export type PressReleaseEntry = EntryOf<typeof pressReleases>;
