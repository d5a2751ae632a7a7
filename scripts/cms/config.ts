/**
 * The Decap CMS configuration (/admin/config.yml), generated at build from the content schemas: one
 * CMS collection per content collection. config.test.ts checks it against the schemas and content. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml, stringify } from "yaml";
import type { z } from "zod";
import {
  authorSchema,
  certificationSchema,
  claimsSchema,
  eventSchema,
  navigationSchema,
  notFoundSchema,
  pageSchema,
  policySchema,
  shareImagesSchema,
  siteSchema,
} from "../../app/content/schema/collections";
import { BODY_MAX } from "../../app/content/schema/fields";
import { redirectsSchema } from "../../app/content/schema/publishing";
import { type Folder, everyEntryCollection } from "../../app/collections/list";
import { formDefinitionSchema } from "../../app/forms/schema";
import {
  type CmsField,
  type FieldContext,
  authorRelation,
  lengthPattern,
  objectFields,
  relation,
} from "./fields";
import { PAGE_FORMAT } from "./page-files";
import { researchFields, ruleCollections } from "./research";

/** Uploads live beside the content, so a content copy carries its images; app/pages/media/[file].ts serves them. */
export const mediaFolder = (contentDir: string) => `${contentDir}/media`;
export const PUBLIC_FOLDER = "/media";

/**
 * Decap checks an image pattern against the file's basename only; with free URLs off the value is always
 * /media/<name>, which passes the schema's path pattern. Uploaded SVG is refused by app/content/media.ts. */
export const IMAGE_NAME_PATTERN: [string, string] = [
  "^[\\w-]+\\.(svg|png|jpe?g|webp|avif)$",
  "Expected an image file (.png, .jpg, .webp, .avif or .svg) named with letters, digits and hyphens only",
];

export interface CmsOptions {
  contentDir: string;
  claimKeys: readonly string[];
  repo: string;
  branch?: string;
  /** Local editing (`npm run cms`): decap-server's URL; saves write the files directly. */
  localBackendUrl?: string;
  siteUrl?: string;
}

export type CmsCollection = Record<string, unknown> & {
  name: string;
  label: string;
  fields?: CmsField[];
  files?: Array<Record<string, unknown> & { name: string; file: string; fields: CmsField[] }>;
};

const body: CmsField = {
  name: "body",
  label: "Text",
  widget: "markdown",
  hint: "## for a heading, - for a list, [text](/services/red-team) for a link to one of our pages, [text](https://...) to another site; pictures from the media library only",
  pattern: lengthPattern(BODY_MAX),
};

export function cmsCollections(options: CmsOptions): CmsCollection[] {
  const { contentDir: dir } = options;
  const context: FieldContext = {
    claimKeys: options.claimKeys,
    overrides: {
      author: (field) =>
        field.widget === "string" && field.pattern ? authorRelation(field.name, "Author") : field,
      // A form section's form and a button's, picked from Forms; the build checks a page shows the button's.
      form: (field) => {
        if (field.widget !== "string") return field;
        const { pattern: _pattern, ...picked } = field;
        return { ...picked, ...relation("forms", "title") };
      },
      draft: (field) => ({
        ...field,
        label: "Draft: keep off the site",
        default: false,
        hint: "On: saved and previewed here, but not on the site (no page, no list, feed, sitemap or search entry; links to it are refused). Off: published. An article or a press release dated in the future appears on that date by itself",
      }),
      // An `entries` section names the collection it lists: by its name in the CMS, not its id.
      family: (field) => ({
        name: field.name,
        label: "Collection",
        widget: "select",
        options: everyEntryCollection
          .filter(({ section }) => section === "entries")
          .map(({ id, cms }) => ({ label: cms.label, value: id })),
        hint: "The collection the section lists, newest first, with its feeds",
      }),
      // An article's picture.
      image: (field) => ({
        ...field,
        fields: (field.fields ?? []).map((inner) =>
          inner.name === "src"
            ? {
                ...inner,
                label: "Picture",
                widget: "image",
                choose_url: false,
                pattern: IMAGE_NAME_PATTERN,
                hint: "Upload a picture (PNG, JPEG or WebP, at least 1200 pixels wide), or choose one uploaded before",
              }
            : inner,
        ),
      }),
      redirects: (field) => ({
        ...field,
        label: "Redirects",
        label_singular: "redirect",
        summary: "{{fields.from}} → {{fields.to}}",
        hint: "When a page's address changes or a page goes away, add its old address here",
        fields: (field.fields ?? []).map((inner) =>
          inner.name === "from"
            ? {
                ...inner,
                label: "From (old address)",
                hint: "The old address, as it was: /blog/old-name (no https://, no trailing /). It must no longer be a page",
              }
            : { ...inner, label: "To (page)", hint: "The page it now leads to: /blog/new-name" },
        ),
      }),
    },
  };
  const fields = (schema: z.ZodObject) => objectFields(schema, context);
  const folder = (
    name: string,
    label: string,
    labelSingular: string,
    schema: z.ZodObject,
    markdown: boolean,
    extra: Record<string, unknown> = {},
  ): CmsCollection => ({
    name,
    label,
    label_singular: labelSingular,
    folder: `${dir}/${name}`,
    extension: markdown ? "md" : "yaml",
    format: markdown ? "frontmatter" : "yaml",
    create: true,
    slug: "{{slug}}",
    identifier_field: "title" in schema.shape ? "title" : "name",
    summary: "title" in schema.shape ? "{{title}}" : "{{name}}",
    fields: markdown ? [...fields(schema), body] : fields(schema),
    ...extra,
  });
  const file = (name: string, label: string, schema: z.ZodObject) => ({
    name,
    label,
    file: `${dir}/${name}.yaml`,
    fields: fields(schema),
  });
  const files = (name: string, label: string, ...entries: ReturnType<typeof file>[]) => ({
    name,
    label,
    editor: { preview: false },
    files: entries,
  });
  /** The site's own collections, each beside the entries editors go to them from. */
  const besides: Partial<Record<Folder, CmsCollection[]>> = {
    articles: [folder("authors", "Authors", "Author", authorSchema, false)],
    webinars: [folder("events", "Events", "Event", eventSchema, false)],
    jobs: [
      folder("certifications", "Certifications", "Certification", certificationSchema, false, {
        summary: "{{name}} (valid until {{expires}})",
      }),
    ],
    research: ruleCollections(dir),
  };
  // content/form-delivery.yaml is left out: where forms send is the web team's code-owned setting.
  return [
    files(
      "settings",
      "Company and menus",
      file("site", "Company details", siteSchema),
      file("navigation", "Menus and footer links", navigationSchema),
      file("not-found", "Page not found", notFoundSchema),
      file("share-images", "Pictures when a page is shared", shareImagesSchema),
    ),
    files("claims", "Claims (figures)", file("claims", "Claims register", claimsSchema)),
    files("redirects", "Redirects", file("redirects", "Redirects", redirectsSchema)),
    {
      name: "pages",
      label: "Pages",
      label_singular: "Page",
      folder: `${dir}/pages`,
      extension: "yaml",
      // admin/page-file-names.ts sets aside a file name for Decap to name a new page's file.
      format: PAGE_FORMAT,
      create: true,
      slug: "{{slug}}",
      identifier_field: "meta.title",
      summary: "{{meta.title}}",
      // Deeper than content/pages/company/contact/demo.yaml (3).
      nested: { depth: 4, subfolders: false },
      // Decap refuses an empty Section (validateMetaField) and shows "/" for a top-level page's.
      meta: {
        path: {
          widget: "string",
          label: "Section",
          hint: "The folder the page lives in, which is the start of its address: services for /services/<name>; / for a top-level page. A new page's <name> is its title, in lower case with hyphens",
        },
      },
      fields: fields(pageSchema),
    },
    // Each collection of entries as its module says, and the site's own where editors look for them.
    ...everyEntryCollection.flatMap(({ folder: name, kind, schema, cms }) => [
      folder(name, cms.label, cms.singular ?? kind, schema, true, {
        // A report's form is more than its schema's fields: hints, relations and labels.
        ...(name === "research" ? { fields: researchFields(context, body) } : {}),
        ...cms.options,
      }),
      ...(besides[name] ?? []),
    ]),
    // Each policy and form has its own route or callers: editors change them, never add or remove them.
    folder("policies", "Policies", "Policy", policySchema, true, { create: false, delete: false }),
    folder("forms", "Forms", "Form", formDefinitionSchema, false, {
      create: false,
      delete: false,
      summary: "{{title}} ({{id}})",
    }),
  ];
}

export function cmsConfig(options: CmsOptions): Record<string, unknown> {
  return {
    backend: {
      name: "github",
      repo: options.repo,
      branch: options.branch ?? "main",
      squash_merges: true,
    },
    ...(options.localBackendUrl
      ? {
          local_backend: {
            url: options.localBackendUrl,
            allowed_hosts: ["127.0.0.1", "localhost"],
          },
        }
      : {}),
    // Drafts become pull requests; decap-server's file-system mode has no drafts.
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

/** CMS_REPO at build, else package.json's repository. */
function cmsRepo(): string {
  if (process.env.CMS_REPO) return process.env.CMS_REPO;
  const { repository } = JSON.parse(readFileSync("package.json", "utf8")) as {
    repository?: string | { url?: string };
  };
  const url = (typeof repository === "string" ? repository : repository?.url) ?? "";
  const match =
    /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(url) ??
    /^github:([\w.-]+\/[\w.-]+)$/.exec(url);
  return match?.[1] ?? "halcyrion/website";
}

export function optionsFromDisk(overrides: Partial<CmsOptions> = {}): CmsOptions {
  const contentDir = overrides.contentDir ?? process.env.CONTENT_DIR ?? "content";
  const { claims } = parseYaml(readFileSync(path.join(contentDir, "claims.yaml"), "utf8")) as {
    claims?: Array<{ key: string }>;
  };
  const claimKeys = (claims ?? []).map((claim) => claim.key);
  return { contentDir, claimKeys, repo: cmsRepo(), ...overrides };
}
