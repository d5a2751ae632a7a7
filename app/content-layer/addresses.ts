// Every address of this build (pages, aliases, policies, entries, form pages, blog archives), read from the
// files because the Astro config asks before the content build has run. Entries kept out of the build
// (app/content/publication.ts) get no address, so no page, sitemap or search entry, and no link passes.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parseMarkdownFile, parseYamlFile } from "../content/syntax";
import { type Catalog, type Hidden, buildDate, hiddenStatus } from "../content/publication";
import { blogCategories } from "../collections/articles";
import { everyEntryCollection } from "../collections/list";
import {
  BLOG_PAGE_SIZE,
  type EntryFormKind,
  blogCategoryPath,
  blogPagePath,
  entryFormPath,
  entryFormRoutes,
  entryPath,
  entryRoutes,
  pagePath,
  policyPath,
  researchTechniquePath,
} from "../route-table";

/** A page's or a policy's address; an alias shows the page at `aliasOf` (its canonical URL). */
export interface PageAddress {
  path: string;
  aliasOf?: string;
  policy?: true;
}

export const contentDir = () => process.env.CONTENT_DIR ?? "content";

/** Whether the entries of a content folder wait for their `date` (an embargoed press release, a report). */
export const waitsForDate = (folder: string): boolean =>
  everyEntryCollection.some((collection) => collection.folder === folder && collection.scheduled);

/** A content file: its path under the content folder ("articles/x.md") and its text (undefined: unreadable). */
export interface ContentFile {
  path: string;
  text(): string | undefined;
}

const ENTRY = /\.(md|ya?ml)$/;

/** The folders addresses come from: the collections with pages, the page files, the policies. */
export const addressFolders = (): string[] =>
  [
    ...new Set<string>([
      ...everyEntryCollection.map((collection) => collection.folder),
      ...Object.values(entryFormRoutes).map((route) => route.folder),
      "pages",
      "policies",
    ]),
  ].sort();

export function filesOnDisk(dir = contentDir()): ContentFile[] {
  return addressFolders().flatMap((folder) => {
    let names: string[];
    try {
      names = readdirSync(path.join(dir, folder), { recursive: folder === "pages" }) as string[];
    } catch {
      return [];
    }
    return names
      .map((name) => `${folder}/${name.split(path.sep).join("/")}`)
      .filter((file) => ENTRY.test(file))
      .map((file) => ({ path: file, text: () => readFileSync(path.join(dir, file), "utf8") }));
  });
}

/** A YAML file's data or a Markdown file's front matter, read as the content build reads them; undefined
 * when it does not parse (the content build says why). */
function entryData(file: ContentFile): unknown {
  try {
    const text = file.text() ?? "";
    return file.path.endsWith(".md") ? parseMarkdownFile(text) : parseYamlFile(text);
  } catch {
    return undefined;
  }
}

interface SiteAddresses {
  /** Each entry's page, then each entry's form page (Apply, Register: route-table.ts `entryFormRoutes`), for entries on the site. */
  entries: string[];
  /** The pages and policies on the site, and the pages' aliases: a page whose file says `draft: true` is not, nor its aliases. */
  pages: PageAddress[];
  /** How many articles are on the site (the blog's archive pages follow from it). */
  articles: number;
  /** Addresses of entries and pages kept out of this build, with why. */
  hidden: Map<string, Hidden>;
  /** The same by content file (`<content>/articles/x.md`), for the content build's transforms. */
  hiddenFiles: Map<string, Hidden>;
  /** The content file of each address (`/blog/x` → `<content>/articles/x.md`), hidden ones too. */
  sources: Map<string, string>;
  /** Each form's page: of the pages on the site showing it (a `form` section; the `contact` section shows
   * the contact form), the first by address. A button naming the form leads there. */
  formPages: Record<string, string>;
  /** The same for each section type: the page listing the jobs is the first showing a `jobs` section. */
  sectionPages: Record<string, string>;
}

export function siteAddresses(
  files: readonly ContentFile[],
  dir: string,
  today: string,
): SiteAddresses {
  const hidden = new Map<string, Hidden>();
  const hiddenFiles = new Map<string, Hidden>();
  const status = (file: ContentFile) => {
    const fullName = `${dir}/${file.path}`;
    const found = hiddenStatus(
      waitsForDate(file.path.split("/")[0] ?? ""),
      entryData(file),
      fullName,
      today,
    );
    if (found) hiddenFiles.set(fullName, found);
    return found;
  };
  /** Entry slugs of a folder (its files, not sub-folders), sorted, with their status. */
  const entriesOf = (folder: string) =>
    files
      .filter(
        (file) =>
          file.path.startsWith(`${folder}/`) &&
          !file.path.slice(folder.length + 1).includes("/") &&
          ENTRY.test(file.path),
      )
      .map((source) => ({
        source,
        slug: source.path.slice(folder.length + 1).replace(ENTRY, ""),
        file: `${dir}/${source.path}`,
        status: status(source),
      }))
      .sort((a, b) => a.slug.localeCompare(b.slug));
  const entries: string[] = [];
  const sources = new Map<string, string>();
  // Two files at one address would be two pages fighting for one URL: the build stops, naming both.
  const claim = (address: string, file: string) => {
    const other = sources.get(address);
    if (other !== undefined && other !== file)
      throw new Error(
        `${address} is the address of both ${other} and ${file}: rename or move one of them`,
      );
    sources.set(address, file);
  };
  const place = (address: string, entry: { file: string; status: Hidden | undefined }) => {
    claim(address, entry.file);
    if (entry.status) hidden.set(address, entry.status);
    else entries.push(address);
  };
  for (const { id, folder } of everyEntryCollection)
    for (const entry of entriesOf(folder)) place(entryPath(id, entry.slug), entry);
  // A page per ATT&CK technique the live reports cover (/research/techniques/T1059.001).
  const techniques = new Map<string, string>();
  for (const entry of entriesOf(entryRoutes.research.folder).filter((found) => !found.status))
    for (const id of listOf(entryData(entry.source), "techniques"))
      if (!techniques.has(id)) techniques.set(id, entry.file);
  for (const [id, file] of [...techniques].sort())
    place(researchTechniquePath(id), { file, status: undefined });
  for (const kind of Object.keys(entryFormRoutes) as EntryFormKind[])
    for (const entry of entriesOf(entryFormRoutes[kind].folder))
      place(entryFormPath(kind, entry.slug), entry);

  const pages: PageAddress[] = [];
  // The collections read pages/**/*.yaml and policies/*.md: any other file there is no page.
  const addressed = (folder: string, extension: string) =>
    files.filter((file) => file.path.startsWith(`${folder}/`) && file.path.endsWith(extension));
  const show = (page: PageAddress, file: ContentFile) => {
    claim(page.path, `${dir}/${file.path}`);
    const found = status(file);
    if (found) hidden.set(page.path, found);
    else pages.push(page);
  };
  const formPages: Record<string, string> = {};
  const sectionPages: Record<string, string> = {};
  const pageFiles = addressed("pages", ".yaml")
    .map((file) => ({ file, path: pagePath(file.path.slice("pages/".length, -".yaml".length)) }))
    .sort((a, b) => a.path.localeCompare(b.path));
  for (const { file, path } of pageFiles) {
    show({ path }, file);
    for (const alias of listOf(entryData(file), "aliases"))
      show({ path: alias, aliasOf: path }, file);
    if (hidden.has(path)) continue;
    for (const section of sectionsOf(entryData(file))) {
      const type = fieldOf(section, "type");
      if (typeof type === "string") sectionPages[type] ??= path;
      // The form a section shows, by its file name in content/forms.
      const form = type === "contact" ? "contact" : type === "form" && fieldOf(section, "form");
      if (typeof form === "string") formPages[form] ??= path;
    }
  }
  for (const file of addressed("policies", ".md")) {
    const name = file.path.slice("policies/".length, -".md".length);
    const own = fieldOf(entryData(file), "path");
    if (!name.includes("/"))
      show(
        { path: policyPath(name, typeof own === "string" ? own : undefined), policy: true },
        file,
      );
  }
  const articles = entriesOf(entryRoutes.article.folder).filter((entry) => !entry.status).length;
  for (const path of blogArchivePaths(articles))
    if (sources.has(path))
      throw new Error(
        `${path} is an address of the blog's archive: rename or move ${sources.get(path)}`,
      );
  pages.sort((a, b) => a.path.localeCompare(b.path));
  return { entries, pages, articles, hidden, hiddenFiles, sources, formPages, sectionPages };
}

const fieldOf = (data: unknown, field: string) =>
  data && typeof data === "object" ? (data as Record<string, unknown>)[field] : undefined;

const sectionsOf = (data: unknown): unknown[] => {
  const sections = fieldOf(data, "sections");
  return Array.isArray(sections) ? sections : [];
};

/** A list field's strings (an alias list), as written. */
function listOf(data: unknown, field: string): string[] {
  const value = fieldOf(data, field);
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : [];
}

const latest = new Map<string, SiteAddresses>();

/** The content's addresses (CONTENT_DIR) for a build dated BUILD_DATE (today by default), read from the files now. */
export function readAddresses(dir = contentDir()): SiteAddresses {
  const found = siteAddresses(filesOnDisk(dir), dir, buildDate());
  latest.set(`${dir}\0${buildDate()}`, found);
  return found;
}

/** The same as the content's last reading found them (app/content-layer/settings.ts reads them first in every build). */
export const addresses = (dir = contentDir()): SiteAddresses =>
  latest.get(`${dir}\0${buildDate()}`) ?? readAddresses(dir);

export const entryPaths = (): string[] => addresses().entries;

/** The pages, aliases and policies on the site (drafts and their aliases left out). */
export const livePages = (): PageAddress[] => addresses().pages;

export function blogArchivePaths(articleCount = addresses().articles): string[] {
  const pages = Math.ceil(articleCount / BLOG_PAGE_SIZE);
  return [
    ...Array.from({ length: Math.max(0, pages - 1) }, (_, index) => blogPagePath(index + 2)),
    ...blogCategories.map(blogCategoryPath),
  ];
}

/** Every page the build prerenders, the 404 page aside: the pages whose inline scripts the CSP allows
 * (scripts/csp.ts). */
export function prerenderedPagePaths(): string[] {
  return [...livePages().map((page) => page.path), ...entryPaths(), ...blogArchivePaths()];
}

/** Every page that is its own page (no aliases, no 404): the sitemap lists these. */
export function canonicalPaths(site: SiteAddresses = addresses()): string[] {
  return [
    ...site.pages.filter((route) => route.aliasOf === undefined).map((route) => route.path),
    ...site.entries,
    ...blogArchivePaths(site.articles),
  ];
}

/** What site search indexes: the canonical pages except the blog's archive listings, which only repeat article cards. */
export function searchablePaths(): string[] {
  const archive = new Set(blogArchivePaths());
  return canonicalPaths().filter((path) => !archive.has(path));
}

/** Every address a link or a redirect may lead to (aliases included), and the ones kept out of this build. */
export function catalogOf(site: SiteAddresses): Catalog {
  return {
    live: new Set([...canonicalPaths(site), ...site.pages.map((route) => route.path)]),
    hidden: site.hidden,
  };
}
