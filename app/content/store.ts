/**
 * The content collections as the routes, endpoints and loaders read them: the content layer's
 * entries (app/content.config.ts), typed by the reader that stored them (app/content/read.ts),
 * and the settings files, which are read before Astro runs (app/content/settings.ts).
 */
import { getCollection } from "astro:content";
import type { CollectionName, Content, SimpleEntry } from "./read";
import { type SimpleFamily, simpleFamilyNames } from "./schema/families";
import { entryRoutes } from "../route-table";
import { readSettings } from "./settings";

async function entries<K extends CollectionName>(name: K): Promise<Content[K]> {
  return (await getCollection(name)).map((entry: { data: unknown }) => entry.data) as Content[K];
}

export const allPages = await entries("pages");
export const allArticles = await entries("articles");
export const allAuthors = await entries("authors");
export const allCaseStudies = await entries("case-studies");
export const allWebinars = await entries("webinars");
export const allEvents = await entries("events");
export const allJobs = await entries("jobs");
export const allAdvisories = await entries("advisories");
export const allResearch = await entries("research");
export const allCertifications = await entries("certifications");
export const allPolicies = await entries("policies");
export const allForms = await entries("forms");
/** The collections with no code of their own (schema/families.ts), by family. */
export const simpleEntries = Object.fromEntries(
  await Promise.all(simpleFamilyNames.map(async (family) => [family, await entries(entryRoutes[family].folder)])),
) as { [K in SimpleFamily]: SimpleEntry<K>[] };

export const { claims, notFound, redirects, site, navigation } = readSettings();
export const claimRegister = { claims };
export type Article = Content["articles"][number];
export type Page = Content["pages"][number];
export type Job = Content["jobs"][number];
export type Webinar = Content["webinars"][number];
export type Event = Content["events"][number];
export type CaseStudy = Content["case-studies"][number];
export type Advisory = Content["advisories"][number];
export type Research = Content["research"][number];
export type Certification = Content["certifications"][number];
export type Policy = Content["policies"][number];
