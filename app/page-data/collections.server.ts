// Lookups over the content build's collections for the page data, which runs only at prerender: nothing here
// reaches the browser as code, a page's data arrives as route data.
import type { GetStaticPaths } from "astro";
import { entriesIn, siteEntries } from "~/content-layer/store";
import {
  type CardMap,
  type EntryMap,
  type Folder,
  type PageLists,
  collectionIn,
  everyEntryCollection,
  listedCollection,
} from "~/collections/list";
import { entryPath, feedsAt } from "~/route-table";
import { type EntryImage, imageOf } from "~/lib/entry-images";
import { type SeoInput, seo } from "~/lib/seo";
import type { NativePost } from "~/forms/adapters/types";
import { buildFormsSettings } from "~/forms/build-settings";
import { nativePost } from "~/forms/delivery";
import { mailSubject } from "~/forms/mail";
import type { FormDefinition } from "~/forms/schema";
import { site } from "~/content/site";
import type { Page, Trail } from "~/content/types";

/** A `[slug].astro` route's paths: one page per entry, the entry handed to the page as its props. */
export const entryPaths = <K extends Folder>({ folder }: { folder: K }) =>
  (async () =>
    (await entriesIn(folder)).map((entry) => ({
      params: { slug: entry.slug },
      props: { entry },
    }))) satisfies GetStaticPaths;

export function notFound(what: string): never {
  throw new Response(`No such ${what}`, { status: 404 });
}

/** An entry's page: its address, share image and breadcrumb trail, which ends at its title (or `name`);
 * `meta` is seo() given those three. */
export async function entryPage<K extends Folder>(
  folder: K,
  entry: EntryMap[K],
  name = entry.title,
) {
  const collection = collectionIn[folder];
  const path = entryPath(collection.id, entry.slug);
  const image = imageOf(collection, entry);
  const trail = await trailTo(path, name);
  const meta = (input: Omit<SeoInput, "path" | "trail" | "image">) =>
    seo({ ...input, path, trail, image });
  return { path, image, trail, meta };
}

/** The page of an entry whose collection needs nothing more in its head: its title and description (or
 * summary), its trail, and the rest of its collection's list ("More case studies"). */
export async function entryData<K extends Folder>(folder: K, entry: EntryMap[K]) {
  const { trail, meta } = await entryPage(folder, entry);
  const description = "description" in entry ? entry.description : entry.summary;
  return {
    meta: meta({ title: entry.title, description, type: "article" }),
    trail,
    entry,
    others: (await cardsOf(folder)).filter((other) => other.slug !== entry.slug),
  };
}

/** The share images of a collection's entries. */
export const imagesOf = <K extends Folder>(folder: K, entries: readonly EntryMap[K][] = []) =>
  entries.map((entry) => imageOf(collectionIn[folder], entry));

/** Every entry page's image, from the entries by folder (drafts and scheduled entries are not in them). */
export const entryImages = (entries: { [K in Folder]?: readonly EntryMap[K][] }): EntryImage[] =>
  everyEntryCollection.flatMap(({ folder }) => imagesOf(folder, entries[folder]));

export async function pageAt(path: string): Promise<Page> {
  return (await siteEntries("pages")).find((page) => page.path === path) ?? notFound("page");
}

/** A collection's list as its section shows it: its order, its cards. */
export async function cardsOf<K extends Folder>(folder: K): Promise<CardMap[K][]> {
  const collection = collectionIn[folder];
  return [...(await entriesIn(folder))]
    .sort((a, b) => collection.order(a, b))
    .map((entry) => collection.card(entry));
}

/** A form's definition (content/forms/<id>.yaml), as the browser gets it: data, no bookkeeping. */
export async function formDefinition(id: string): Promise<FormDefinition> {
  return (await siteEntries("forms")).find((form) => form.id === id) ?? notFound("form");
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

/** The events, soonest first; the certifications, the one expiring last first (the longest-standing
 * commitments lead). */
const eventItems = async () =>
  [...(await siteEntries("events"))].sort((a, b) => a.startDate.localeCompare(b.startDate));
const certificationList = async () =>
  [...(await siteEntries("certifications"))].sort(
    (a, b) => b.expires.localeCompare(a.expires) || a.name.localeCompare(b.name),
  );

/** The collection entries the page's list sections show, and only those. */
export async function listsFor(page: Page): Promise<PageLists> {
  const lists: PageLists = {};
  const listInto = async <K extends Folder>(into: { [P in K]?: CardMap[P][] }, folder: K) => {
    into[folder] = await cardsOf(folder);
  };
  for (const section of page.sections) {
    // The contact and newsletter sections show the form of their name.
    const form =
      section.type === "form"
        ? section.form
        : section.type === "contact" || section.type === "newsletter"
          ? section.type
          : undefined;
    if (form) {
      const definition = await formDefinition(form);
      lists.forms = { ...lists.forms, [form]: definition };
      lists.formPosts = { ...lists.formPosts, [form]: formPost(definition, page.path) };
    }
    if (section.type === "events") lists.events = await eventItems();
    if (section.type === "certifications") lists.certifications = await certificationList();
    if (section.type === "entries") {
      const listed = listedCollection(section.family);
      const channel = listed?.feed?.channel;
      if (listed)
        lists.entries = {
          ...lists.entries,
          [section.family]: {
            cards: await cardsOf(listed.folder),
            feeds: channel
              ? { what: channel.toLowerCase(), paths: feedsAt(listed.base) }
              : undefined,
          },
        };
    } else {
      const own = everyEntryCollection.find((collection) => collection.section === section.type);
      if (own) await listInto(lists, own.folder);
    }
  }
  return lists;
}

/** A breadcrumb trail: Home, every ancestor that is a page of its own, then this page. */
export async function trailTo(path: string, title: string): Promise<Trail> {
  const [pages, policies] = await Promise.all([siteEntries("pages"), siteEntries("policies")]);
  const segments = path.split("/").filter(Boolean);
  const trail: Trail = [["Home", "/"]];
  for (let depth = 1; depth < segments.length; depth++) {
    const ancestor = `/${segments.slice(0, depth).join("/")}`;
    const title =
      pages.find((page) => page.path === ancestor)?.meta.title ??
      policies.find((policy) => policy.path === ancestor)?.title;
    if (title) trail.push([title, ancestor]);
  }
  trail.push([title, path]);
  return trail;
}
