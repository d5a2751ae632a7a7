// The collections as routes, endpoints and loaders read them: the content layer's entries typed by their
// reader (app/content-layer/read.ts), and the settings, read before Astro runs (app/content-layer/settings.ts).
import { getCollection } from "astro:content";
import type { CollectionName, Content, SimpleEntry } from "./read";
import { type SimpleFamily, simpleFamilyNames } from "../content/schema/families";
import { entryRoutes } from "../route-table";
import { readSettings } from "./settings";

const dataOf = (entry: { data: unknown }) => entry.data;
// Astro warns on reading an empty collection, and a valid edit empties one (no events planned): one
// the stored sizes count as empty is [] without asking it (a data store without sizes reads every one).
const sizes = (await getCollection("sizes")).map(dataOf) as Content["sizes"];
const isEmpty = (name: CollectionName) =>
  sizes.some((size) => size.id === name && size.entries === 0);

/** A collection's entries; the share images read theirs by name (app/pages/og/). */
export async function collectionEntries<K extends CollectionName>(name: K): Promise<Content[K]> {
  if (isEmpty(name)) return [] as Content[K];
  return (await getCollection(name)).map(dataOf) as Content[K];
}

export const allPages = await collectionEntries("pages");
export const allArticles = await collectionEntries("articles");
export const allAuthors = await collectionEntries("authors");
export const allCaseStudies = await collectionEntries("case-studies");
export const allWebinars = await collectionEntries("webinars");
export const allEvents = await collectionEntries("events");
export const allJobs = await collectionEntries("jobs");
export const allAdvisories = await collectionEntries("advisories");
export const allResearch = await collectionEntries("research");
export const allCertifications = await collectionEntries("certifications");
export const allPolicies = await collectionEntries("policies");
export const allForms = await collectionEntries("forms");
/** The collections with no code of their own (schema/families.ts), by family. */
export const simpleEntries = Object.fromEntries(
  await Promise.all(
    simpleFamilyNames.map(async (family) => [
      family,
      await collectionEntries(entryRoutes[family].folder),
    ]),
  ),
) as { [K in SimpleFamily]: SimpleEntry<K>[] };

export const { claims, notFound, redirects, site, navigation } = readSettings();
export const claimRegister = { claims };
// EventItem, not Event: the DOM has an Event type.
export type ArticleEntry = Content["articles"][number];
export type Page = Content["pages"][number];
export type JobEntry = Content["jobs"][number];
export type WebinarEntry = Content["webinars"][number];
export type EventItem = Content["events"][number];
export type CaseStudyEntry = Content["case-studies"][number];
export type AdvisoryEntry = Content["advisories"][number];
export type ResearchEntry = Content["research"][number];
export type Certification = Content["certifications"][number];
export type PolicyEntry = Content["policies"][number];
