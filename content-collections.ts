/**
 * The content build: every file under content/ validated against its collection's schema
 * (app/content/schema/), placeholders and claims resolved (app/content/resolve.ts), Markdown
 * rendered (scripts/content/markdown.ts). scripts/content/build.ts runs it for the dev server,
 * the build, the type check and the tests, and fails with the file and field of every error.
 * CONTENT_DIR points it at another copy of the content (tests, the CMS's scratch copy).
 * Drafts and articles dated after the build (BUILD_DATE, today by default) are checked like every
 * entry, then left out of their collection (app/content/publication.ts), so nothing that reads the
 * collections (pages, lists, feeds, calendars, structured data) ever sees them.
 */
import { readFileSync, readdirSync } from "node:fs";
import { type Context, defineCollection, defineConfig, defineParser, defineSingleton } from "@content-collections/core";
import { z } from "zod";
import { imageProblem, linkProblem } from "./app/content/links";
import type { Figure, ResolvedPage } from "./app/content/schema/resolved";
import { type Claim, ContentFieldError, createResolver, resolveEntry } from "./app/content/resolve";
import { type Catalog, buildDate, describeHidden, linkTargets } from "./app/content/publication";
import { reservedAddresses, resolveRedirects } from "./app/content/redirects";
import { redirectsSchema } from "./app/content/schema/publishing";
import {
  advisorySchema,
  articleSchema,
  certificationSchema,
  webinarSchema,
  authorSchema,
  caseStudySchema,
  claimsSchema,
  eventSchema,
  jobSchema,
  navigationSchema,
  notFoundSchema,
  pageSchema,
  policySchema,
  siteSchema,
} from "./app/content/schema/collections";
import { BODY_MAX } from "./app/content/schema/fields";
import { cvssScore } from "./app/content/cvss";
// MITRE's weaknesses by id and official name, as the CSAF validator checks them (the content build only).
import { weaknesses } from "@secvisogram/csaf-validator-lib/cwe.js";
import "./app/content/schema/messages";
import { formDefinitionSchema } from "./app/forms/schema";
import { formsSettingsSchema } from "./app/forms/settings-schema";
import { formPages, pagePath, policyPath, wellKnown } from "./app/route-table";
import { type ImageInfo, imageInfo } from "./scripts/content/images";
import { findMarkdownProblems, readingMinutes, renderMarkdown } from "./scripts/content/markdown";
import { addresses, catalogOf } from "./app/loaders/addresses.server";
import { parseMarkdownFile, parseYamlFile } from "./scripts/content/syntax";
import { mediaFileProblem } from "./scripts/media";
import { svgProblems, svgRefusal } from "./scripts/content/svg-safety";

const dir = process.env.CONTENT_DIR ?? "content";
/**
 * This build's addresses (the file names and the collections' bases), the entries kept out of it, and
 * every path a link in content on the site may lead to. Read again at the start of every build
 * (by claimRegister, the first collection built): the dev server rebuilds on each change, and a
 * draft flag or a date may be what changed.
 */
let build = addresses(dir);
let catalog = catalogOf(build);
let linkCatalog = linkable(catalog);
let pagePaths = linkTargets(linkCatalog);
function readAddresses() {
  build = addresses(dir);
  catalog = catalogOf(build);
  linkCatalog = linkable(catalog);
  pagePaths = linkTargets(linkCatalog);
}
/** Content may link to the site's pages and to its files: public/'s and the well-known ones the build writes. */
function linkable(pages: Catalog): Catalog {
  return { ...pages, live: new Set([...pages.live, ...publicFiles(), ...Object.values(wellKnown)]) };
}
const markdownBody = { content: z.string() };

/**
 * YAML files, and Markdown with YAML front matter read with the same YAML parser: a date or time
 * stays the text it was written as (2024-03-07T14:00:00-05:00 keeps its offset), where the default
 * parser would turn it into a timestamp, and a syntax error names the file's line in plain words
 * (scripts/content/syntax.ts).
 */
const yamlFile = defineParser({ hasContent: false, parse: parseYamlFile });
const frontMatter = defineParser({ hasContent: true, parse: parseMarkdownFile });

const claimRegister = defineSingleton({
  name: "claimRegister",
  filePath: `${dir}/claims.yaml`,
  parser: yamlFile,
  schema: claimsSchema,
  transform: (doc) => {
    readAddresses();
    return doc;
  },
});
const site = defineSingleton({
  name: "site",
  filePath: `${dir}/site.yaml`,
  parser: yamlFile,
  // Form delivery left site.yaml for the web team's own file: say where, rather than drop it unseen.
  schema: siteSchema.extend({ forms: z.never({ error: `form delivery moved to ${dir}/form-delivery.yaml: move the settings there` }).optional() }),
  // The footer line may name the company's own facts ({{tagline}}, {{founding-year}}) and claims.
  transform: (doc, context) => {
    const register = context.documents(claimRegister)[0]?.claims ?? [];
    return { ...doc, footerBlurb: createResolver(register, doc, `${dir}/site.yaml`).text(doc.footerBlurb, "footerBlurb") };
  },
});
/**
 * Where every form sends (app/forms/settings-schema.ts): the web team's file, code-owned and out
 * of the CMS, so the company details stay the marketers'. No file is provider none (mail).
 */
const formDelivery = defineSingleton({
  name: "formDelivery",
  filePath: `${dir}/form-delivery.yaml`,
  parser: yamlFile,
  optional: true,
  schema: formsSettingsSchema,
  // The settings alone: the build parses them again, strictly (scripts/forms-settings.ts).
  transform: ({ _meta, ...settings }) => settings,
});
/** A settings file's texts and links resolved and checked like a page's. */
function resolveSettings<T>(doc: T, context: Context, file: string): T {
  const register: Claim[] = context.documents(claimRegister)[0]?.claims ?? [];
  const facts = context.documents(site)[0];
  if (!facts) throw new Error(`${file}: ${dir}/site.yaml is missing or invalid`);
  return resolveEntry(doc, createResolver(register, facts, file, pagePaths), register, file);
}

const navigation = defineSingleton({
  name: "navigation",
  filePath: `${dir}/navigation.yaml`,
  parser: yamlFile,
  schema: navigationSchema,
  transform: (doc, context) => resolveSettings(doc, context, `${dir}/navigation.yaml`),
});
const notFound = defineSingleton({
  name: "notFound",
  filePath: `${dir}/not-found.yaml`,
  parser: yamlFile,
  schema: notFoundSchema,
  transform: (doc, context) => resolveSettings(doc, context, `${dir}/not-found.yaml`),
});

/**
 * The resolver for one file's transform: the claims register and the company facts. Its errors
 * name the file, which content-collections leaves out of a transform's error.
 */
function resolverFor(context: Context, folder: string, doc: { _meta: { filePath: string } }) {
  const register: Claim[] = context.documents(claimRegister)[0]?.claims ?? [];
  const facts = context.documents(site)[0];
  const file = `${dir}/${folder}/${doc._meta.filePath}`;
  if (!facts) throw new Error(`${file}: ${dir}/site.yaml is missing or invalid`);
  // A draft's or a scheduled article's links may lead where it will be live (publication.ts).
  return { register, file, resolver: createResolver(register, facts, file, linkTargets(linkCatalog, build.hiddenFiles.get(file))) };
}

/**
 * An entry kept out of this build (a draft, an article dated after it), once checked like any
 * other, is left out of its collection: the one place drafts are filtered.
 */
function published<T>(file: string, entry: T, context: Context) {
  const hidden = build.hiddenFiles.get(file);
  return hidden ? context.skip(describeHidden(hidden)) : entry;
}
const fileOf = (folder: string, doc: { _meta: { filePath: string } }) => `${dir}/${folder}/${doc._meta.filePath}`;

/** An image's size and modern versions (scripts/content/images.ts); a problem names the entry's file and field. */
async function image(src: string, source: string, field: string): Promise<ImageInfo> {
  try {
    return await imageInfo(src, dir);
  } catch (error) {
    throw new ContentFieldError(source, field, error instanceof Error ? error.message : String(error));
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * `{{postal-addresses}}` on a line of its own: every office's postal address from
 * content/site.yaml, as <address> blocks (put in after the Markdown is rendered).
 */
function postalAddresses(context: Context): string {
  const facts = context.documents(site)[0];
  return (facts?.offices ?? [])
    .map((office) => {
      const lines = [`${facts?.legalName}, ${office.label} office`, ...office.street, `${office.locality}, ${office.region} ${office.postalCode}`, office.country];
      return `<address class="postal-address">${lines.map((line, index) => (index === 0 ? `<strong>${escapeHtml(line)}</strong>` : escapeHtml(line))).join("<br>")}</address>`;
    })
    .join("\n");
}
const POSTAL = "%%postal-addresses%%";

/** The file's line the text starts on (the text is the file's tail, after the fields). */
function bodyFirstLine(file: string, content: string): number {
  const source = readFileSync(file, "utf8");
  return source.endsWith(content) ? source.slice(0, source.length - content.length).split("\n").length : 1;
}

/**
 * Resolves front matter and body; the raw Markdown is replaced by its HTML. Every link and picture
 * of the text must be one app/content/links.ts allows (each problem named by its line), the text
 * holds no raw HTML, and a link to a page of ours must lead to one.
 */
async function longForm<T extends { content: string; _meta: { path: string; filePath: string } }>(folder: string, doc: T, context: Context) {
  const { register, resolver, file } = resolverFor(context, folder, doc);
  const { content, _meta, ...data } = doc;
  if (content.length > BODY_MAX) throw new ContentFieldError(file, "body", `${content.length.toLocaleString("en-US")} characters: a text has at most ${BODY_MAX.toLocaleString("en-US")} (about 15,000 words); shorten it or split it into several entries`);
  const resolved = resolveEntry(data, resolver, register, file);
  const markdown = resolver.text(content.replaceAll("{{postal-addresses}}", POSTAL), "body");
  // Placeholders stand for one-line values, so the resolved text keeps the file's line numbers.
  const problems = findMarkdownProblems(markdown, file, bodyFirstLine(file, content));
  if (problems.length) throw new Error(problems.join("\n"));
  const images = (src: string) => image(src, file, "body");
  const urls = (url: string, kind: "link" | "image") => {
    const problem = kind === "image" ? imageProblem(url) : linkProblem(url);
    if (problem) throw new ContentFieldError(file, "body", problem);
    if (kind === "link" && url.startsWith("/")) resolver.link(url, "body");
  };
  const rendered = await renderMarkdown(markdown, { sections: folder === "policies" || folder === "jobs", images, urls });
  rendered.html = rendered.html.replace(`<p>${POSTAL}</p>`, () => postalAddresses(context));
  return { slug: _meta.path, ...resolved, ...rendered, readingMinutes: readingMinutes(rendered.words), _meta };
}

/** content/forms/<id>.yaml: one form each (app/forms/schema.ts); the file name is the form's id. */
const forms = defineCollection({
  name: "forms",
  directory: `${dir}/forms`,
  include: "*.yaml",
  parser: yamlFile,
  schema: formDefinitionSchema,
  transform: (doc) => {
    const file = `${dir}/forms/${doc._meta.filePath}`;
    if (doc.id !== doc._meta.path) throw new ContentFieldError(file, "id", `"${doc.id}" should be the file's name, "${doc._meta.path}"`);
    return doc;
  },
});

/** Pages the site's code links to (layouts, event forms' way back, buttons naming a form): never drafts. */
const pagesCodeLinksTo = new Set<string>(["/", "/blog", "/resources", ...Object.values(formPages)]);

const pages = defineCollection({
  name: "pages",
  directory: `${dir}/pages`,
  include: "**/*.yaml",
  parser: yamlFile,
  schema: pageSchema,
  transform: (doc, context) => {
    const { register, resolver, file } = resolverFor(context, "pages", doc);
    const path = pagePath(doc._meta.path);
    const formIds = context.documents(forms).map((form) => form.id);
    doc.sections.forEach((section, index) => {
      if (section.type === "form" && !formIds.includes(section.form))
        throw new ContentFieldError(file, `sections.${index}.form`, `no form "${section.form}": add ${dir}/forms/${section.form}.yaml or use one of ${formIds.join(", ")}`);
    });
    if (build.hiddenFiles.has(file) && pagesCodeLinksTo.has(path))
      throw new ContentFieldError(file, "draft", `${path} cannot be a draft: the site's own code links to it (the home page, the blog, /resources and the form pages). Set "draft: false"`);
    return published(file, { path, ...(resolveEntry(doc, resolver, register, file) as unknown as ResolvedPage) }, context);
  },
});

const authors = defineCollection({
  name: "authors",
  directory: `${dir}/authors`,
  include: "*.yaml",
  parser: yamlFile,
  schema: authorSchema,
  transform: (doc) => ({ slug: doc._meta.path, ...doc }),
});

const articles = defineCollection({
  name: "articles",
  directory: `${dir}/articles`,
  include: "*.md",
  parser: frontMatter,
  schema: articleSchema.extend(markdownBody),
  transform: async (doc, context) => {
    const file = `${dir}/articles/${doc._meta.filePath}`;
    const author = context.documents(authors).find((candidate) => candidate._meta.path === doc.author);
    if (!author) throw new ContentFieldError(file, "author", `no author "${doc.author}": add ${dir}/authors/${doc.author}.yaml or use one of ${context.documents(authors).map((a) => a._meta.path).join(", ")}`);
    const picture = { ...doc.image, ...(await image(doc.image.src, file, "image.src")) };
    return published(file, { ...(await longForm("articles", doc, context)), image: picture, authorName: author.name, authorRole: author.role, authorBio: author.bio }, context);
  },
});

const caseStudies = defineCollection({
  name: "caseStudies",
  directory: `${dir}/case-studies`,
  include: "*.md",
  parser: frontMatter,
  schema: caseStudySchema.extend(markdownBody),
  transform: async (doc, context) => {
    const study = await longForm("case-studies", doc, context);
    return published(fileOf("case-studies", doc), { ...study, results: study.results as unknown as Figure[] }, context);
  },
});

/** "March 7, 2024" and "2:00 PM EST": the date and time where the session is announced. */
function sessionTime(start: string, timeZone: string) {
  const at = new Date(start);
  const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(at);
  const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone, timeZoneName: "short" }).format(at);
  return { date, time: time.replace(/\u202f/g, " ") };
}

const webinars = defineCollection({
  name: "webinars",
  directory: `${dir}/webinars`,
  include: "*.md",
  parser: frontMatter,
  schema: webinarSchema.extend(markdownBody),
  transform: async (doc, context) => published(fileOf("webinars", doc), { ...(await longForm("webinars", doc, context)), ...sessionTime(doc.start, doc.timeZone) }, context),
});

const events = defineCollection({
  name: "events",
  directory: `${dir}/events`,
  include: "*.yaml",
  parser: yamlFile,
  schema: eventSchema,
  transform: (doc, context) => {
    const { register, resolver, file } = resolverFor(context, "events", doc);
    return published(file, { slug: doc._meta.path, ...resolveEntry(doc, resolver, register, file) }, context);
  },
});

const jobs = defineCollection({
  name: "jobs",
  directory: `${dir}/jobs`,
  include: "*.md",
  parser: frontMatter,
  schema: jobSchema.extend(markdownBody),
  transform: async (doc, context) => published(fileOf("jobs", doc), await longForm("jobs", doc, context), context),
});

/** "4.2" and "4.2.0" compare equal; negative when a is the earlier version. */
const compareVersions = (a: string, b: string) => {
  const [x, y] = [a, b].map((version) => [...version.split(".").map(Number), 0, 0].slice(0, 3));
  return (x ?? []).reduce((order, part, index) => order || part - (y?.[index] ?? 0), 0);
};

const advisories = defineCollection({
  name: "advisories",
  directory: `${dir}/advisories`,
  include: "*.md",
  parser: frontMatter,
  schema: advisorySchema.extend(markdownBody),
  transform: async (doc, context) => {
    const file = fileOf("advisories", doc);
    if (doc._meta.path !== doc.id.toLowerCase())
      throw new ContentFieldError(file, "id", `the file of ${doc.id} must be named ${doc.id.toLowerCase()}.md (its address is /security/advisories/${doc.id.toLowerCase()})`);
    if (compareVersions(doc.affectedFrom, doc.fixedIn) >= 0)
      throw new ContentFieldError(file, "fixedIn", `${doc.fixedIn} must be a later version than affectedFrom (${doc.affectedFrom})`);
    doc.revisions.forEach((revision, index) => {
      const before = doc.revisions[index - 1];
      if (before && before.date > revision.date)
        throw new ContentFieldError(file, `revisions.${index}.date`, `${revision.date} is before the revision above it (${before.date}): list revisions oldest first`);
    });
    const weakness = doc.cwe ? weaknesses.find((candidate) => candidate.id === doc.cwe) : undefined;
    if (doc.cwe && !weakness) throw new ContentFieldError(file, "cwe", `${doc.cwe} is not in MITRE's CWE list: check the number at cwe.mitre.org`);
    const entry = await longForm("advisories", doc, context);
    return published(file, { ...entry, score: cvssScore(doc.cvss), cwe: weakness }, context);
  },
});

/** content/certifications/<name>.yaml: the trust center's certifications; an expired one stops the build. */
const certifications = defineCollection({
  name: "certifications",
  directory: `${dir}/certifications`,
  include: "*.yaml",
  parser: yamlFile,
  schema: certificationSchema,
  transform: (doc, context) => {
    const { register, resolver, file } = resolverFor(context, "certifications", doc);
    if (doc.expires <= doc.issued) throw new ContentFieldError(file, "expires", `${doc.expires} is not after the issue date (${doc.issued})`);
    const today = buildDate();
    if (doc.expires < today)
      throw new ContentFieldError(file, "expires", `${doc.name} expired on ${doc.expires}: enter the renewed certificate's dates, or remove the file so the site no longer claims it`);
    return { slug: doc._meta.path, ...resolveEntry(doc, resolver, register, file) };
  },
});

const policies = defineCollection({
  name: "policies",
  directory: `${dir}/policies`,
  include: "*.md",
  parser: frontMatter,
  schema: policySchema.extend(markdownBody),
  transform: async (doc, context) => ({ ...(await longForm("policies", doc, context)), path: policyPath(doc._meta.path, doc.path) }),
});

/**
 * content/media/: the pictures editors upload (the CMS's media library). Not data: each file is
 * checked to be a picture the build converts (app/content/media.ts), because the build copies the
 * folder into the site (scripts/media.ts) and an HTML page, script or SVG there would run on it.
 */
const media = defineCollection({
  name: "media",
  directory: `${dir}/media`,
  include: "**/*",
  parser: defineParser({ hasContent: false, parse: () => ({}) }),
  schema: z.object({}),
  transform: async (doc) => {
    const problem = await mediaFileProblem(`${dir}/media`, doc._meta.filePath);
    if (problem) throw new Error(`${dir}/media/${doc._meta.filePath}: ${problem}`);
    return { name: doc._meta.filePath };
  },
});

/**
 * public/'s drawings, served as they are from our origin: refused, naming the file, when one could
 * run script or load from another host (scripts/content/svg-safety.ts).
 */
const publicDrawings = defineCollection({
  name: "publicDrawings",
  directory: "public",
  include: "**/*.svg",
  parser: defineParser({ hasContent: false, parse: (text) => ({ problems: svgProblems(text) }) }),
  schema: z.object({ problems: z.array(z.string()) }),
  transform: (doc) => {
    if (doc.problems.length) throw new Error(svgRefusal(`public/${doc._meta.filePath}`, doc.problems));
    return { path: `/${doc._meta.filePath}` };
  },
});

/** Files of public/ ("/logo.svg"), served as they are: no redirect may shadow one. */
function publicFiles(): string[] {
  try {
    return (readdirSync("public", { recursive: true, withFileTypes: true }) as Array<{ isFile(): boolean; name: string; parentPath: string }>)
      .filter((entry) => entry.isFile())
      .map((entry) => `/${[...entry.parentPath.split(/[\\/]/).slice(1), entry.name].join("/")}`);
  } catch {
    return [];
  }
}

/**
 * content/redirects.yaml: old addresses and the pages they lead to (app/content/redirects.ts
 * checks them against this build; scripts/redirects-config.ts writes them for nginx and CDNs).
 */
const redirectTable = defineSingleton({
  name: "redirectTable",
  filePath: `${dir}/redirects.yaml`,
  parser: yamlFile,
  optional: true,
  schema: redirectsSchema,
  transform: (doc) => ({ redirects: resolveRedirects(doc.redirects, { catalog, reserved: reservedAddresses(publicFiles(), catalog.live) }, `${dir}/redirects.yaml`) }),
});

export default defineConfig({
  content: [claimRegister, site, formDelivery, navigation, notFound, pages, authors, articles, caseStudies, webinars, events, jobs, advisories, certifications, policies, forms, media, publicDrawings, redirectTable],
});
