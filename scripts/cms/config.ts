/**
 * The Decap CMS configuration (/admin/config.yml), generated at build from the content schemas
 * (app/content/schema/collections.ts) and the content/ folder: one CMS collection per content
 * collection, with the fields of scripts/cms/fields.ts. A pure function from its inputs to the
 * configuration; scripts/cms/config.test.ts checks it against the schemas and the content.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml, stringify } from "yaml";
import type { z } from "zod";
import {
  articleSchema,
  authorSchema,
  advisorySchema,
  caseStudySchema,
  certificationSchema,
  claimsSchema,
  eventSchema,
  jobSchema,
  navigationSchema,
  notFoundSchema,
  pageSchema,
  policySchema,
  siteSchema,
  webinarSchema,
} from "../../app/content/schema/collections";
import { BODY_MAX } from "../../app/content/schema/fields";
import { redirectsSchema } from "../../app/content/schema/publishing";
import { researchSchema } from "../../app/content/schema/research";
import { formDefinitionSchema } from "../../app/forms/schema";
import { type CmsField, type FieldContext, lengthPattern, objectFields } from "./fields";
import { PAGE_FORMAT } from "./page-files";
import { researchFields, ruleCollections } from "./research";

/**
 * Uploaded images go to one folder beside the content (<content>/media, so a content copy carries
 * its images), and the site serves them at /media/ (scripts/media.ts writes them, with AVIF and
 * WebP versions, into the build).
 */
export const mediaFolder = (contentDir: string) => `${contentDir}/media`;
export const PUBLIC_FOLDER = "/media";

/**
 * Decap checks an image field's pattern against the file's name only (decap-cms-widget-file's
 * getValidateValue takes the basename), so the schema's path pattern cannot be used there. Images
 * are picked from the media folder or uploaded to it (no free URL: a typed one could name another
 * host, which the schema rejects), so the value is always /media/<name>: checking the name is
 * enough for it to pass the schema's /path pattern. config.test.ts pins both. An .svg name passes
 * (the articles' illustrations under public/ are SVG), but an SVG uploaded to content/media is
 * refused by the content build (app/content/media.ts), so the pull request says why.
 */
export const IMAGE_NAME_PATTERN: [string, string] = ["^[\\w-]+\\.(svg|png|jpe?g|webp|avif)$", "Expected an image file (.png, .jpg, .webp, .avif or .svg) named with letters, digits and hyphens only"];

export interface CmsOptions {
  /** The content folder, relative to the repository root ("content"). */
  contentDir: string;
  /** Claim keys offered wherever content names a claim (read from <contentDir>/claims.yaml). */
  claimKeys: readonly string[];
  /** GitHub repository "owner/name" the production CMS edits. */
  repo: string;
  branch?: string;
  /** Set for local editing (`npm run cms`): the decap-server proxy URL; saves write the files directly. */
  localBackendUrl?: string;
  /** The public site's origin, for "view live" links. */
  siteUrl?: string;
}

export type CmsCollection = Record<string, unknown> & { name: string; label: string; fields?: CmsField[]; files?: Array<Record<string, unknown> & { name: string; file: string; fields: CmsField[] }> };

const body: CmsField = {
  name: "body",
  label: "Text",
  widget: "markdown",
  hint: "## for a heading, - for a list, [text](/services/red-team) for a link to one of our pages, [text](https://...) to another site; pictures from the media library only",
  pattern: lengthPattern(BODY_MAX),
};

/** Every CMS collection, in the order the CMS lists them. */
export function cmsCollections(options: CmsOptions): CmsCollection[] {
  const { contentDir: dir } = options;
  const context: FieldContext = {
    claimKeys: options.claimKeys,
    overrides: {
      // The article's author is a file name from content/authors/: pick it from the authors.
      author: (field) =>
        field.widget === "string" && field.pattern
          ? { name: field.name, label: "Author", widget: "relation", collection: "authors", search_fields: ["name"], value_field: "{{slug}}", display_fields: ["name"] }
          : field,
      // app/content/publication.ts: what a draft is kept out of.
      draft: (field) => ({ ...field, label: "Draft: keep off the site", default: false, hint: DRAFT_HINT }),
    },
  };
  const fields = (schema: z.ZodObject) => objectFields(schema, context);
  const articleFields = fields(articleSchema).map((field) =>
    field.name === "image" ? { ...field, fields: (field.fields ?? []).map((inner) => (inner.name === "src" ? { ...inner, label: "Picture", widget: "image", choose_url: false, pattern: IMAGE_NAME_PATTERN, hint: "Upload a picture (PNG, JPEG or WebP, at least 1200 pixels wide), or choose one uploaded before" } : inner)) } : field,
  );
  const folder = (name: string, label: string, labelSingular: string, sub: string, schema: z.ZodObject, markdown: boolean, extra: Record<string, unknown> = {}): CmsCollection => ({
    name,
    label,
    label_singular: labelSingular,
    folder: `${dir}/${sub}`,
    extension: markdown ? "md" : "yaml",
    format: markdown ? "frontmatter" : "yaml",
    create: true,
    slug: "{{slug}}",
    identifier_field: "title" in schema.shape ? "title" : "name",
    summary: "title" in schema.shape ? "{{title}}" : "{{name}}",
    fields: markdown ? [...fields(schema), body] : fields(schema),
    ...extra,
  });
  // One field list shared by every page: config.yml writes it once and refers to it (a YAML alias).
  const pageFields = fields(pageSchema);
  const file = (name: string, label: string, relative: string, schema: z.ZodObject) => ({ name, label, file: `${dir}/${relative}`, fields: fields(schema) });
  // content/form-delivery.yaml is left out on purpose: where every form sends is the web team's
  // setting (code-owned), never changed from the CMS.
  return [
    {
      name: "settings",
      label: "Company and menus",
      editor: { preview: false },
      files: [
        file("site", "Company details", "site.yaml", siteSchema),
        file("navigation", "Menus and footer links", "navigation.yaml", navigationSchema),
        file("not-found", "Page not found", "not-found.yaml", notFoundSchema),
      ],
    },
    { name: "claims", label: "Claims (figures)", editor: { preview: false }, files: [file("claims", "Claims register", "claims.yaml", claimsSchema)] },
    { name: "redirects", label: "Redirects", editor: { preview: false }, files: [redirectsFile(file("redirects", "Redirects", "redirects.yaml", redirectsSchema))] },
    // A new file is a new page at its path (app/pages/[...slug].astro): the site's sections are folders.
    {
      name: "pages",
      label: "Pages",
      label_singular: "Page",
      folder: `${dir}/pages`,
      extension: "yaml",
      // YAML, less the file name admin/page-file-names.ts sets aside for Decap to name a new page's file.
      format: PAGE_FORMAT,
      create: true,
      slug: "{{slug}}",
      identifier_field: "meta.title",
      summary: "{{meta.title}}",
      nested: { depth: PAGE_DEPTH, subfolders: false },
      meta: { path: { widget: "string", label: "Section", hint: PAGE_PATH_HINT } },
      fields: pageFields,
    },
    folder("articles", "Blog articles", "Article", "articles", articleSchema, true, { fields: [...articleFields, body], sortable_fields: ["date", "title"], view_groups: [{ label: "Category", field: "category" }] }),
    folder("authors", "Authors", "Author", "authors", authorSchema, false),
    folder("case-studies", "Case studies", "Case study", "case-studies", caseStudySchema, true),
    folder("webinars", "Webinars", "Webinar", "webinars", webinarSchema, true),
    folder("events", "Events", "Event", "events", eventSchema, false),
    folder("jobs", "Jobs", "Job", "jobs", jobSchema, true),
    // The security team's advisories: the file name is the id (hal-2026-004), the build writes the page, feeds and CSAF document.
    folder("certifications", "Certifications", "Certification", "certifications", certificationSchema, false, { summary: "{{name}} (valid until {{expires}})" }),
    folder("advisories", "Security advisories", "Security advisory", "advisories", advisorySchema, true, { slug: "{{fields.id}}", sortable_fields: ["title"], summary: "{{title}}" }),
    // Threat research (docs/research.md): a new file is a new report at /research/<title as an address>.
    folder("research", "Threat research", "Research report", "research", researchSchema, true, { fields: researchFields(context, body), sortable_fields: ["date", "title"] }),
    ...ruleCollections(dir),
    // Each policy has its own route: editors change them but do not add or remove them.
    folder("policies", "Policies", "Policy", "policies", policySchema, true, { create: false, delete: false }),
    // Each form is named by the pages and buttons that show it (route-table.ts formPages,
    // `form:` on a page section or a button): its labels, rules and texts change here, the set does not.
    folder("forms", "Forms", "Form", "forms", formDefinitionSchema, false, { create: false, delete: false, summary: "{{title}} ({{id}})" }),
  ];
}

/** How deep the site's sections go in the CMS's tree of pages (content/pages/company/contact/demo.yaml is 3). */
export const PAGE_DEPTH = 4;
// Decap refuses an empty Section (validateMetaField) and shows "/" for a top-level page's.
export const PAGE_PATH_HINT = "The folder the page lives in, which is the start of its address: services for /services/<name>; / for a top-level page. A new page's <name> is its title, in lower case with hyphens";

export const DRAFT_HINT =
  "On: saved and previewed here, but not on the site (no page, no list, feed, sitemap or search entry; links to it are refused). Off: published. An article dated in the future appears on that date by itself";

/**
 * content/redirects.yaml's form: each item an old address and the page it now leads to, listed as
 * "/old → /new" (app/content/redirects.ts: what the build refuses).
 */
function redirectsFile<T extends { fields: CmsField[] }>(entry: T): T {
  const hints: Record<string, string> = {
    from: "The old address, as it was: /blog/old-name (no https://, no trailing /). It must no longer be a page",
    to: "The page it now leads to: /blog/new-name",
  };
  const fields = entry.fields.map((field) =>
    field.name === "redirects"
      ? { ...field, label: "Redirects", label_singular: "redirect", summary: "{{fields.from}} → {{fields.to}}", hint: "When a page's address changes or a page goes away, add its old address here", fields: (field.fields ?? []).map((inner) => ({ ...inner, label: inner.name === "from" ? "From (old address)" : "To (page)", hint: hints[inner.name] })) }
      : field,
  );
  return { ...entry, fields };
}


/** The whole configuration, as an object (config.yml is its YAML). */
export function cmsConfig(options: CmsOptions): Record<string, unknown> {
  const backend = { name: "github", repo: options.repo, branch: options.branch ?? "main", squash_merges: true };
  return {
    backend,
    ...(options.localBackendUrl ? { local_backend: { url: options.localBackendUrl, allowed_hosts: ["127.0.0.1", "localhost"] } } : {}),
    // Drafts become pull requests, checked by CI and reviewed before they deploy. Locally,
    // decap-server writes straight to the files (its file-system mode has no drafts).
    publish_mode: options.localBackendUrl ? "simple" : "editorial_workflow",
    media_folder: mediaFolder(options.contentDir),
    public_folder: PUBLIC_FOLDER,
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    search: false,
    collections: cmsCollections(options),
  };
}

export const cmsConfigYaml = (options: CmsOptions): string =>
  `# Generated by scripts/cms/config.ts from the content schemas at build: do not edit.\n${stringify(cmsConfig(options), { lineWidth: 0 })}`;

export function claimKeys(dir: string): string[] {
  const register = parseYaml(readFileSync(path.join(dir, "claims.yaml"), "utf8")) as { claims?: Array<{ key: string }> };
  return (register.claims ?? []).map((claim) => claim.key);
}

/** The repository the production CMS edits: CMS_REPO at build, else the one named in package.json. */
export function cmsRepo(): string {
  if (process.env.CMS_REPO) return process.env.CMS_REPO;
  const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { repository?: string | { url?: string } };
  const url = typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url;
  const match = url ? /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(url) ?? /^github:([\w.-]+\/[\w.-]+)$/.exec(url) : null;
  return match?.[1] ?? "halcyrion/website";
}

/** The options for this checkout's content (CONTENT_DIR at build points at another copy). */
export function optionsFromDisk(overrides: Partial<CmsOptions> = {}): CmsOptions {
  const contentDir = overrides.contentDir ?? process.env.CONTENT_DIR ?? "content";
  return { contentDir, claimKeys: claimKeys(contentDir), repo: cmsRepo(), ...overrides };
}
