// @vitest-environment node
/**
 * The CMS form is the schema's twin: the same fields (against zod's JSON Schema of each collection), and
 * every entry passing the form's checks, written as Decap writes files, passes the content build. */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import * as schemas from "../../app/content/schema/collections";
import { formDefinitionSchema } from "../../app/forms/schema";
import { redirectsSchema } from "../../app/content/schema/publishing";
import { researchSchema } from "../../app/content/schema/research";
import { articles } from "../../app/collections/articles";
import { caseStudies } from "../../app/collections/case-studies";
import { jobs } from "../../app/collections/jobs";
import { webinars } from "../../app/collections/webinars";
import { malwareTypes, threatActorTypes } from "../../app/content/research-vocabularies";
import { buildContentFrom } from "../../test/content-build";
import {
  type CmsCollection,
  PUBLIC_FOLDER,
  cmsCollections,
  cmsConfigYaml,
  optionsFromDisk,
} from "./config";
import type { CmsField } from "./fields";
import { RULE_FORMAT, ruleFromFile, ruleToFile } from "./rule-files";
import { cmsProblems } from "../../test/cms-rules";

const options = optionsFromDisk({ contentDir: "content", repo: "owner/site" });
const collections = cmsCollections(options);
const byName = (name: string) =>
  collections.find((collection) => collection.name === name) as CmsCollection;
/** Where every form sends: the web team's file, not the CMS's (.github/CODEOWNERS). */
const FORM_DELIVERY = "content/form-delivery.yaml";
const fileFields = (collection: string, file: string) =>
  byName(collection).files?.find((entry) => entry.name === file)?.fields ?? [];

/** Each CMS form and the schema its files are checked against (Markdown ones with their body). */
const body = { body: z.string() };
const forms: Array<[string, CmsField[], z.ZodType]> = [
  ["site", fileFields("settings", "site"), schemas.siteSchema],
  ["navigation", fileFields("settings", "navigation"), schemas.navigationSchema],
  ["not-found", fileFields("settings", "not-found"), schemas.notFoundSchema],
  ["share-images", fileFields("settings", "share-images"), schemas.shareImagesSchema],
  ["claims", fileFields("claims", "claims"), schemas.claimsSchema],
  ["pages", byName("pages").fields ?? [], schemas.pageSchema],
  ["articles", byName("articles").fields ?? [], articles.schema.extend(body)],
  ["authors", byName("authors").fields ?? [], schemas.authorSchema],
  ["case-studies", byName("case-studies").fields ?? [], caseStudies.schema.extend(body)],
  ["webinars", byName("webinars").fields ?? [], webinars.schema.extend(body)],
  ["events", byName("events").fields ?? [], schemas.eventSchema],
  ["jobs", byName("jobs").fields ?? [], jobs.schema.extend(body)],
  ["policies", byName("policies").fields ?? [], schemas.policySchema.extend(body)],
  ["research", byName("research").fields ?? [], researchSchema.extend(body)],
  ["forms", byName("forms").fields ?? [], formDefinitionSchema],
  ["redirects", fileFields("redirects", "redirects"), redirectsSchema],
];

type Json = {
  type?: string;
  format?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  oneOf?: Json[];
  allOf?: Json[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  propertyNames?: Json;
  additionalProperties?: Json | boolean;
};

/** An object's properties and required names, through intersections, unions (merged) and records. */
function objectOf(json: Json): { properties: Record<string, Json>; required: Set<string> } {
  if (json.allOf) {
    const parts = json.allOf.map(objectOf);
    return {
      properties: Object.assign({}, ...parts.map((part) => part.properties)) as Record<
        string,
        Json
      >,
      required: new Set(parts.flatMap((part) => [...part.required])),
    };
  }
  const variants = json.anyOf ?? json.oneOf;
  if (variants) {
    const parts = variants.map(objectOf);
    const required = [...(parts[0]?.required ?? [])].filter((name) =>
      parts.every((part) => part.required.has(name)),
    );
    return {
      properties: Object.assign({}, ...parts.map((part) => part.properties)) as Record<
        string,
        Json
      >,
      required: new Set(required),
    };
  }
  if (json.propertyNames?.enum) {
    const value = json.additionalProperties as Json;
    const keys = json.propertyNames.enum as string[];
    return {
      properties: Object.fromEntries(keys.map((key) => [key, value])),
      required: new Set(keys),
    };
  }
  return { properties: json.properties ?? {}, required: new Set(json.required ?? []) };
}

/** Differences between a JSON Schema and CMS fields, as "path: what differs". */
function compare(json: Json, fields: readonly CmsField[], at: string, skip?: string): string[] {
  const { properties, required } = objectOf(json);
  const names = Object.keys(properties).filter((name) => name !== skip);
  const problems: string[] = [];
  for (const name of names)
    if (!fields.some((field) => field.name === name))
      problems.push(`${at}${name}: in the schema, not in the CMS`);
  for (const field of fields) {
    const property = properties[field.name];
    if (!property) {
      problems.push(`${at}${field.name}: in the CMS, not in the schema`);
      continue;
    }
    const isRequired = field.required !== false;
    if (field.widget !== "boolean" && isRequired !== required.has(field.name))
      problems.push(
        `${at}${field.name}: required ${String(required.has(field.name))} in the schema, ${String(isRequired)} in the CMS`,
      );
    problems.push(...compareValue(property, field, `${at}${field.name}`));
  }
  return problems;
}

function compareValue(json: Json, field: CmsField, at: string): string[] {
  switch (field.widget) {
    case "list": {
      const problems: string[] = [];
      if (json.type !== "array" || !json.items)
        return [`${at}: a list in the CMS, ${json.type ?? "not a list"} in the schema`];
      if ((json.minItems ?? 0) !== (field.min ?? 0))
        problems.push(
          `${at}: at least ${json.minItems ?? 0} in the schema, ${field.min ?? 0} in the CMS`,
        );
      if (json.maxItems !== field.max)
        problems.push(`${at}: at most ${json.maxItems} in the schema, ${field.max} in the CMS`);
      const items = json.items;
      if (field.types) {
        const variants = items.anyOf ?? items.oneOf ?? [];
        const tag = field.typeKey ?? "type";
        const tags = variants.map((variant) => variant.properties?.[tag]?.const as string);
        expect(field.types.map((type) => type.name).sort(), `${at}: block types`).toEqual(
          [...tags].sort(),
        );
        variants.forEach((variant, index) => {
          const type = field.types?.find((candidate) => candidate.name === tags[index]);
          if (type) problems.push(...compare(variant, type.fields, `${at}[${type.name}].`, tag));
        });
      } else if (field.fields) problems.push(...compare(items, field.fields, `${at}.*.`));
      else if (field.field) problems.push(...compareValue(items, field.field, `${at}.*`));
      return problems;
    }
    case "object": {
      const tag =
        (json.anyOf ?? json.oneOf)?.[0]?.properties &&
        Object.entries((json.anyOf ?? json.oneOf)?.[0]?.properties ?? {}).find(
          ([, value]) => value.const !== undefined,
        )?.[0];
      const problems = compare(
        json,
        (field.fields ?? []).filter((inner) => inner.name !== tag),
        `${at}.`,
        tag,
      );
      return problems;
    }
    case "select": {
      const values = (field.options ?? []).map((option) =>
        typeof option === "string" ? option : option.value,
      );
      if (json.enum)
        return JSON.stringify([...json.enum].sort()) === JSON.stringify([...values].sort())
          ? []
          : [`${at}: options differ from the schema's`];
      return json.type === "string" ? [] : [`${at}: a select over ${json.type}`];
    }
    case "number":
      return json.type === "number" || json.type === "integer" || Boolean(json.anyOf ?? json.oneOf)
        ? []
        : [`${at}: a number in the CMS, ${json.type} in the schema`];
    case "boolean":
      return json.type === "boolean"
        ? []
        : [`${at}: true/false in the CMS, ${json.type} in the schema`];
    case "relation":
      // A pick among existing entries' file names (authors), which the slug pattern describes; several when `multiple`.
      if (!field.multiple)
        return json.type === "string" ? [] : [`${at}: a relation over ${json.type}`];
      if (json.type !== "array" || json.items?.type !== "string")
        return [`${at}: a relation of several over ${json.type}`];
      return (json.minItems ?? 0) === (field.min ?? 0) && json.maxItems === field.max
        ? []
        : [
            `${at}: between ${json.minItems}-${json.maxItems} in the schema, ${field.min}-${field.max} in the CMS`,
          ];
    case "image": {
      // Decap tests an image's pattern on the file name (IMAGE_NAME_PATTERN): every name it
      // accepts, stored as /media/<name>, must pass the schema's path pattern.
      const names = [
        "diagram.png",
        "team-photo.jpg",
        "a_b.jpeg",
        "logo.svg",
        "x.avif",
        "y.webp",
        "photo.gif",
        "two words.png",
        "..png",
        "x.png.exe",
      ];
      const cms = new RegExp(field.pattern?.[0] ?? ".*");
      const schema = new RegExp(json.pattern ?? ".*");
      const wrong = names.filter(
        (name) => cms.test(name) !== schema.test(`${PUBLIC_FOLDER}/${name}`),
      );
      return wrong.length ? [`${at}: the CMS and the schema disagree on ${wrong.join(", ")}`] : [];
    }
    case "datetime":
      return json.format === "date" || json.format === "date-time" || json.type === undefined
        ? []
        : [`${at}: a date picker in the CMS, ${json.type} in the schema`];
    default: {
      // Dates and times are preprocessed in the schema (YAML may give a timestamp): any in its JSON Schema.
      if (json.type !== undefined && json.type !== "string")
        return [`${at}: text in the CMS, ${json.type} in the schema`];
      if (json.pattern && field.pattern?.[0] !== json.pattern)
        return [`${at}: pattern ${json.pattern} in the schema, ${field.pattern?.[0]} in the CMS`];
      return [];
    }
  }
}

describe("the CMS configuration is generated from the content schemas", () => {
  it.each(forms)(
    "%s: every schema field has a CMS field, with the same required flags, options, patterns and list bounds, and no more",
    (_name, fields, schema) => {
      const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
      expect(compare(json, fields, "")).toEqual([]);
    },
  );

  it("the comparison catches a CMS field the schema does not have, and a missing one", () => {
    const site = forms[0] as (typeof forms)[number];
    const json = z.toJSONSchema(site[2], { io: "input", unrepresentable: "any" }) as Json;
    expect(
      compare(json, [...site[1], { name: "fax", label: "Fax", widget: "string" }], ""),
    ).toContain("fax: in the CMS, not in the schema");
    expect(compare(json, site[1].slice(1), "")).toContain("name: in the schema, not in the CMS");
  });

  it("offers every claim of the register, every icon, and pages editors can create, in the site's sections as folders", () => {
    const yaml = cmsConfigYaml(options);
    const register = parseYaml(readFileSync("content/claims.yaml", "utf8")) as {
      claims: Array<{ key: string }>;
    };
    for (const { key } of register.claims) expect(yaml).toContain(`- ${key}\n`);
    expect(byName("pages")).toMatchObject({
      folder: "content/pages",
      extension: "yaml",
      create: true,
      meta: { path: { widget: "string" } },
    });
    // Deep enough for the deepest page file (content/pages/company/contact/demo.yaml is 3).
    const depth = Math.max(
      ...(readdirSync("content/pages", { recursive: true }) as string[])
        .filter((file) => file.endsWith(".yaml"))
        .map((file) => file.split(path.sep).length),
    );
    expect((byName("pages").nested as { depth: number }).depth).toBeGreaterThanOrEqual(depth);
    expect(parseYaml(yaml)).toMatchObject({
      backend: { name: "github", repo: "owner/site" },
      publish_mode: "editorial_workflow",
      media_folder: "content/media",
      public_folder: "/media",
    });
  });

  it("leaves where the forms send to the web team: no CMS form edits it, and saving the company details cannot touch it", () => {
    // A folder collection over content/ itself would edit every file in it.
    const edited = collections.flatMap((collection) => [
      ...(collection.files ?? []).map((entry) => entry.file),
      ...(collection.folder ? [collection.folder] : []),
    ]);
    expect(edited.filter((file) => file === FORM_DELIVERY || file === "content")).toEqual([]);
    expect(fileFields("settings", "site").map((field) => field.name)).not.toContain("forms");
    // Forms are named by pages and buttons: editable, but none added or removed in the CMS.
    expect(byName("forms")).toMatchObject({
      folder: "content/forms",
      create: false,
      delete: false,
    });
  });

  it("every entry a marketer publishes can be kept off the site as a draft, and redirects are edited as a list of from → to", () => {
    for (const name of ["articles", "case-studies", "webinars", "events", "jobs", "research"])
      expect(
        byName(name).fields?.find((field) => field.name === "draft"),
        name,
      ).toMatchObject({ widget: "boolean", required: false, default: false });
    expect(byName("pages").fields?.find((field) => field.name === "draft")).toMatchObject({
      widget: "boolean",
      required: false,
    });
    expect(byName("redirects").files?.[0]).toMatchObject({ file: "content/redirects.yaml" });
    expect(fileFields("redirects", "redirects")[0]).toMatchObject({
      name: "redirects",
      widget: "list",
      summary: "{{fields.from}} → {{fields.to}}",
    });
  });

  it("an article's picture is uploaded or picked from the media folder, never a typed URL (which could name another host)", () => {
    const image = byName("articles")
      .fields?.find((field) => field.name === "image")
      ?.fields?.find((field) => field.name === "src");
    expect(image).toMatchObject({ widget: "image", choose_url: false });
  });

  it("a collapsed list item shows what it is: a claim by its label and value, a list of titled items by title", () => {
    const claims = byName("claims").files?.[0]?.fields.find((field) => field.name === "claims");
    expect(claims).toMatchObject({
      collapsed: true,
      summary: "{{fields.label}}: {{fields.value}}",
    });
    const offices = byName("settings").files?.[0]?.fields.find((field) => field.name === "offices");
    expect(offices?.summary).toBe("{{fields.label}}");
  });
});

describe("the research team's collections", () => {
  const report = {
    title: "A fictional loader",
    summary: "Fictional, for a test.",
    date: "2026-06-16",
    authors: ["maya-okafor"],
    tlp: "TLP:CLEAR",
    techniques: ["T1059.001"],
    indicators: [{ type: "ipv4", value: "192.0.2.41", description: "Staging host" }],
    firstSeen: "2026-04-02",
    lastSeen: "2026-05-28",
    rules: [{ file: "fictional-loader.yar", title: "The loader (YARA)" }],
    body: "## Summary\n\nText.",
  };
  const fields = byName("research").fields ?? [];

  it("a report is written in the form; its marking can only be TLP:CLEAR, authors are picked from Authors, a technique must look like an ATT&CK id", () => {
    expect(byName("research")).toMatchObject({
      folder: "content/research",
      extension: "md",
      create: true,
      slug: "{{slug}}",
      identifier_field: "title",
    });
    expect(cmsProblems(fields, report)).toEqual([]);
    expect(cmsProblems(fields, { ...report, tlp: "TLP:AMBER" })).toEqual([
      'tlp: "TLP:AMBER" is not one of the options',
    ]);
    expect(cmsProblems(fields, { ...report, authors: [] })).toEqual(["authors: is required"]);
    expect(fields.find((field) => field.name === "authors")).toMatchObject({
      widget: "relation",
      collection: "authors",
      multiple: true,
    });
    expect(cmsProblems(fields, { ...report, techniques: ["PowerShell"] })).toEqual([
      expect.stringMatching(/^techniques\.0: Expected an ATT&CK technique id/),
    ]);
    expect(
      cmsProblems(fields, { ...report, indicators: [{ type: "sha512", value: "ab" }] }),
    ).toEqual(['indicators.0.type: "sha512" is not one of the options']);
  });

  it("offers STIX's vocabularies and MISP's values as choices, the same as the check allows", () => {
    const options = (path: string) => {
      const [top = "", inner] = path.split(".");
      const field = fields.find((candidate) => candidate.name === top);
      const found = inner ? field?.fields?.find((candidate) => candidate.name === inner) : field;
      return (found?.field ?? found)?.options;
    };
    expect(options("malware.types")).toEqual([...malwareTypes]);
    expect(options("actors.types")).toEqual([...threatActorTypes]);
    expect(options("actors.motivation")).toContain("personal-gain");
    expect(options("actors.sophistication")).toContain("expert");
    expect(options("reportTypes")).toContain("threat-report");
    expect(options("threatLevel")).toEqual(["high", "medium", "low"]);
    expect(options("analysis")).toEqual(["initial", "ongoing", "completed"]);
    expect(options("indicators.role")).toEqual(["destination", "source", "sender", "contact"]);
    expect(
      cmsProblems(fields, {
        ...report,
        malware: [{ name: "X", aliases: [], types: ["ransomware"] }],
        threatLevel: "high",
        confidence: 80,
      }),
    ).toEqual([]);
    expect(cmsProblems(fields, { ...report, threatLevel: "critical" })).toEqual([
      'threatLevel: "critical" is not one of the options',
    ]);
  });

  it("a malware entry starts as a family, as the schema assumes when the switch is left alone, and a new report starts with no malware", () => {
    const malware = fields.find((field) => field.name === "malware");
    expect(malware?.fields?.find((field) => field.name === "isFamily")).toMatchObject({
      widget: "boolean",
      default: researchSchema.shape.malware.parse([{ name: "x", aliases: [] }])[0]?.isFamily,
    });
    // Decap starts a list whose fields have defaults with one item of them, unless the list's default is empty.
    expect(malware?.default).toEqual([]);
  });

  it("rule files are edited as their text, written back as they were; the CMS neither creates nor deletes one", () => {
    for (const [name, extension] of [
      ["sigma-rules", "yml"],
      ["yara-rules", "yar"],
      ["rule-tests", "tests.yaml"],
    ] as const) {
      expect(byName(name)).toMatchObject({
        folder: "content/research/rules",
        extension,
        format: RULE_FORMAT,
        create: false,
        delete: false,
      });
    }
    const sigma =
      "title: A rule\ndetection:\n  selection:\n    Image|endswith: '\\\\powershell.exe'\n  condition: selection\n";
    expect(ruleToFile(ruleFromFile(sigma))).toBe(sigma);
    expect(ruleToFile({ text: "rule a { condition: true }" })).toBe("rule a { condition: true }\n");
  });
});

/** Decap's own serializers (its YAML library and front-matter writer), as it resolves them. */
const decapRequire = createRequire(
  createRequire(import.meta.url).resolve("decap-cms-core/package.json"),
);
const decapYaml = decapRequire("yaml") as {
  createNode(value: unknown): unknown;
  Document: new () => { contents: unknown; toString(): string };
};
/** Decap's YAML file writer: a document of the entry's data (keys in the form's order). */
function decapYamlFile(data: Record<string, unknown>): string {
  const doc = new decapYaml.Document();
  doc.contents = decapYaml.createNode(data);
  return doc.toString();
}
/** Decap's front-matter writer: the data as YAML between --- lines, then the body. */
function decapFrontMatter({ body: text = "", ...data }: Record<string, unknown>): string {
  return `---\n${decapYamlFile(data)}---\n${String(text)}`;
}

/** An entry as the CMS reads it: YAML data, or front matter plus `body`, or a rule file's text. */
function readEntry(file: string, format?: unknown): Record<string, unknown> {
  const text = readFileSync(file, "utf8");
  if (format === RULE_FORMAT) return ruleFromFile(text);
  if (!file.endsWith(".md")) return parseYaml(text) as Record<string, unknown>;
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  return { ...(parseYaml(match?.[1] ?? "") as Record<string, unknown>), body: match?.[2] ?? "" };
}

describe("what the CMS saves passes the content build", () => {
  let dir: string;
  beforeAll(() => {
    mkdirSync(".tmp", { recursive: true });
    dir = path.relative(process.cwd(), mkdtempSync(path.join(".tmp", "cms-save-")));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Every content file, the CMS form that edits it and the format it is written in. */
  function entries(): Array<[string, CmsField[], unknown]> {
    const list: Array<[string, CmsField[], unknown]> = [];
    for (const collection of collections) {
      for (const file of collection.files ?? []) list.push([file.file, file.fields, undefined]);
      if (typeof collection.folder === "string") {
        // A nested collection (the pages) edits the files of its sub-folders too; a folder collection holds its extension's files only.
        const names = (
          readdirSync(collection.folder, { recursive: "nested" in collection }) as string[]
        ).filter((name) => name.endsWith(`.${String(collection.extension)}`));
        for (const name of names)
          list.push([
            `${collection.folder}/${name.split(path.sep).join("/")}`,
            collection.fields ?? [],
            collection.format,
          ]);
      }
    }
    return list;
  }

  it("every content file passes the CMS form's checks, and once rewritten by the CMS's serializer the content builds", async () => {
    const content = path.join(dir, "content");
    cpSync("content", content, { recursive: true });
    const all = entries();
    const files = (
      readdirSync("content", { recursive: true, encoding: "utf8" }) as string[]
    ).filter((file) => /\.(md|ya?ml|yar)$/.test(file));
    const marketers = files
      .map((file) => `content/${file.split(path.sep).join("/")}`)
      .filter((file) => file !== FORM_DELIVERY);
    expect(
      all.map(([file]) => file).sort(),
      "the CMS edits every content file but form delivery",
    ).toEqual(marketers.sort());
    const problems: string[] = [];
    for (const [file, fields, format] of all) {
      const data = readEntry(file, format);
      problems.push(...cmsProblems(fields, data).map((problem) => `${file}: ${problem}`));
      const target = path.join(content, path.relative("content", file));
      writeFileSync(
        target,
        format === RULE_FORMAT
          ? ruleToFile(data)
          : file.endsWith(".md")
            ? decapFrontMatter(data)
            : decapYamlFile(data),
      );
    }
    expect(problems).toEqual([]);
    await buildContentFrom(content);
  }, 120_000);

  // On launch entries (test/fixtures/content): the checks are the subject here, not the company's files.
  it("the form's checks stop a cleared required field, a bad pattern, a list over its bound and an unknown option", () => {
    const job = readEntry("test/fixtures/content/jobs/security-consultant.md");
    const jobFields = byName("jobs").fields ?? [];
    expect(cmsProblems(jobFields, { ...job, title: "" })).toEqual(["title: is required"]);
    expect(cmsProblems(jobFields, { ...job, datePosted: undefined })).toEqual([
      "datePosted: is required",
    ]);
    const article = readEntry("test/fixtures/content/articles/ai-in-the-soc.md");
    const articleFields = byName("articles").fields ?? [];
    expect(cmsProblems(articleFields, { ...article, category: "gossip" })).toEqual([
      'category: "gossip" is not one of the options',
    ]);
    expect(
      cmsProblems(articleFields, { ...article, tags: ["a", "b", "c", "d", "e", "f", "g"] }),
    ).toEqual(["tags: at most 6"]);
    // As Decap does, an image's pattern is tested on its file name.
    expect(
      cmsProblems(articleFields, { ...article, image: { src: "/media/team photo.gif", alt: "x" } }),
    ).toEqual([expect.stringMatching(/^image\.src: Expected an image file/)]);
    expect(
      cmsProblems(articleFields, { ...article, image: { src: "/media/team-photo.png", alt: "x" } }),
    ).toEqual([]);
  });
});
