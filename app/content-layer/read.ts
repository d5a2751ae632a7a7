// Every collection validated (app/content/schema/), resolved and with its Markdown rendered, as the loader
// stores it (app/content-layer/loader.ts). Every problem of every file fails it, naming file and field; drafts
// and articles dated after the build are checked, then left out.
import { z } from "zod";
import type { ElementContent } from "hast";
// MITRE's weaknesses by id and official name, as the CSAF validator checks them.
import { weaknesses } from "@secvisogram/csaf-validator-lib/cwe.js";
import { imageProblem, linkProblem } from "../content/links";
import type { Figure, ResolvedPage } from "../content/schema/resolved";
import { ContentFieldError, createResolver, resolveEntry } from "../content/resolve";
import { buildDate, linkTargets } from "../content/publication";
import {
  advisorySchema,
  articleSchema,
  authorSchema,
  caseStudySchema,
  certificationSchema,
  eventSchema,
  jobSchema,
  pageSchema,
  policySchema,
  webinarSchema,
} from "../content/schema/collections";
import { BODY_MAX } from "../content/schema/fields";
import { cvssScore } from "../content/cvss";
import { researchSchema } from "../content/schema/research";
import { readRule } from "../content/research-rules";
import { markingProblems } from "../content/research-markings";
import { indicatorLinkProblem } from "../content/research-hosts";
import { defangReportText } from "../content/research-mentions";
import { attackUrl, techniqueById } from "../research/attack";
import { formDefinitionSchema } from "../forms/schema";
import { entryRoutes, pagePath, policyPath } from "../route-table";
import { type SimpleFamily, simpleFamilies, simpleFamilyNames } from "../content/schema/families";
import { ContentError, filesIn, prefixed, readFields, readText } from "../content/files";
import { type Settings, settingsOf } from "./settings";
import { type ImageInfo, imageInfo, mediaFileProblem } from "../content/images";
import { type RenderedMarkdown, readingMinutes, renderMarkdown } from "../content/markdown";
import { parseMarkdownFile, parseYamlFile } from "../content/syntax";
import { svgFileProblem } from "../content/svg-safety";
import { repeatedTitles } from "./own-titles";
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
type Transform<D, T, More = object> = (doc: D, entry: Entry & More) => T | Promise<T>;
/** A Markdown entry's text as HTML (longForm), links refused by `refuseLink` too. */
type Render<D extends { content: string }> = (
  refuseLink?: (href: string) => string | undefined,
) => ReturnType<typeof longForm<D>>;
/** A Markdown file's front matter as its schema gives it, and its text. */
type Doc<S extends z.ZodObject> = z.output<S> & { content: string };

class Reading {
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
  /** The Markdown files of a content folder; `transform` calls the entry's `render` for its text as HTML. */
  markdown<S extends z.ZodObject, T>(
    folder: string,
    schema: S,
    transform: Transform<Doc<S>, T, { render: Render<Doc<S>> }>,
  ) {
    return this.collection(
      this.entries(folder, ".md"),
      parseMarkdownFile,
      // Both sides strict: an intersection refuses a key only when each side does.
      schema.and(z.strictObject({ content: z.string() })),
      (doc, entry) =>
        transform(doc, {
          ...entry,
          render: (refuseLink) => longForm(this, folder, doc, entry, refuseLink),
        }),
    );
  }
}

/** For a Markdown collection that adds nothing to its entries: each as rendered. */
const rendered = <R>(_doc: unknown, { render }: { render: () => R }) => render();

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
    const children = lines.flatMap((line, index) => [
      ...(index ? [{ type: "element" as const, tagName: "br", properties: {}, children: [] }] : []),
      index === 0
        ? { type: "element" as const, tagName: "strong", properties: {}, children: [text(line)] }
        : text(line),
    ]);
    return [
      ...(at ? [text("\n")] : []),
      {
        type: "element",
        tagName: "address",
        properties: { className: ["postal-address"] },
        children,
      },
    ];
  });
}

/** Resolves front matter and body into HTML; the text's links and pictures must be ones links.ts allows,
 * with no raw HTML, and a link to a page of ours must lead to one. */
async function longForm<T extends { content: string }>(
  reading: Reading,
  folder: string,
  doc: T,
  entry: Entry,
  refuseLink?: (href: string) => string | undefined,
) {
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
    sections: folder === "policies" || folder === "jobs",
    images,
    urls,
    blocks,
    source,
  });
  return { slug, ...resolved, ...rendered, readingMinutes: readingMinutes(rendered.words) };
}

/** Pages the site's code links to (layouts, event forms' way back): never drafts. A button naming a form
 * needs a page on the site showing it (resolve.ts). */
const pagesCodeLinksTo = new Set<string>(["/", "/blog", "/resources"]);

/** "March 7, 2024" and "2:00 PM EST": the date and time where the session is announced. */
function sessionTime(start: string, timeZone: string) {
  const at = new Date(start);
  const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(at);
  const time = new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(at);
  return { date, time: time.replace(/\u202f/g, " ") };
}

/** "4.2" and "4.2.0" compare equal; negative when a is the earlier version. */
const compareVersions = (a: string, b: string) => {
  const [x, y] = [a, b].map((version) => [...version.split(".").map(Number), 0, 0].slice(0, 3));
  return (x ?? []).reduce((order, part, index) => order || part - (y?.[index] ?? 0), 0);
};

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
  return { settings, reading, forms, authors };
}

/** What the CMS's previews need (admin/defines.ts): the settings, forms and authors, no text rendered. */
export async function readPreviewContent(dir = contentDir()) {
  const { settings, reading, forms, authors } = await begin(dir);
  if (reading.problems.length) throw new ContentError([...new Set(reading.problems)]);
  return {
    site: settings.site,
    navigation: settings.navigation,
    claims: settings.claims,
    forms,
    authors,
  };
}

/** The whole content folder, read and checked; throws a ContentError listing every problem. */
export async function readContent(dir = contentDir()) {
  images.clear(); // a picture may have changed since the last reading (dev)
  const { settings, reading, forms, authors } = await begin(dir);
  reading.problems.push(...irregularFiles(dir));
  const { claims } = settings;
  const plain = <T>(doc: T, { file }: Source) =>
    resolveEntry(doc, reading.resolver(file), claims, file);
  const author = (slug: string, file: string, field: string) => {
    const found = authors.find((candidate) => candidate.slug === slug);
    if (!found)
      throw new ContentFieldError(
        file,
        field,
        `no author "${slug}": add ${dir}/authors/${slug}.yaml or use one of ${authors.map((a) => a.slug).join(", ")}`,
      );
    return found;
  };

  const formIds = forms.map((form) => form.id);
  const pages = await reading.yaml("pages", pageSchema, (doc, entry) => {
    const { file } = entry;
    const path = pagePath(entry.slug);
    doc.sections.forEach((section, index) => {
      if (section.type === "form" && !formIds.includes(section.form))
        throw new ContentFieldError(
          file,
          `sections.${index}.form`,
          `no form "${section.form}": add ${dir}/forms/${section.form}.yaml or use one of ${formIds.join(", ")}`,
        );
    });
    if (reading.hidden(file) && pagesCodeLinksTo.has(path))
      throw new ContentFieldError(
        file,
        "draft",
        `${path} cannot be a draft: the site's own code links to it (the home page, the blog and /resources). Set "draft: false"`,
      );
    return { path, ...(plain(doc, entry) as unknown as ResolvedPage) };
  });
  const articles = await reading.markdown("articles", articleSchema, async (doc, entry) => {
    const { name, role, bio } = author(doc.author, entry.file, "author");
    const picture = {
      ...doc.image,
      ...(await image(doc.image.src, dir, entry.file, "image.src")),
    };
    return {
      ...(await entry.render()),
      image: picture,
      authorName: name,
      authorRole: role,
      authorBio: bio,
    };
  });
  const caseStudies = await reading.markdown("case-studies", caseStudySchema, async (_, entry) => {
    const study = await entry.render();
    return { ...study, results: study.results as unknown as Figure[] };
  });
  const webinars = await reading.markdown("webinars", webinarSchema, async (doc, { render }) => ({
    ...(await render()),
    ...sessionTime(doc.start, doc.timeZone),
  }));
  const events = await reading.yaml("events", eventSchema, (doc, entry) => ({
    slug: entry.slug,
    ...plain(doc, entry),
  }));
  const jobs = await reading.markdown("jobs", jobSchema, rendered);
  const advisories = await reading.markdown("advisories", advisorySchema, async (doc, entry) => {
    const { file, slug } = entry;
    if (slug !== doc.id.toLowerCase())
      throw new ContentFieldError(
        file,
        "id",
        `the file of ${doc.id} must be named ${doc.id.toLowerCase()}.md (its address is /security/advisories/${doc.id.toLowerCase()})`,
      );
    if (compareVersions(doc.affectedFrom, doc.fixedIn) >= 0)
      throw new ContentFieldError(
        file,
        "fixedIn",
        `${doc.fixedIn} must be a later version than affectedFrom (${doc.affectedFrom})`,
      );
    doc.revisions.forEach((revision, index) => {
      const before = doc.revisions[index - 1];
      if (before && before.date > revision.date)
        throw new ContentFieldError(
          file,
          `revisions.${index}.date`,
          `${revision.date} is before the revision above it (${before.date}): list revisions oldest first`,
        );
    });
    const weakness = doc.cwe ? weaknesses.find((candidate) => candidate.id === doc.cwe) : undefined;
    if (doc.cwe && !weakness)
      throw new ContentFieldError(
        file,
        "cwe",
        `${doc.cwe} is not in MITRE's CWE list: check the number at cwe.mitre.org`,
      );
    return {
      ...(await entry.render()),
      score: cvssScore(doc.cvss),
      cwe: weakness,
    };
  });
  // Rule files the reports list, drafts' too: a rule waits with its report, unpublished but checked.
  const listed = new Set<string>();
  const research = await reading.markdown("research", researchSchema, async (doc, entry) => {
    const { file } = entry;
    for (const rule of doc.rules) listed.add(rule.file);
    const authorNames = doc.authors.map(
      (slug, index) => author(slug, file, `authors.${index}`).name,
    );
    const rules = doc.rules.map((rule) => {
      const lastChange = rule.updated ?? rule.added ?? doc.date;
      const { text, problems } = readRule(dir, rule.file, rule.kind, lastChange);
      problems.push(...markingProblems(`${dir}/research/rules/${rule.file}`, text));
      if (problems.length) throw new ContentError(problems);
      return { ...rule, text };
    });
    const marked = markingProblems(file, entry.text);
    if (marked.length) throw new ContentError(marked);
    const techniques = doc.techniques.map((id) => {
      const technique = techniqueById(id);
      return {
        id,
        name: technique?.name ?? id,
        tactics: technique?.tactics ?? [],
        stixId: technique?.stixId ?? "",
        url: attackUrl(id),
      };
    });
    // An indicator is data, never a link: Markdown makes a link of a written URL or email address, and
    // a link's host is compared parsed (research-hosts.ts), so no spelling of it gets through.
    const indicatorLink = (href: string) => indicatorLinkProblem(href, doc.indicators);
    return {
      // Its prose as people read it everywhere (page, head, structured data, share image, feeds, files' descriptions).
      ...defangReportText(await entry.render(indicatorLink)),
      authorNames,
      techniques,
      rules,
    };
  });
  // Every rule file belongs to a report: one that none lists would never be published, nor checked.
  // Only when every report was read: a report with a problem lists nothing, and its rules would be named here too.
  const everyReportRead = !reading.problems.some((problem) =>
    problem.startsWith(`${dir}/research/`),
  );
  const ruleFolder = `${dir}/research/rules`;
  for (const { slug, file } of [...sources(ruleFolder, ".yml"), ...sources(ruleFolder, ".yar")])
    if (everyReportRead && !listed.has(file.split("/").pop() ?? slug))
      reading.problems.push(
        `${file}: no report lists this rule: add it to a report's rules, or delete it`,
      );
  const certifications = await reading.yaml("certifications", certificationSchema, (doc, entry) => {
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
  });
  const policies = await reading.markdown("policies", policySchema, async (doc, entry) => ({
    ...(await entry.render()),
    path: policyPath(entry.slug, doc.path),
  }));
  const simple: Record<string, unknown[]> = {};
  for (const family of simpleFamilyNames) {
    const { folder } = entryRoutes[family];
    simple[folder] = await reading.markdown(folder, simpleFamilies[family].schema, rendered);
  }
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
  const entryCollections = {
    articles,
    "case-studies": caseStudies,
    webinars,
    jobs,
    advisories,
    research,
    ...simple,
  };
  reading.problems.push(
    ...repeatedTitles(pages, entryCollections, policies, (address) =>
      settings.build.sources.get(address),
    ),
  );
  if (reading.problems.length) throw new ContentError([...new Set(reading.problems)]);
  const collections = {
    forms,
    pages,
    authors,
    articles,
    "case-studies": caseStudies,
    webinars,
    events,
    jobs,
    advisories,
    research,
    certifications,
    policies,
    media,
    ...(simple as SimpleContent),
  };
  // Each collection's size, stored as a collection too: store.ts never asks Astro for an empty one (Astro warns on reading one).
  const sizes = Object.entries(collections).map(([id, entries]) => ({
    id,
    entries: entries.length,
  }));
  return { ...settings, claimRegister: { claims }, ...collections, sizes, publicDrawings };
}

/** An entry of a collection with no code of its own, as read. */
export type SimpleEntry<K extends SimpleFamily> = Omit<
  z.output<(typeof simpleFamilies)[K]["schema"]>,
  "draft"
> &
  RenderedMarkdown & { slug: string; readingMinutes: number };
type SimpleContent = { [K in SimpleFamily as (typeof entryRoutes)[K]["folder"]]: SimpleEntry<K>[] };
export type Content = Awaited<ReturnType<typeof readContent>>;
const ownCollections = [
  "forms",
  "pages",
  "authors",
  "articles",
  "case-studies",
  "webinars",
  "events",
  "jobs",
  "advisories",
  "research",
  "certifications",
  "policies",
  "media",
  "sizes",
] as const;
/** The collections the content layer stores (app/content.config.ts). */
export const collectionNames = [
  ...ownCollections,
  ...simpleFamilyNames.map((family) => entryRoutes[family].folder as keyof SimpleContent),
];
export type CollectionName = (typeof ownCollections)[number] | keyof SimpleContent;
