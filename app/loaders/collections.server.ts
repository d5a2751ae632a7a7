// Lookups over the content build's collections for loaders, which run only at prerender: nothing here
// reaches the browser as code, a page's data arrives as route data.
import {
  allResearch,
  allAdvisories,
  allArticles,
  allCaseStudies,
  allCertifications,
  allEvents,
  allForms,
  allJobs,
  allPages,
  allPolicies,
  allWebinars,
  simpleEntries,
} from "~/content-layer/store";
import type { GetStaticPaths } from "astro";
import { type EntryLayout, entryPath, entryRoutes } from "~/route-table";
import { imageOf } from "~/lib/entry-images";
import { type SeoInput, seo } from "~/lib/seo";
import type { NativePost } from "~/forms/adapters/types";
import { buildFormsSettings } from "~/forms/build-settings";
import { nativePost } from "~/forms/delivery";
import { mailSubject } from "~/forms/mail";
import type { FormDefinition } from "~/forms/schema";
import { site } from "~/content/site";
import type { ArticleCard, CaseStudy, Page, PageLists, ResearchCard } from "~/content/types";

/** A `[slug].astro` route's paths: one page per entry. */
export const slugPaths = (entries: readonly { slug: string }[]) =>
  (() => entries.map(({ slug }) => ({ params: { slug } }))) satisfies GetStaticPaths;

export function notFound(what: string): never {
  throw new Response(`No such ${what}`, { status: 404 });
}

/** Drops the content build's bookkeeping and, for cards, the rendered body. */
function card<T extends { html?: unknown; toc?: unknown; words?: unknown }>(entry: T) {
  const { html, toc, words, ...rest } = entry;
  return rest;
}

/** An entry's page: the entry at `slug` (a 404 when there is none), its address, share image and
 * breadcrumb trail, which ends at its title (or its `name`); `meta` is seo() given those three. */
export function entryPage<E extends { slug: string; title: string; date?: string }>(
  layout: EntryLayout,
  entries: readonly E[],
  slug: string,
  name = (found: E) => found.title,
) {
  const entry =
    entries.find((candidate) => candidate.slug === slug) ??
    notFound(entryRoutes[layout].kind.toLowerCase());
  const path = entryPath(layout, slug);
  const image = imageOf(layout, entry);
  const trail = trailTo(path, name(entry));
  const meta = (input: Omit<SeoInput, "path" | "trail" | "image">) =>
    seo({ ...input, path, trail, image });
  return { entry, path, image, trail, meta };
}

export function pageAt(path: string): Page {
  return allPages.find((page) => page.path === path) ?? notFound("page");
}

/** Newest first; the same date sorts by title, so the order never depends on file order. */
const newestFirst = (a: { date: string; title: string }, b: { date: string; title: string }) =>
  b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

const sortedArticles = new WeakMap<object, ArticleCard[]>();
/** Newest first, sorted once per reading of the articles, not once per page: shared, never to be changed. */
export function articlesByDate(): ArticleCard[] {
  const sorted = sortedArticles.get(allArticles) ?? [...allArticles].sort(newestFirst).map(card);
  sortedArticles.set(allArticles, sorted);
  return sorted;
}

const jobCards = () =>
  [...allJobs]
    .sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title))
    .map(card);

export const caseStudyCards = (): CaseStudy[] =>
  [...allCaseStudies].sort((a, b) => a.title.localeCompare(b.title)).map(card);

const webinarCards = () =>
  [...allWebinars].sort((a, b) => a.start.localeCompare(b.start)).map(card);

const eventItems = () => [...allEvents].sort((a, b) => a.startDate.localeCompare(b.startDate));

/** A form's definition (content/forms/<id>.yaml), as the browser gets it: data, no bookkeeping. */
export function formDefinition(id: string): FormDefinition {
  return allForms.find((form) => form.id === id) ?? notFound("form");
}

/** How a form on the page at `path` posts without JavaScript (null: it composes mail); worked out at build
 * so the browser needs no adapter to render it. */
export function formPost(
  form: FormDefinition,
  path: string,
  parameter?: string,
): NativePost | null {
  const context = { to: site.mailboxes[form.mail.mailbox], siteName: site.name, parameter };
  return nativePost(buildFormsSettings, {
    form,
    parameter,
    subject: mailSubject(form, {}, context),
    page: { uri: `${site.origin}${path}`, path, title: form.title },
  });
}

/** Advisories, the latest publication or update first. */
const advisoryCards = () =>
  [...allAdvisories]
    .sort((a, b) => latest(b).localeCompare(latest(a)) || b.id.localeCompare(a.id))
    .map(card);
const latest = (advisory: { revisions: { date: string }[] }) =>
  advisory.revisions.at(-1)?.date ?? "";

/** Research reports, newest first. */
export const researchCards = (): ResearchCard[] =>
  [...allResearch].sort(newestFirst).map(({ indicators, rules, ...report }) => ({
    ...card(report),
    indicatorCount: indicators.length,
  }));

/** The certifications, the one expiring last first (the longest-standing commitments lead). */
const certificationList = () =>
  [...allCertifications].sort(
    (a, b) => b.expires.localeCompare(a.expires) || a.name.localeCompare(b.name),
  );

/** The press releases, newest first. */
const simpleCards = (family: keyof typeof simpleEntries) =>
  [...simpleEntries[family]]
    .sort(newestFirst)
    .map((entry) => ({ ...card(entry), href: entryPath(family, entry.slug) }));

/** The collection entries the page's list sections show, and only those. */
export function listsFor(page: Page): PageLists {
  const lists: PageLists = {};
  for (const section of page.sections) {
    // The contact and newsletter sections show the form of their name.
    const form =
      section.type === "form"
        ? section.form
        : section.type === "contact" || section.type === "newsletter"
          ? section.type
          : undefined;
    if (form) {
      const definition = formDefinition(form);
      lists.forms = { ...lists.forms, [form]: definition };
      lists.formPosts = { ...lists.formPosts, [form]: formPost(definition, page.path) };
    }
    if (section.type === "blog") lists.articles = articlesByDate();
    if (section.type === "jobs") lists.jobs = jobCards();
    if (section.type === "case-studies") lists.caseStudies = caseStudyCards();
    if (section.type === "webinars") lists.webinars = webinarCards();
    if (section.type === "events") lists.events = eventItems();
    if (section.type === "advisories") lists.advisories = advisoryCards();
    if (section.type === "research") lists.research = researchCards();
    if (section.type === "certifications") lists.certifications = certificationList();
    if (section.type === "entries")
      lists.entries = { ...lists.entries, [section.family]: simpleCards("press-release") };
  }
  return lists;
}

/** A breadcrumb trail: Home, every ancestor that is a page of its own, then this page. */
export function trailTo(path: string, title: string): [name: string, path: string][] {
  const segments = path.split("/").filter(Boolean);
  const trail: [string, string][] = [["Home", "/"]];
  for (let depth = 1; depth < segments.length; depth++) {
    const ancestor = `/${segments.slice(0, depth).join("/")}`;
    const title =
      allPages.find((page) => page.path === ancestor)?.meta.title ??
      allPolicies.find((policy) => policy.path === ancestor)?.title;
    if (title) trail.push([title, ancestor]);
  }
  trail.push([title, path]);
  return trail;
}
