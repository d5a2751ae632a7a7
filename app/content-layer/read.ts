// Every collection validated, resolved and with its Markdown rendered, as the loader stores it
// (app/content-layer/loader.ts): the site's own (pages, forms, authors...) here, each collection of entries
// as its module says (app/collections/list.ts). Every problem of every file fails it, naming file and
// field; drafts and entries dated after the build are checked, then left out.
import { z } from "zod";
import type { ElementContent } from "hast";
import { imageProblem, linkProblem } from "../content/links";
import { ContentFieldError, createResolver, resolveEntry } from "../content/resolve";
import { buildDate, linkTargets } from "../content/publication";
import {
  authorSchema,
  certificationSchema,
  eventSchema,
  pageSchema,
  policySchema,
} from "../content/schema/collections";
import { BODY_MAX } from "../content/schema/fields";
import { formDefinitionSchema } from "../forms/schema";
import { type EntryLayout, pagePath, policyPath } from "../route-table";
import type { EntryCollection, EntryFile } from "../collections/collection";
import type {
  Author,
  Certification,
  Doc,
  EventItem,
  Page,
  PolicyEntry,
  Rendered,
} from "../content/schema/resolved";
import { everyEntryCollection } from "../collections/list";
import { ContentError, filesIn, prefixed, readFields, readText } from "../content/files";
import { type Settings, settingsOf } from "./settings";
import { type ImageInfo, imageInfo, mediaFileProblem } from "../content/images";
import { element, readingMinutes, renderMarkdown } from "../content/markdown";
import { parseMarkdownFile, parseYamlFile } from "../content/syntax";
import { svgFileProblem } from "../content/svg-safety";
import { type Shown, repeatedTitles } from "./own-titles";
import { contentDir } from "./addresses";
import { entryNameProblems, irregularFiles } from "./content-files";

/** One file of a collection: its name without extension (its slug, "services/red-team" for nested pages) and path. */
interface Source {
  slug: string;
  file: string;
}

function sources(folder: string, extension: string, nested = false): Source[] {
  return filesIn(folder)
    .filter(
      (name) =>
        name.endsWith(extension) &&
        (nested || !name.includes("/")) &&
        !name.split("/").some((part) => part.startsWith(".")),
    )
    .sort()
    .map((name) => ({ slug: name.slice(0, -extension.length), file: `${folder}/${name}` }));
}

type Entry = Source & { text: string };
type Transform<D, T> = (doc: D, entry: Entry) => T | Promise<T>;

class Reading {
  /** content/authors/, read first: entries name them. */
  authors: Author[] = [];
  constructor(
    readonly settings: Settings,
    /** Without the company facts nothing resolves: files are then only parsed and validated. */
    readonly resolving: boolean,
    readonly problems: string[],
  ) {}
  /** The resolver for one file: a draft's links may lead where it will be live (publication.ts). */
  resolver(file: string) {
    const { claims, site, links } = this.settings;
    return createResolver(claims, site, file, linkTargets(links, this.hidden(file)));
  }
  hidden(file: string) {
    return this.settings.build.hiddenFiles.get(file);
  }
  author(slug: string, file: string, field: string): Author {
    const found = this.authors.find((candidate) => candidate.slug === slug);
    if (!found)
      throw new ContentFieldError(
        file,
        field,
        `no author "${slug}": add ${this.settings.dir}/authors/${slug}.yaml or use one of ${this.authors.map((a) => a.slug).join(", ")}`,
      );
    return found;
  }
  /** Each file of a folder parsed, validated and transformed; a file with a problem is reported and left out. */
  async collection<D, T>(
    source: Source[],
    parse: (text: string) => unknown,
    schema: z.ZodType<D>,
    transform: Transform<D, T>,
  ) {
    const out: Awaited<T>[] = [];
    for (const entry of source) {
      try {
        const text = readText(entry.file);
        const data = readFields(entry.file, schema, parse, text);
        if (!this.resolving) continue;
        const value = await transform(data, { ...entry, text });
        // Kept out of this build (a draft, an article dated after it), once checked like any other.
        if (!this.hidden(entry.file)) out.push(value);
      } catch (error) {
        this.problems.push(
          ...(error instanceof ContentError
            ? error.problems
            : prefixed(entry.file, error).split("\n")),
        );
      }
    }
    return out;
  }
  /** A collection's files; one it would not read (another extension, a name that is no address) is refused. */
  entries(folder: string, extension: string) {
    const dir = `${this.settings.dir}/${folder}`;
    this.problems.push(...entryNameProblems(dir, folder, extension));
    return sources(dir, extension, folder === "pages");
  }
  /** The YAML files of a content folder; only pages nest (services/red-team), as addresses.ts reads them. */
  yaml<D, T>(folder: string, schema: z.ZodType<D>, transform: Transform<D, T>) {
    return this.collection(this.entries(folder, ".yaml"), parseYamlFile, schema, transform);
  }
  /** The Markdown files of a content folder, each handed to `transform` with what reading it offers. */
  markdown<S extends z.ZodObject, T>(
    { folder, schema, textSections = false }: { folder: string; schema: S; textSections?: boolean },
    transform: (doc: Doc<S>, file: EntryFile<S>) => T | Promise<T>,
  ) {
    const { dir } = this.settings;
    return this.collection(
      this.entries(folder, ".md"),
      parseMarkdownFile,
      // Both sides strict: an intersection refuses a key only when each side does.
      schema.and(z.strictObject({ content: z.string() })),
      (doc, entry) =>
        transform(doc, {
          ...entry,
          dir,
          render: (refuseLink) => longForm(this, doc, entry, textSections, refuseLink),
          author: (slug, field) => this.author(slug, entry.file, field),
          image: (src, field) => image(src, dir, entry.file, field),
        }),
    );
  }
  /** A collection of entries, as its module reads it, then checked as a whole when every file read well. */
  async entryCollection(collection: EntryCollection<EntryLayout, z.ZodObject, Shown>) {
    const { folder, check } = collection;
    const docs: Doc<z.ZodObject>[] = [];
    const entries = await this.markdown(collection, (doc, file) => {
      docs.push(doc);
      return collection.read(doc, file);
    });
    const { dir } = this.settings;
    // A file with a problem is left out, and a check across the rest would name its neighbours wrongly.
    if (check && !this.problems.some((problem) => problem.startsWith(`${dir}/${folder}/`)))
      this.problems.push(...check(docs, dir));
    return entries;
  }
}

const images = new Map<string, Promise<ImageInfo>>();
/** An image's size and modern versions (app/content/images.ts), once per picture; a problem names the entry's file and field. */
async function image(src: string, dir: string, source: string, field: string): Promise<ImageInfo> {
  const key = `${dir}\0${src}`;
  if (!images.has(key)) images.set(key, imageInfo(src, dir));
  try {
    return await (images.get(key) as Promise<ImageInfo>);
  } catch (error) {
    images.delete(key);
    throw new ContentFieldError(
      source,
      field,
      error instanceof Error ? error.message : String(error),
    );
  }
}

/** `{{postal-addresses}}` on a line of its own: every office's postal address from content/site.yaml. */
function postalAddresses(site: Settings["site"]): ElementContent[] {
  const text = (value: string) => ({ type: "text" as const, value });
  return site.offices.flatMap((office, at): ElementContent[] => {
    const lines = [
      `${site.legalName}, ${office.label} office`,
      ...office.street,
      `${office.locality}, ${office.region} ${office.postalCode}`,
      office.country,
    ];
    const children = lines.flatMap((line, index) =>
      index ? [element("br"), text(line)] : [element("strong", {}, [text(line)])],
    );
    return [
      ...(at ? [text("\n")] : []),
      element("address", { className: ["postal-address"] }, children),
    ];
  });
}

/** Resolves front matter and body into HTML; the text's links and pictures must be ones links.ts allows,
 * with no raw HTML, and a link to a page of ours must lead to one. */
async function longForm<S extends z.ZodObject>(
  reading: Reading,
  doc: Doc<S>,
  entry: Entry,
  textSections: boolean,
  refuseLink?: (href: string) => string | undefined,
): Promise<Rendered<S>> {
  const { file, slug, text } = entry;
  const { claims, site, dir } = reading.settings;
  const resolver = reading.resolver(file);
  const { content, ...data } = doc;
  if (content.length > BODY_MAX)
    throw new ContentFieldError(
      file,
      "body",
      `${content.length.toLocaleString("en-US")} characters: a text has at most ${BODY_MAX.toLocaleString("en-US")} (about 15,000 words); shorten it or split it into several entries`,
    );
  const resolved = resolveEntry(data, resolver, claims, file);
  const markdown = resolver.text(content, "body", ["postal-addresses"]);
  const images = (src: string) => image(src, dir, file, "body");
  const urls = (url: string, kind: "link" | "image") => {
    const problem = kind === "image" ? imageProblem(url) : linkProblem(url);
    if (problem) throw new ContentFieldError(file, "body", problem);
    if (kind === "link" && url.startsWith("/")) resolver.link(url, "body");
    const refused = kind === "link" ? refuseLink?.(url) : undefined;
    if (refused) throw new ContentFieldError(file, "body", refused);
  };
  const blocks = { "postal-addresses": () => postalAddresses(site) };
  // Placeholders stand for one-line values, so the resolved text keeps the file's line numbers; the text is the file's tail.
  const source = {
    file,
    firstLine: text.endsWith(content)
      ? text.slice(0, text.length - content.length).split("\n").length
      : 1,
  };
  const rendered = await renderMarkdown(markdown, {
    sections: textSections,
    images,
    urls,
    blocks,
    source,
  });
  return Object.assign({ slug }, resolved, rendered, {
    readingMinutes: readingMinutes(rendered.words),
  });
}

/** Pages the site's code links to (layouts, event forms' way back): never drafts. A button naming a form
 * needs a page on the site showing it (resolve.ts). */
const pagesCodeLinksTo = new Set<string>(["/", "/blog", "/resources"]);

/** A reading of `dir`: its settings, and the collections the others need first (forms, authors). */
async function begin(dir: string) {
  const { problems, ...found } = settingsOf(dir);
  // Complete whenever there is no problem, the only case in which anything is returned.
  const settings = found as Settings;
  const reading = new Reading(settings, found.site !== undefined, [...problems]);
  const forms = await reading.yaml("forms", formDefinitionSchema, (doc, { slug, file }) => {
    if (doc.id !== slug)
      throw new ContentFieldError(file, "id", `"${doc.id}" should be the file's name, "${slug}"`);
    return doc;
  });
  const authors = await reading.yaml("authors", authorSchema, (doc, { slug }) => ({
    slug,
    ...doc,
  }));
  reading.authors = authors;
  return { settings, reading, forms, authors };
}

/** What the CMS's previews need (admin/defines.ts): the settings, forms and authors, no text rendered. */
export async function readPreviewContent(dir = contentDir()) {
  const { settings, reading, forms, authors } = await begin(dir);
  if (reading.problems.length) throw new ContentError([...new Set(reading.problems)]);
  const { site, navigation, claims } = settings;
  return { site, navigation, claims, forms, authors };
}

/** The whole content folder, read and checked; throws a ContentError listing every problem. */
export async function readContent(dir = contentDir()) {
  images.clear(); // a picture may have changed since the last reading (dev)
  const { settings, reading, forms, authors } = await begin(dir);
  reading.problems.push(...irregularFiles(dir));
  const { claims } = settings;
  const plain = <T>(doc: T, { file }: Source) =>
    resolveEntry(doc, reading.resolver(file), claims, file);
  // An `entries` section lists a collection whose list is the shared one, by its `id`.
  const listable: string[] = everyEntryCollection
    .filter(({ section }) => section === "entries")
    .map(({ id }) => id);

  const formIds = forms.map((form) => form.id);
  const pages = await reading.yaml("pages", pageSchema, (doc, entry): Page => {
    const { file } = entry;
    const path = pagePath(entry.slug);
    doc.sections.forEach((section, index) => {
      if (section.type === "form" && !formIds.includes(section.form))
        throw new ContentFieldError(
          file,
          `sections.${index}.form`,
          `no form "${section.form}": add ${dir}/forms/${section.form}.yaml or use one of ${formIds.join(", ")}`,
        );
      if (section.type === "entries" && !listable.includes(section.family))
        throw new ContentFieldError(
          file,
          `sections.${index}.family`,
          `no collection "${section.family}" to list: use one of ${listable.join(", ")}`,
        );
    });
    if (reading.hidden(file) && pagesCodeLinksTo.has(path))
      throw new ContentFieldError(
        file,
        "draft",
        `${path} cannot be a draft: the site's own code links to it (the home page, the blog and /resources). Set "draft: false"`,
      );
    return { path, ...plain(doc, entry) };
  });
  // Each collection of entries as its module reads it, in the list's order.
  const entries: Record<string, readonly Shown[]> = {};
  for (const collection of everyEntryCollection)
    entries[collection.folder] = await reading.entryCollection(collection);
  const events = await reading.yaml("events", eventSchema, (doc, entry): EventItem => ({
    slug: entry.slug,
    ...plain(doc, entry),
  }));
  const certifications = await reading.yaml(
    "certifications",
    certificationSchema,
    (doc, entry): Certification => {
      const { file } = entry;
      if (doc.expires <= doc.issued)
        throw new ContentFieldError(
          file,
          "expires",
          `${doc.expires} is not after the issue date (${doc.issued})`,
        );
      if (doc.expires < buildDate())
        throw new ContentFieldError(
          file,
          "expires",
          `${doc.name} expired on ${doc.expires}: enter the renewed certificate's dates, or remove the file so the site no longer claims it`,
        );
      return { slug: entry.slug, ...plain(doc, entry) };
    },
  );
  const policies = await reading.markdown(
    { folder: "policies", schema: policySchema, textSections: true },
    async (doc, entry): Promise<PolicyEntry> => ({
      ...(await entry.render()),
      path: policyPath(entry.slug, doc.path),
    }),
  );
  // The CMS's uploads the site serves (app/pages/media/[file].ts): only pictures it converts (app/content/media.ts).
  // One entry listing them, never an empty collection (Astro warns on reading one); an upload changes it, and so dev's routes.
  const uploads: string[] = [];
  for (const slug of filesIn(`${dir}/media`).sort((a, b) => a.localeCompare(b))) {
    if (slug.split("/").pop()?.startsWith(".")) continue;
    const problem = await mediaFileProblem(`${dir}/media`, slug);
    if (problem) reading.problems.push(`${dir}/media/${slug}: ${problem}`);
    else uploads.push(slug);
  }
  const media = [{ id: "uploads", uploads }];
  // public/'s drawings are served from our origin: refused when one could run script or load from another host.
  const publicDrawings = await reading.collection(
    sources("public", ".svg", true),
    () => ({}),
    z.object({}),
    (_, { slug, file, text }) => {
      const problem = svgFileProblem(file, text);
      if (problem) throw new Error(problem);
      return { path: `/${slug}.svg` };
    },
  );
  reading.problems.push(
    ...repeatedTitles(pages, entries, policies, (address) => settings.build.sources.get(address)),
  );
  if (reading.problems.length) throw new ContentError([...new Set(reading.problems)]);
  const site = { forms, pages, authors, events, certifications, policies, media };
  // What the loader stores, by collection; each one's size too, so store.ts never asks Astro for an empty
  // one (Astro warns on reading one).
  const stored: Record<string, readonly Record<string, unknown>[]> = { ...site, ...entries };
  const sizes = Object.entries(stored).map(([id, found]) => ({ id, entries: found.length }));
  stored.sizes = sizes;
  return {
    ...settings,
    claimRegister: { claims },
    ...site,
    entries,
    stored,
    sizes,
    publicDrawings,
  };
}

export type Content = Awaited<ReturnType<typeof readContent>>;
/** The collections the content layer stores (app/content.config.ts). */
export const collectionNames = [
  "forms",
  "pages",
  "authors",
  "events",
  "certifications",
  "policies",
  "media",
  ...everyEntryCollection.map((collection) => collection.folder),
  "sizes",
];
