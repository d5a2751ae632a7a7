/** The content as the site is built from it (app/content-layer/read.ts), for tests that check a page against its file:
 * browser tests read what a marketer can change from here, never today's copy (e2e/README.md). */
import { test } from "@playwright/test";
import { buildContentFrom } from "../../test/content-build";
import { siteOrigin } from "../../app/content/origin";
import { readFormDelivery } from "../../app/content-layer/settings";
import type { Action, SectionOf, SectionType } from "../../app/content/types";

const content = await buildContentFrom();
export const {
  advisories: allAdvisories,
  research: allResearch,
  articles: allArticles,
  authors: allAuthors,
  "case-studies": allCaseStudies,
  events: allEvents,
  forms: allForms,
  jobs: allJobs,
  pages: allPages,
  policies: allPolicies,
  webinars: allWebinars,
  claimRegister,
  navigation,
  notFound,
} = content;
export const site = { ...content.site, origin: siteOrigin() };
/** Whether the site's forms deliver to a service (content/form-delivery.yaml). Without one, forms and
 * their buttons compose mails, which the mail tests check; with one, forms.spec.ts checks delivery. */
export const formsDeliverOnline = (readFormDelivery()?.provider ?? "none") !== "none";
export const MAIL_FALLBACK_ONLY =
  "a form service is configured: forms deliver online (forms.spec.ts) instead of composing mail";

/** Whether an address is a page of the site (content/pages), wherever an editor put it. */
export const isPage = (href: string | undefined) => allPages.some((entry) => entry.path === href);

/** The pages on the site showing a section of `type` (that `has` accepts), by address, with that section. */
export function pagesWith<T extends SectionType>(
  type: T,
  has: (section: SectionOf<T>) => boolean = () => true,
): { path: string; section: SectionOf<T> }[] {
  return [...allPages]
    .sort((a, b) => a.path.localeCompare(b.path))
    .flatMap(({ path, sections }) => {
      const section = sections.find(
        (candidate): candidate is SectionOf<T> =>
          candidate.type === type && has(candidate as SectionOf<T>),
      );
      return section ? [{ path, section }] : [];
    });
}

/**
 * Inside a test: the first page showing a section of `type`, found by what it shows rather than by
 * its address, so moving, renaming or removing a page fails no test. With none, the test is skipped. */
export function pageShowing<T extends SectionType>(
  type: T,
  has?: (section: SectionOf<T>) => boolean,
): { path: string; section: SectionOf<T> } {
  const [found] = pagesWith(type, has);
  test.skip(!found, `no page on the site shows a "${type}" section`);
  return found as { path: string; section: SectionOf<T> };
}

/** The page showing a form (content/forms/<form>.yaml): where a button naming the form leads. */
export function formPage(form: string): string {
  const path = site.formPages[form];
  if (!path) throw new Error(`No page of the content shows the form ${form}`);
  return path;
}

/** The page listing a collection, the first showing its section (`jobs`): where its entries' "All …" links lead. */
export function listPage(type: SectionType): string {
  const path = site.sectionPages[type];
  if (!path) throw new Error(`No page of the content shows a "${type}" section`);
  return path;
}

/** The page entry a path shows (content/pages/<path>.yaml). */
export function pageEntry(path: string) {
  const page = allPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No content page for ${path}`);
  return page;
}

/** The page's first section of a type (or the one with that id), as the page receives it. */
export function sectionOf<T extends SectionType>(path: string, type: T, id?: string): SectionOf<T> {
  const found = pageEntry(path).sections.find(
    (section): section is SectionOf<T> =>
      section.type === type && (id === undefined || section.id === id),
  );
  if (!found)
    throw new Error(
      `content/pages for ${path} has no ${type} section${id ? ` with id ${id}` : ""}`,
    );
  return found;
}

/** Every button a page's content declares (hero and sections, however deep), in file order. */
export function pageActions(path: string): Action[] {
  const found: Action[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if ((record.kind === "link" || record.kind === "mail") && typeof record.label === "string")
      found.push(record as Action);
    else Object.values(record).forEach(walk);
  };
  walk(pageEntry(path).hero);
  walk(pageEntry(path).sections);
  return found;
}

/** The policy at /legal/<slug> (content/policies/<slug>.md). */
export function policyEntry(slug: string) {
  const policy = allPolicies.find((candidate) => candidate.slug === slug);
  if (!policy) throw new Error(`No policy content/policies/${slug}.md`);
  return policy;
}

/** The orders the site lists each collection in (app/page-data/collections.server.ts). */
export const articlesNewestFirst = [...allArticles].sort(
  (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
);
export const jobsNewestFirst = [...allJobs].sort(
  (a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title),
);
export const caseStudiesByTitle = [...allCaseStudies].sort((a, b) =>
  a.title.localeCompare(b.title),
);
export const webinarsByStart = [...allWebinars].sort((a, b) => a.start.localeCompare(b.start));
export const eventsByStart = [...allEvents].sort((a, b) => a.startDate.localeCompare(b.startDate));

/** A string matched literally inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
