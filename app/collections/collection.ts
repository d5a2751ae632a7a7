// What one collection of entries is, in one place: its schema, how an entry is read, its list's cards and
// order, its feed, its share image and its CMS options; its address is route-table.ts's. Pure definitions
// over the entries handed in: the readers (app/content-layer/) and the pages call them, never the reverse.
import type { z } from "zod";
import type { ImageInfo } from "../content/images";
import type { Author, Doc, Rendered } from "../content/schema/resolved";
import { type EntryLayout, entryRoutes } from "../route-table";

/** What reading one file hands the collection's `read`; a problem it throws names the file and the field. */
export interface EntryFile<S extends z.ZodObject> {
  /** The file's name without its extension: the entry's address under the collection's base. */
  slug: string;
  file: string;
  /** The file as written. */
  text: string;
  /** The content folder (content/, or CONTENT_DIR). */
  dir: string;
  /** The entry resolved and its text rendered; `refuseLink` refuses more links in the text than links.ts does. */
  render(refuseLink?: (href: string) => string | undefined): Promise<Rendered<S>>;
  /** An author of content/authors/, by file name. */
  author(slug: string, field: string): Author;
  /** A picture's size and modern versions. */
  image(src: string, field: string): Promise<ImageInfo>;
}

/** The fact a share image shows beside the entry's kind: a day (shown written out) or a text. */
export interface ShareImageFacts {
  day?: string;
  text?: string;
  /** In place of the collection's `kind`. */
  kind?: string;
}

/** One entry in a feed. */
export interface FeedItem {
  slug: string;
  title: string;
  /** Plain-text summary, text to every reader (never markup); `html` is the rendered body (our own, trusted). */
  description: string;
  html: string;
  /** YYYY-MM-DD, like `updated`. */
  date: string;
  updated?: string;
  author: { name: string; role?: string };
  category: string;
  tags: string[];
  /** `src` is a site path (/blog/x.svg). */
  image?: { src: string; alt: string };
}

/** A collection's feeds (rss.xml, atom.xml, feed.json beside its list: app/pages/<base>/[feed].ts). */
export interface CollectionFeed<E> {
  /** The channel's name after the company's ("Press releases"); none: the feed is the blog's, every page's. */
  channel?: string;
  /** What a reader subscribes to. */
  description(siteName: string): string;
  item(entry: E, siteName: string): FeedItem;
}

/** Decap's collection (scripts/cms/config.ts), its fields generated from the schema. */
export interface CollectionCms {
  label: string;
  /** One entry's name; the collection's `kind` otherwise. */
  singular?: string;
  /** Decap's options beyond the generated ones (sortable_fields, slug...). */
  options?: Record<string, unknown>;
}

/** What an `entries` section shows of an entry, for a collection it may list (`family: <id>`). */
export interface ListedCard {
  slug: string;
  href: string;
  title: string;
  description: string;
  date: string;
}

/** How a collection is read and shown; its address and folder are route-table.ts's `entryRoutes`. */
export interface CollectionDefinition<S extends z.ZodObject, E, Card, Section = string> {
  /** Its entries wait for their `date`: one dated after the build stays out until a build on or after it. */
  scheduled?: true;
  /** Names under its base that are the section's own pages or files (app/pages/<base>/), never an entry's. */
  ownNames?: readonly string[];
  /** The text's `##` headings open sections of the page (a job's, a policy's). */
  textSections?: boolean;
  schema: S;
  read(doc: Doc<S>, file: EntryFile<S>): E | Promise<E>;
  /** Problems across the collection, once every file read well: `docs` are all of them, drafts' too. */
  check?(docs: Doc<S>[], dir: string): string[];
  /** Its list's order. */
  order(a: NoInfer<E>, b: NoInfer<E>): number;
  /** What its list shows of an entry (never the rendered text). */
  card(entry: NoInfer<E>): Card;
  /** The section type listing it: its own (`jobs`), or `entries`, the shared list of ListedCards. */
  section: Section;
  image?(entry: NoInfer<E>): ShareImageFacts;
  feed?: CollectionFeed<NoInfer<E>>;
  cms: CollectionCms;
}

export type EntryCollection<
  Id extends EntryLayout = EntryLayout,
  S extends z.ZodObject = z.ZodObject,
  E = unknown,
  Card = unknown,
  Section = string,
> = (typeof entryRoutes)[Id] & { id: Id } & CollectionDefinition<S, E, Card, Section>;

/** A collection: the address `entryRoutes` gives `id`, and its definition; the shared list shows ListedCards. */
export const entryCollection = <
  const Id extends EntryLayout,
  S extends z.ZodObject,
  E extends { slug: string; title: string },
  Card extends (Section extends "entries" ? ListedCard : unknown),
  const Section extends string = string,
>(
  id: Id,
  definition: CollectionDefinition<S, E, Card, Section>,
): EntryCollection<Id, S, E, Card, Section> => Object.assign({ id }, entryRoutes[id], definition);

export type EntryOf<C> =
  C extends CollectionDefinition<z.ZodObject, infer E, unknown, unknown> ? E : never;
export type CardOf<C> =
  C extends CollectionDefinition<z.ZodObject, unknown, infer Card, unknown> ? Card : never;

/** The entry without its rendered text: what lists and feeds' neighbours carry. */
export const withoutText = <T extends { html?: unknown; toc?: unknown; words?: unknown }>(
  entry: T,
) => {
  const { html, toc, words, ...rest } = entry;
  return rest;
};

/** Newest first; the same date sorts by title, so the order never depends on file order. */
export const newestFirst = <T extends { date: string; title: string }>(a: T, b: T) =>
  b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
